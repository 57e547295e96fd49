import type { Page, Route } from '@playwright/test';

export interface PostAnswer {
  status: number;
  body: unknown;
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
      await page.unroute(pattern, handler);
      const response = await route.fetch();
      const text = await response.text();
      await route.fulfill({ response, body: text });
      settle({ status: response.status(), body: text ? JSON.parse(text) : null });
    } catch (error) {
      fail(error);
    }
  };
  await page.route(pattern, handler);
  return { answer };
}
