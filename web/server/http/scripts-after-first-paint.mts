/**
 * Next's scripts are loaded after the first paint (README "Page speed"). Next writes its runtime
 * and each route's chunks as `<script src async>` in the head, so the browser fetches them while
 * it reads the page and runs each one the moment it arrives, first paint or not. On a fast connection, or
 * on any repeat visit (the chunks are cached as immutable), React DOM and the hydration of the
 * whole page run before anything is drawn: on a slow phone that is hundreds of milliseconds of a
 * blank screen for text and pictures that need no script to be seen.
 *
 * Here each of those tags becomes a one-line inline call that queues the chunk; a small loader
 * adds the queued scripts once the browser reports its first paint and the page's priority images
 * (the hero, the vehicle photo, the first cards: `fetchpriority="high"`) have loaded. Hydration
 * follows at once. Links are plain anchors and the menus are `<details>`, so the page works in
 * that gap; the enquiry form keeps what is typed before it hydrates.
 * A browser that reports no paint (a hidden tab, an old Safari) gets the scripts a second after
 * `load`. Same scripts, same order of arrival as `async` allows, the page's nonce carried over,
 * so the CSP (`'strict-dynamic'` on pages with a nonce) trusts what the loader adds.
 */
import type { ResponseStage } from './response-stages.mts';

/** The global the inline calls use; the loader defines it before the first call. */
const queue = '__scriptsAfterFirstPaint';

/**
 * The loader, as it runs in the browser (kept in ES5 so no browser chokes on it before the
 * polyfills). `go` is idempotent: whichever signal comes first loads the scripts, once. `done`
 * tells the e2e fixture (tests/e2e/fixtures.ts) that every added script has run.
 */
export const afterFirstPaintLoader = `(function(w,d){
var waiting=[],started=false;
var pending=0,api=w.${queue}=function(src){if(started)add(src);else waiting.push(src)};
function add(src){var s=d.createElement('script');s.src=src;s.async=true;api.done=false;pending++;s.onload=s.onerror=function(){if(--pending===0)api.done=true};d.head.appendChild(s)}
function go(){if(started)return;started=true;waiting.splice(0).forEach(add)}
function afterPriorityImages(){
var loading=0;
d.querySelectorAll('img[fetchpriority=high]').forEach(function(img){if(img.complete)return;loading++;img.addEventListener('load',drawn);img.addEventListener('error',drawn)});
function drawn(){if(--loading===0)go()}
if(loading===0)go()}
try{new PerformanceObserver(function(list,observer){observer.disconnect();afterPriorityImages()}).observe({type:'paint',buffered:true})}catch(e){}
w.addEventListener('load',function(){setTimeout(go,1000)})
})(self,document)`.replace(/\n/g, '');

/** How Next (React) opens the tags this rewrite changes: its chunk scripts and their preloads. */
const chunkScript = Buffer.from('<script src="/_next/static/');
const chunkPreload = Buffer.from('<link rel="preload" as="script"');
const scriptEnd = Buffer.from('</script>');
/** Where Next's RSC payload starts (`<script>(self.__next_f=…`): the shell's script tags are all before it. */
const firstPayloadScript = Buffer.from('(self.__next_f');
const errorShellTag = Buffer.from('<html id="__next_error__"');

const escapeForScript = (src: string) => JSON.stringify(src).replace(/</g, '\\u003c');

/**
 * A streaming rewrite of one HTML document, on its bytes: only the few tags it changes are read
 * as text, the rest (a page's content and its RSC payload) is passed on as it came. A tag cut in
 * two by a chunk boundary is held back until its end arrives.
 */
