import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, openToast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-store';

describe('§4/§9 toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§9 toast limit 1; removal delay 1,000,000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('§4 only one toast is kept, the newest: a new one replaces the last', () => {
    const store = createToastStore<string>();
    const first = store.show('Car Saved In Watchlist');
    const second = store.show('Car Removed');
    expect(second).not.toBe(first);
    expect(store.getSnapshot()).toEqual([{ id: second, content: 'Car Removed', open: true }]);
    expect(openToast(store.getSnapshot())).toMatchObject({ id: second, content: 'Car Removed' });
  });

  it('§4 a toast does not go by itself (WCAG 2.2.1: its action stays reachable)', () => {
    const store = createToastStore<string>();
    store.show('Car Saved In Watchlist');
    vi.advanceTimersByTime(1_000_000 * 10);
    expect(openToast(store.getSnapshot())).toMatchObject({ content: 'Car Saved In Watchlist', open: true });
  });

  it('§4 dismiss marks it closed at once; it leaves the store after 1,000,000 ms', () => {
    const store = createToastStore<string>();
    const changes = vi.fn();
    store.subscribe(changes);
    const id = store.show('Car Removed');
    store.dismiss(id);
    expect(openToast(store.getSnapshot())).toBeNull();
    expect(store.getSnapshot()).toEqual([{ id, content: 'Car Removed', open: false }]);
    vi.advanceTimersByTime(999_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
    // show, dismiss, removal.
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('§4 dismissing twice, or dismissing a closed toast, starts no second removal', () => {
    const store = createToastStore<string>();
    const id = store.show('Car Removed');
    store.dismiss(id);
    vi.advanceTimersByTime(500_000);
    store.dismiss(id);
    store.dismiss();
    vi.advanceTimersByTime(500_000);
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('§4 dismiss without an id closes the open toast', () => {
    const store = createToastStore<string>();
    store.show('Car Saved In Watchlist');
    store.dismiss();
    expect(openToast(store.getSnapshot())).toBeNull();
  });

  it('§4 a newer toast replaces a closed one awaiting removal, and the old removal is dropped', () => {
    const store = createToastStore<string>();
    const old = store.show('Car Saved In Watchlist');
    store.dismiss(old);
    const fresh = store.show('Car Removed');
    expect(store.getSnapshot()).toEqual([{ id: fresh, content: 'Car Removed', open: true }]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000_000);
    expect(openToast(store.getSnapshot())).toMatchObject({ id: fresh });
  });

  it('the snapshot is the same array between changes (useSyncExternalStore)', () => {
    const store = createToastStore<string>();
    store.show('Car Removed');
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});
