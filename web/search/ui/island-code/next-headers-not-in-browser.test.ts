import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { cookies, draftMode, headers } from './next-headers-not-in-browser';

/**
 * The browser's bundle leaves out `next/headers` (README "Page speed", search TBT): the search
 * island's Next bindings import it, but read it only while rendering on the server.
 */
const root = join(__dirname, '..', '..', '..', '..');
const standIn = './search/ui/island-code/next-headers-not-in-browser.ts';

describe('next/headers in the browser: left out, as only the server reads it', () => {
  it.each(['next/headers', 'next/headers.js'])('the browser\'s bundle resolves %s to the stand-in, the server\'s to Next', (request) => {
    expect(nextConfig.turbopack?.resolveAlias?.[request]).toEqual({ browser: standIn });
  });

  it('react-instantsearch-nextjs calls headers() only while rendering on the server', () => {
    const source = readFileSync(join(root, 'node_modules/react-instantsearch-nextjs/dist/es/useNextHeaders.js'), 'utf8');
    expect(source).toMatch(/import \{ headers \} from 'next\/headers\.js'/);
    // The one call sits in the `isServer` branch; the browser's branch returns undefined.
    expect(source.match(/headers\(\)/g)).toHaveLength(1);
    expect(source).toMatch(/var isServer = typeof window === 'undefined';\s*if \(isServer\) \{\s*var nextHeaders = headers\(\);/);
  });

  it.each([['headers', headers], ['cookies', cookies], ['draftMode', draftMode]] as const)('the stand-in\'s %s says why it is not there', (name, read) => {
    expect(() => read()).toThrow(new RegExp(`${name}\\(\\) is read while rendering on the server only.*next\\.config\\.ts`));
  });
});
