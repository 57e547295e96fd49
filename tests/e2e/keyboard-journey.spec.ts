// One shopper's journey with the keyboard alone (WCAG 2.1.1 Keyboard, 2.4.7 Focus Visible):
// search → filter → vehicle page → test drive → /success, by Tab, Shift+Tab, Enter, Space and
// typing only: no clicks and no locator.focus(). Reading the page (URL, headings, which element
// has focus) is how the test checks where the shopper is.
import type { Locator, Page } from '@playwright/test';
import { expect, scriptsRun, test } from './fixtures';
import { siteUrl } from './stack';

/** riverside-kia: no test-drive terms to accept (tenants/sites), so the journey is the plain one. */
const SITE = 'riverside-kia';

/** The most Tab presses a step may take to reach its control (a full facet sidebar is long). */
const MAX_TABS = 250;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page; fails if it is never reached (a control the keyboard cannot get to).
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = MAX_TABS } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBe(true);
}

/** WCAG 2.4.7: the focused element shows it (the theme's :focus-visible ring) and is on screen. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { focused: false, focusVisible: false, outline: 'none', shadow: 'none' };
    const style = getComputedStyle(element);
    return {
      focused: true,
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`,
      shadow: style.boxShadow,
    };
  });
  expect(ring.focused, 'something has the focus').toBe(true);
  expect(ring.focusVisible, 'the focus is shown (:focus-visible)').toBe(true);
  expect(ring.outline !== 'none' || ring.shadow !== 'none', `a focus ring is drawn (outline ${ring.outline}, box-shadow ${ring.shadow})`).toBe(true);
  await expect(page.locator(':focus')).toBeInViewport();
}

test('a shopper searches, filters, opens a car and books a test drive with the keyboard alone (WCAG 2.1.1, 2.4.7)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${siteUrl(SITE)}/search`);
  const cards = page.getByTestId('car-card');
  await expect(cards.first()).toBeVisible();

  // Search: Tab from the top of the page into the search box and type.
  const searchBox = page.getByRole('searchbox', { name: 'Search stock' });
  await tabTo(page, searchBox);
  await expectVisibleFocus(page);
  await page.keyboard.type('Kia');
  await expect(page).toHaveURL(/query=Kia/);
  await expect(cards.first()).toBeVisible();

  // Filter: back (Shift+Tab: the facet sidebar comes before the results) to the Condition facet's
  // 'New' box, ticked with Space (§4: a checkbox facet toggles).
  const condition = page.getByRole('group', { name: 'Condition' });
  const newCars = condition.locator('input[type="checkbox"][value="new"], input[type="radio"][value="new"]');
  await tabTo(page, newCars, { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(newCars).toBeChecked();
  await expect(page).toHaveURL(/car_type=new/);
  await expect.poll(async () => (await cards.count()) > 0).toBe(true);

  // A car: on to the first card's View Details, and Enter.
  const viewDetails = cards.getByRole('link', { name: 'View Details' }).first();
  await tabTo(page, viewDetails);
  await expectVisibleFocus(page);
  const title = (await cards.filter({ has: page.getByRole('link', { name: 'View Details' }) }).first().getByRole('heading').innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cars\/[^/?#]+$/);
  // A page reached by the keyboard, not page.goto: its scripts must have run before its buttons work.
  await scriptsRun(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The test drive: the car's Test Drive action, opened with Enter.
  const testDrive = page.getByRole('group', { name: 'Actions for this car' }).getByRole('button', { name: 'Test Drive', exact: true });
  await tabTo(page, testDrive);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book a test drive' });
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  // The dialog holds the focus.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  // Step 1 (time and message are optional): Next.
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }), { max: 20 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();

  // Step 2: back from Next (Shift+Tab) to the name, then on to the email; Enter there moves on.
  await tabTo(page, dialog.getByLabel('Name'), { backwards: true, max: 20 });
  await page.keyboard.type('Keyboard Driver');
  await tabTo(page, dialog.getByLabel('Email'), { max: 5 });
  await page.keyboard.type('keyboard.driver@example.com');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await expect(dialog.getByText('Keyboard Driver')).toBeVisible();

  // Step 3: on to Book test drive, and Enter (the captcha solves itself meanwhile, §5).
  const book = dialog.getByRole('button', { name: 'Book test drive' });
  await tabTo(page, book, { max: 20 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/success\?type=test-drive$/, { timeout: 30_000 });
  await scriptsRun(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');

  // On /success the keyboard reaches the way back to the stock.
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Keep browsing our stock' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search$/);
});
