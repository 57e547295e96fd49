// @vitest-environment jsdom
import { act, createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdSearchIslandEvents, resetSearchHandOver, SEARCH_ISLAND_ATTRIBUTE, searchIslandHandedOver, whenSearchWanted } from './search-hand-over';

/**
 * The search island loads when wanted and keeps the clicks made before it hydrated
 * (README "Page speed", deferred search).
 */

const settled = async (promise: Promise<void>, ms: number) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return done;
};

afterEach(() => {
  resetSearchHandOver();
  document.body.innerHTML = '';
});

describe('the search island is wanted on intent or when idle (README "Page speed")', () => {
  it.each(['pointerdown', 'keydown', 'focusin', 'touchstart'])('a %s anywhere on the page wants it at once', async (type) => {
    const fakeWindow = Object.assign(new EventTarget(), { document: { readyState: 'loading' }, setTimeout }) as unknown as Window;
    const wanted = whenSearchWanted(fakeWindow);
    expect(await settled(wanted, 0)).toBe(false);
    fakeWindow.dispatchEvent(new Event(type));
    expect(await settled(wanted, 0)).toBe(true);
  });

  it('without intent, it is wanted once the page has loaded and the browser is idle', async () => {
    const idle: Array<() => void> = [];
    const fakeWindow = Object.assign(new EventTarget(), { document: { readyState: 'loading' }, requestIdleCallback: (run: () => void) => idle.push(run) }) as unknown as Window;
    const wanted = whenSearchWanted(fakeWindow);
    expect(idle).toHaveLength(0);
    fakeWindow.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(await settled(wanted, 0)).toBe(false);
    idle[0]!();
    expect(await settled(wanted, 0)).toBe(true);
  });
});

describe('what the shopper does before the island is drawn is done again on it (README "Page speed")', () => {
  const islandHtml = `<div ${SEARCH_ISLAND_ATTRIBUTE}><label><input type="checkbox" value="Kia"><span>Kia</span></label><a href="#page-2">2</a><input type="search"></div>`;
  /** The server's HTML, and `redraw` putting the island's own (same markup, new elements) in its place. */
  const page = () => {
    document.body.innerHTML = `${islandHtml}<button>outside</button>`;
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => seen.push((event.target as Element).tagName.toLowerCase()));
    const redraw = () => {
      const fresh = document.createElement('template');
      fresh.innerHTML = islandHtml;
      document.body.firstElementChild!.replaceWith(fresh.content);
    };
    const island = () => ({ checkbox: document.querySelector<HTMLInputElement>('input[type=checkbox]')!, span: document.querySelector('span')!, link: document.querySelector('a')!, field: document.querySelector<HTMLInputElement>('input[type=search]')! });
    return { seen, redraw, island, outside: document.querySelector('button')! };
  };

  it.each([
    ['the checkbox', 'checkbox'],
    ['its label text', 'span'],
  ] as const)("%s: ticked at once, as the shopper expects; the island's own checkbox ticked once after", async (_name, part) => {
    const controls = page();
    holdSearchIslandEvents();
    controls.island()[part].click();
    expect(controls.island().checkbox.checked).toBe(true);
    // The label's own click goes on (the server's HTML has no handler); the box's click is held.
    expect(controls.seen).toEqual(part === 'checkbox' ? [] : ['span']);
    controls.redraw();
    searchIslandHandedOver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controls.island().checkbox.checked).toBe(true);
    expect(controls.seen.at(-1)).toBe('input');
  });

  it('a link on the island does not navigate before; a click outside the island is left alone', async () => {
    const controls = page();
    holdSearchIslandEvents();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    controls.island().link.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(true);
    controls.outside.click();
    expect(controls.seen).toEqual(['button']);
  });

  it.each([
    ['after the page hydrated', false],
    ['while it hydrated (before the hold began)', true],
  ])('the focused field keeps the focus and what was typed in it %s', async (_name, early) => {
    const controls = page();
    if (!early) holdSearchIslandEvents();
    const before = controls.island().field;
    before.focus();
    before.value = 'sorento';
    before.dispatchEvent(new Event('input', { bubbles: true }));
    if (early) holdSearchIslandEvents();
    controls.redraw();
    searchIslandHandedOver();
    const after = controls.island().field;
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
    expect(after.value).toBe('sorento');
  });

  it('a search typed and submitted before hydration reaches the hydrated React form, once', async () => {
    const submitted: string[] = [];
    function Box() {
      const [value, setValue] = useState('');
      return createElement('div', { [SEARCH_ISLAND_ATTRIBUTE]: '' },
        createElement('form', { role: 'search', onSubmit: (event: Event) => (event.preventDefault(), submitted.push(value)) },
          createElement('input', { type: 'search', value, onChange: (event: { currentTarget: HTMLInputElement }) => setValue(event.currentTarget.value) })));
    }
    const host = document.createElement('div');
    host.innerHTML = renderToString(createElement(Box));
    document.body.append(host);
    holdSearchIslandEvents();
    const field = host.querySelector('input')!;
    field.value = 'sorento';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    host.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => void hydrateRoot(host, createElement(Box)));
    expect(field.value).toBe('sorento');
    await act(async () => {
      searchIslandHandedOver();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(submitted).toEqual(['sorento']);
  });

  it("a press on a button's icon (an SVG, no HTMLElement) presses the island's button, as a card's heart", async () => {
    const islandWithHeart = `<div ${SEARCH_ISLAND_ATTRIBUTE}><button type="button"><svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"></path></svg></button></div>`;
    document.body.innerHTML = islandWithHeart;
    const pressed: string[] = [];
    holdSearchIslandEvents();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('path')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    const fresh = document.createElement('template');
    fresh.innerHTML = islandWithHeart;
    document.body.firstElementChild!.replaceWith(fresh.content);
    document.querySelector('button')!.addEventListener('click', () => pressed.push('button'));
    searchIslandHandedOver();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toEqual(['button']);
  });

  it('after the hand-over events go straight through', async () => {
    const controls = page();
    holdSearchIslandEvents();
    searchIslandHandedOver();
    controls.island().checkbox.click();
    expect(controls.island().checkbox.checked).toBe(true);
    expect(controls.seen).toEqual(['input']);
  });
});
