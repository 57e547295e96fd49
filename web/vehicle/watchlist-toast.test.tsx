// @vitest-environment jsdom
import { createLocale } from '@dealer/tenants';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchlistButton, type WatchlistButtonLabels } from './WatchlistButton';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const t = createLocale('en-AU').t;
const labels: WatchlistButtonLabels = {
  save: t('account.watchlist.save'), saved: t('account.watchlist.saved'), savedTitle: t('account.toast.savedTitle'), savedBody: t('account.toast.savedBody'),
  removedTitle: t('account.toast.removedTitle'), removedBody: t('account.toast.removedBody'), viewList: t('account.toast.viewList'), dismiss: t('account.toast.dismiss'),
  failed: t('account.error.unexpected'),
};

let root: Root;
let host: HTMLDivElement;
beforeEach(async () => {
  vi.useFakeTimers();
  // The server says yes to every save and remove (§7 `{success: true}`).
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json' } })));
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root.render(<WatchlistButton carId="rk-1" carName="2026 Kia EV3" initialSaved={false} phone="0412 345 678" signedIn signInHref="/sign-in" labels={labels} />));
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const toggle = () => host.querySelector<HTMLButtonElement>('[data-testid="watchlist-toggle"]')!;
const toast = () => host.querySelector<HTMLElement>('[data-testid="watchlist-toast"]');
const click = async (element: HTMLElement) => {
  await act(async () => {
    element.click();
    await vi.runOnlyPendingTimersAsync();
  });
};

describe('§4/§8 the watchlist toast on the vehicle page', () => {
  it('§8 a save shows its toast, which is still there 1,000,000 ms later (WCAG 2.2.1)', async () => {
    await click(toggle());
    expect(toast()?.textContent).toContain('Car Saved In Watchlist');
    await act(async () => vi.advanceTimersByTime(1_000_000));
    expect(toast()?.textContent).toContain('2026 Kia EV3 is now available in your watchlist');
  });

  it('§4 only the newest toast shows: a remove replaces the save toast', async () => {
    await click(toggle());
    await click(toggle());
    expect(host.querySelectorAll('[data-testid="watchlist-toast"]')).toHaveLength(1);
    expect(toast()?.textContent).toContain('Car Removed');
  });

  it('§4 the dismiss button closes it at once and gives focus back to the toggle', async () => {
    await click(toggle());
    const dismiss = toast()!.querySelector<HTMLButtonElement>(`button[aria-label="${labels.dismiss}"]`)!;
    dismiss.focus();
    await click(dismiss);
    expect(toast()).toBeNull();
    expect(document.activeElement).toBe(toggle());
    // The polite live region stays in the page for the next toast.
    expect(host.querySelector('[role="status"]')).not.toBeNull();
  });

  it('§4 Escape inside the toast closes it', async () => {
    await click(toggle());
    const link = toast()!.querySelector<HTMLAnchorElement>('a')!;
    link.focus();
    await act(async () => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(toast()).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });
});
