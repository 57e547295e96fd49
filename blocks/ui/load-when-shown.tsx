'use client';

import { useEffect, useState, type ComponentType } from 'react';

/** What a deferred part says while its code is on the way, or when it could not be had. */
export interface LoadWhenShownStatus {
  loading: string;
  failed: string;
}

/**
 * A part whose code is fetched only when it is first drawn (README "Page speed"), such as a
 * dialog's form: a modal draws its content only while open, so the code comes with the first
 * opening, and the click that opened it has already opened it (the dialog shows this status until
 * the form arrives). Nothing of it is in the server's HTML, so there is nothing to hydrate. Pass an
 * inline `import()` so the bundler splits the part into a chunk of its own; once fetched, later
 * openings draw it at once.
 */
export function loadWhenShown<Props extends object>(browser: () => Promise<ComponentType<Props>>): ComponentType<Props & { status: LoadWhenShownStatus }> {
  let loaded: ComponentType<Props> | undefined;
  function LoadedWhenShown({ status, ...props }: Props & { status: LoadWhenShownStatus }) {
    const [Part, setPart] = useState<ComponentType<Props> | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Part) return;
      let shown = true;
      browser().then(
        (component) => {
          loaded = component;
          if (shown) setPart(() => component);
        },
        () => {
          if (shown) setFailed(true);
        },
      );
      return () => {
        shown = false;
      };
    }, [Part]);
    return Part ? <Part {...(props as Props)} /> : <p role="status">{failed ? status.failed : status.loading}</p>;
  }
  return LoadedWhenShown;
}