export function createScriptRewriter(): { write(chunk: string | Uint8Array): Buffer; end(): Buffer } {
  let carried: Buffer = Buffer.alloc(0);
  let loaderSent = false;
  // 'scan' until the RSC payload, which holds no tag of ours. Next's error shell
  // (`<html id="__next_error__">`, an empty body the scripts fill in) paints nothing without its
  // scripts, so it keeps Next's own tags: 'pass' from its first bytes.
  let state: 'start' | 'scan' | 'pass' = 'start';

  /** One complete tag, as Next wrote it, to what replaces it. */
  const replace = (tag: string): string => {
    if (tag.startsWith('<link')) return /\bhref="\/_next\/static\/[^"]+\.js"/.test(tag) ? '' : tag;
    const attributes = /^<script([^>]*)>/.exec(tag)?.[1] ?? '';
    const src = /\bsrc="([^"]+\.js)"/.exec(attributes)?.[1];
    // Only Next's async chunks; a `nomodule` polyfill or a deferred script stays as it is.
    if (!src || !/\basync\b/.test(attributes) || /\bnomodule\b/i.test(attributes)) return tag;
    const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
    const open = nonce === undefined ? '<script>' : `<script nonce="${nonce}">`;
    const loader = loaderSent ? '' : `${open}${afterFirstPaintLoader}</script>`;
    loaderSent = true;
    return `${loader}${open}${queue}(${escapeForScript(src)})</script>`;
  };

  /** Rewrites `bytes` as far as it can; returns what is done and keeps what must wait. */
  const scan = (bytes: Buffer, final: boolean): Buffer => {
    const out: Buffer[] = [];
    let at = 0;
    const payload = bytes.indexOf(firstPayloadScript);
    const region = payload === -1 ? bytes : bytes.subarray(0, payload);
    let script = region.indexOf(chunkScript);
    let preload = region.indexOf(chunkPreload);
    while (script !== -1 || preload !== -1) {
      const isScript = preload === -1 || (script !== -1 && script < preload);
      const start = isScript ? script : preload;
      const close = isScript ? bytes.indexOf(scriptEnd, start) : bytes.indexOf('>', start);
      if (close === -1) {
        if (final) break;
        out.push(bytes.subarray(at, start));
        carried = Buffer.from(bytes.subarray(start));
        return Buffer.concat(out);
      }
      const end = isScript ? close + scriptEnd.length : close + 1;
      out.push(bytes.subarray(at, start), Buffer.from(replace(bytes.toString('utf8', start, end))));
      at = end;
      if (script !== -1 && script < at) script = region.indexOf(chunkScript, at);
      if (preload !== -1 && preload < at) preload = region.indexOf(chunkPreload, at);
    }
    if (payload !== -1) {
      state = 'pass';
      out.push(bytes.subarray(at));
      return out.length === 1 ? out[0]! : Buffer.concat(out);
    }
    // A tag's opening cut by the chunk's end (`<scr`, `<link rel="pre`): wait for the rest.
    const tail = final ? -1 : bytes.lastIndexOf('<');
    if (tail >= at && bytes.indexOf('>', tail) === -1 && bytes.length - tail < chunkPreload.length && [chunkScript, chunkPreload].some((open) => open.subarray(0, bytes.length - tail).equals(bytes.subarray(tail)))) {
      out.push(bytes.subarray(at, tail));
      carried = Buffer.from(bytes.subarray(tail));
    } else out.push(bytes.subarray(at));
    return out.length === 1 ? out[0]! : Buffer.concat(out);
  };

  const take = (chunk: string | Uint8Array, final: boolean): Buffer => {
    const incoming = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const bytes = carried.length ? Buffer.concat([carried, incoming]) : incoming;
    carried = Buffer.alloc(0);
    if (state === 'start') {
      const html = bytes.indexOf('<html');
      if (html === -1 && bytes.length < 4096 && !final) {
        carried = Buffer.from(bytes);
        return Buffer.alloc(0);
      }
      state = html !== -1 && bytes.subarray(html, html + errorShellTag.length).equals(errorShellTag) ? 'pass' : 'scan';
    }
    return state === 'pass' ? bytes : scan(bytes, final);
  };

  return {
    write: (chunk) => take(chunk, false),
    end: () => take(Buffer.alloc(0), true),
  };
}

/**
 * The stage (response-stages.mts): rewrites an HTML document on its way to `downstream`; place it
 * before compression, so that what is rewritten is what gets compressed. Anything that is not HTML,
 * and the answer to a HEAD, passes through untouched.
 */
export const loadScriptsAfterFirstPaint: ResponseStage = (request, response, downstream) => {
  let html: boolean | undefined;
  const rewriter = createScriptRewriter();
  const isHtml = (): boolean => {
    if (html !== undefined) return html;
    html = String(response.getHeader('content-type') ?? '').startsWith('text/html') && request.method !== 'HEAD';
    // The rewrite changes the length: drop the one Next set while headers can still change.
    if (html && !response.headersSent) response.removeHeader('content-length');
    return html;
  };
  return {
    writeHead: () => {
      isHtml();
      downstream.writeHead();
    },
    flushHeaders: () => {
      isHtml();
      downstream.flushHeaders();
    },
    write: (chunk) => downstream.write(isHtml() ? rewriter.write(chunk) : chunk),
    end: (chunk) => {
      if (!isHtml()) return downstream.end(chunk);
      const last = chunk ? rewriter.write(chunk) : Buffer.alloc(0);
      const flushed = rewriter.end();
      downstream.end(flushed.length ? Buffer.concat([last, flushed]) : last);
    },
    flush: () => downstream.flush(),
  };
};
