'use client';

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

/**
 * Collects the styles Emotion (Chakra's engine) inserts while the server renders and writes them
 * into the HTML stream before the markup that uses them. Without it, the client's style tags
 * differ from the server's and React reports a hydration error on every page.
 */
export function EmotionRegistry({ children }: { children: ReactNode }) {
  const [registry] = useState(() => {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const insert = cache.insert.bind(cache);
    let inserted: string[] = [];
    cache.insert = (...args) => {
      const serialized = args[1];
      if (cache.inserted[serialized.name] === undefined) inserted.push(serialized.name);
      return insert(...args);
    };
    const flush = () => {
      const names = inserted;
      inserted = [];
      return names;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    let css = '';
    let globals = '';
    const scoped: string[] = [];
    for (const name of names) {
      const style = registry.cache.inserted[name];
      if (typeof style !== 'string') continue;
      // Global styles have no class name; keep them in their own tag as Emotion does.
      if (registry.cache.registered[`${registry.cache.key}-${name}`] === undefined) globals += style;
      else {
        css += style;
        scoped.push(name);
      }
    }
    return (
      <>
        {globals ? <style data-emotion={`${registry.cache.key}-global`} dangerouslySetInnerHTML={{ __html: globals }} /> : null}
        {css ? <style data-emotion={`${registry.cache.key} ${scoped.join(' ')}`} dangerouslySetInnerHTML={{ __html: css }} /> : null}
      </>
    );
  });

  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
