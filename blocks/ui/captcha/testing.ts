import { resolveObjectURL } from 'node:buffer';
import { webcrypto } from 'node:crypto';
import { vi } from 'vitest';
import { issueCaptchaChallenge } from '@dealer/leads/server';

/**
 * For jsdom tests of forms with the captcha (§5; leads/README.md "Captcha"): what a browser gives
 * the `altcha` widget and jsdom lacks, so the real widget runs. A Worker that runs the widget's own
 * worker script in this process (from the blob: or data: URL it makes), WebCrypto, a secure
 * context, and challenges as `GET /api/captcha` gives them, issued by the server's own
 * `issueCaptchaChallenge` (made cheap), whose answers `verifyCaptchaSolution` takes.
 */
export function captchaInBrowser({ secret, site }: { secret: string; site: string }) {
  let challenges = 0;
  Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
  vi.stubGlobal('Worker', InProcessWorker);
  if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
  return {
    /** How many challenges the page has fetched. */
    challenges: () => challenges,
    /** `GET /api/captcha`'s answer, for a test's `fetch` stub; null for any other address. */
    answer: async (input: RequestInfo | URL): Promise<Response | null> => {
      if (!String(input).endsWith('/api/captcha')) return null;
      challenges += 1;
      const challenge = await issueCaptchaChallenge({ secret, site, now: new Date(), maxNumber: 8, cost: 10 });
      return Response.json(challenge, { headers: { 'cache-control': 'no-store' } });
    },
  };
}

/** A Web Worker run in this process: the widget's worker script, from the URL the widget made for it. */
class InProcessWorker extends EventTarget {
  private scope: { onmessage: ((message: { data: unknown }) => void) | null } | null = null;
  private readonly started: Promise<void>;
  constructor(url: string | URL) {
    super();
    this.started = (async () => {
      const href = String(url);
      const source = href.startsWith('data:') ? decodeURIComponent(href.slice(href.indexOf(',') + 1)) : await resolveObjectURL(href)!.text();
      const scope = {
        onmessage: null,
        postMessage: (data: unknown) => setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data }))),
        location: { href },
        URL: { revokeObjectURL: () => undefined },
      };
      new Function('self', 'crypto', source)(scope, webcrypto);
      this.scope = scope;
    })();
  }
  postMessage(data: unknown) {
    void this.started.then(() => this.scope?.onmessage?.({ data }));
  }
  terminate() {
    this.scope = null;
  }
}
