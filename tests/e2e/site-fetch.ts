import type { Page } from '@playwright/test';
import { siteUrl } from './stack';

export interface SiteAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body as text, or base64 when `binary` was asked for. */
  body: string;
}

/**
 * A request to a demo site from inside the browser, on the site's own origin: Node (and so
 * Playwright's API client) cannot resolve `*.localhost` (TOOLCHAIN.md), the browser can.
 */
export async function siteFetch(page: Page, slug: string, path: string, init: { method?: string; json?: unknown; binary?: boolean; headers?: Record<string, string> } = {}): Promise<SiteAnswer> {
  const origin = siteUrl(slug);
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/robots.txt`);
  return page.evaluate(async ({ path, method, json, binary, extraHeaders }) => {
    const response = await fetch(path, {
      method: method ?? (json === undefined ? 'GET' : 'POST'),
      headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...extraHeaders },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    let body: string;
    if (binary) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      body = btoa(text);
    } else {
      body = await response.text();
    }
    return { status: response.status, headers, body };
  }, { path, method: init.method, json: init.json, binary: init.binary ?? false, extraHeaders: init.headers ?? {} });
}
