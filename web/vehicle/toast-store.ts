/**
 * The shopper's toasts (§4, §8, §9), without React so the rules are unit tested on their own.
 *
 * §4 "only one toast kept (the newest); dismiss marks closed, removal follows after a very long
 * delay"; §9 "Toast limit 1; removal delay 1,000,000 ms". The spec gives no time after which a
 * toast closes by itself, and the §8 toasts carry an action ('View List'): a toast that went on a
 * timer could vanish before a keyboard or screen-reader user reached it (WCAG 2.2.1 Timing
 * Adjustable). So a toast stays open until the shopper dismisses it or a newer one replaces it.
 * A dismissed toast is closed at once (nothing shows it) and only leaves the store after the
 * removal delay, as the spec's store does.
 */

/** §9 toast limit. */
export const TOAST_LIMIT = 1;
/** §9 removal delay: how long a dismissed toast stays in the store, closed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface Toast<Content> {
  /** Changes with every toast shown, so a repeated text is announced again. */
  id: number;
  content: Content;
  /** False once dismissed: nothing shows a closed toast. */
  open: boolean;
}

export interface ToastTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function createToastStore<Content>(timers: ToastTimers = globalThis) {
  let toasts: readonly Toast<Content>[] = [];
  let nextId = 1;
  const removals = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast<Content>[]) => {
    toasts = next;
    // A toast pushed out by a newer one is gone: its pending removal has nothing left to do.
    for (const [id, handle] of removals) {
      if (!toasts.some((toast) => toast.id === id)) {
        timers.clearTimeout(handle);
        removals.delete(id);
      }
    }
    listeners.forEach((listener) => listener());
  };
  const remove = (id: number) => {
    removals.delete(id);
    set(toasts.filter((toast) => toast.id !== id));
  };
  return {
    /** Shows a toast; the newest is kept, older ones beyond the limit are dropped. Returns its id. */
    show(content: Content): number {
      const id = nextId++;
      set([{ id, content, open: true }, ...toasts].slice(0, TOAST_LIMIT));
      return id;
    },
    /** Closes one toast (or every open one) at once; each leaves the store after the removal delay. */
    dismiss(id?: number) {
      const closing = toasts.filter((toast) => toast.open && (id === undefined || toast.id === id));
      if (closing.length === 0) return;
      for (const toast of closing) {
        if (!removals.has(toast.id)) removals.set(toast.id, timers.setTimeout(() => remove(toast.id), TOAST_REMOVE_DELAY_MS));
      }
      set(toasts.map((toast) => (closing.includes(toast) ? { ...toast, open: false } : toast)));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Every toast the store holds, closed ones included (a stable array between changes). */
    getSnapshot: (): readonly Toast<Content>[] => toasts,
  };
}

export type ToastStore<Content> = ReturnType<typeof createToastStore<Content>>;

/** The toast to show: the newest, while it is open. */
export function openToast<Content>(toasts: readonly Toast<Content>[]): Toast<Content> | null {
  const newest = toasts[0];
  return newest && newest.open ? newest : null;
}
