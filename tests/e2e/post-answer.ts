import http from 'node:http';
import type { Page, Route } from '@playwright/test';

export interface PostAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends the browser's request on to the server over loopback with its own Host header (Node cannot
 * resolve `*.localhost`, TOOLCHAIN.md, so Playwright's `route.fetch` cannot either) and hands the
 * answer back to the page unchanged.
 */
async function passOn(route: Route): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const request = route.request();
  const url = new URL(request.url());
  // Asked for as plain text, so the test can read it (the page takes it either way).
  const { 'accept-encoding': _encoding, ...headers } = await request.allHeaders();
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port: Number(url.port || 80), path: `${url.pathname}${url.search}`, method: request.method(), headers: { ...headers, host: url.host, 'content-length': String(body.length) }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answerHeaders: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: response.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks) });
        });
      },
    );
    outgoing.on('error', reject);
    // A server that never answers fails the test at this step, not in the context's teardown.
    outgoing.setTimeout(45_000, () => outgoing.destroy(new Error(`no answer to ${request.method()} ${url.pathname} in 45 s`)));
    outgoing.end(body);
  });
}

/**
 * The answer to the next POST the page sends to `path`, read on its way to the page. A form that
 * navigates as soon as it is answered (the enquiry form loads /success, §4) leaves the browser no
 * response body to read afterwards, so the test takes it as it passes. Call before the submit:
 *
 *   const stored = await watchPost(page, '/api/enquiries');
 *   await submit.click();
 *   const { status, body } = await stored.answer;
 */
export async function watchPost(page: Page, path: string): Promise<{ answer: Promise<PostAnswer> }> {
  const pattern = `**${path}`;
  let settle!: (answer: PostAnswer) => void;
  let fail!: (error: unknown) => void;
  const answer = new Promise<PostAnswer>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    try {
      const response = await passOn(route);
      await route.fulfill({ status: response.status, headers: response.headers, body: response.body });
      const text = response.body.toString('utf8');
      settle({ status: response.status, body: text ? JSON.parse(text) : null });
    } catch (error) {
      fail(error);
    }
  };
  // Once: the next POST only (a route removed while its handler runs would be answered twice).
  await page.route(pattern, handler, { times: 1 });
  return { answer };
}
