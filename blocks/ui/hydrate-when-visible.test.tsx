// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateWhenVisible } from './hydrate-when-visible';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An island with state: each click on its button counts once. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** IntersectionObserver as the browser's, with the page's scrolling in the test's hands. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class TestIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) { this.entry.targets.push(target); }
  unobserve() {}
  disconnect() { this.entry.targets = []; }
  takeRecords() { return []; }
}
const scrollIntoView = () => {
  for (const { callback, targets } of observers) {
    if (targets.length) callback(targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
  }
};

let root: Root | undefined;
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = undefined;
  observers.length = 0;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The island's server HTML in the page, hydrated as the browser does; what its code loader was asked. */
async function serverDrawnIsland() {
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  const browser = vi.fn(async () => Counter);
  const OnServer = hydrateWhenVisible({ server: Counter, browser });
  const InBrowser = hydrateWhenVisible({ server: undefined, browser });
  const host = document.createElement('div');
  host.innerHTML = renderToString(<OnServer label="Show more" />);
  document.body.append(host);
  root = await act(async () => hydrateRoot(host, <InBrowser label="Show more" />));
  await settle();
  return { host, browser, button: () => host.querySelector('button')! };
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 30)));

// Before any scrolling or interaction: interaction would hydrate every island for the tests after.
describe('README "Page speed": an island below the first screen hydrates when seen, or on the first interaction', () => {
  it.each([
    ['scrolling it into view', async () => act(async () => scrollIntoView()), 0],
    ['a click on its server-drawn button, which then counts once', async (button: HTMLButtonElement) => act(async () => button.click()), 1],
  ])('keeps its code back until %s', async (_how, happen, counted) => {
    const island = await serverDrawnIsland();
    expect(island.button().textContent).toBe('Show more 0');
    expect(island.browser).not.toHaveBeenCalled();
    await happen(island.button());
    await settle();
    expect(island.browser).toHaveBeenCalledTimes(1);
    expect(island.button().textContent).toBe(`Show more ${counted}`);
    // Hydrated: the next click is React's own.
    await act(async () => island.button().click());
    expect(island.button().textContent).toBe(`Show more ${counted + 1}`);
  });

  it('lays out nothing of its own: the server-drawn island sits in a display: contents box', async () => {
    const { host } = await serverDrawnIsland();
    const box = host.firstElementChild as HTMLElement;
    expect(box.style.display).toBe('contents');
    expect(box.querySelector('button')?.textContent).toBe('Show more 0');
  });

  it('hydrates on the first interaction with the page, even out of view', async () => {
    const { browser, button } = await serverDrawnIsland();
    await act(async () => {
      window.dispatchEvent(new Event('keydown'));
    });
    await settle();
    expect(browser).toHaveBeenCalledTimes(1);
    await act(async () => button().click());
    expect(button().textContent).toBe('Show more 1');
  });
});
