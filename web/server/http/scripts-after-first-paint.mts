/**
 * Next's scripts are loaded after the first paint (issue 11). Next writes its runtime and each
 * route's chunks as `<script src async>` in the head, so the browser fetches them while it reads
 * the page and runs each one the moment it arrives, first paint or not. On a fast connection, or
 * on any repeat visit (the chunks are cached as immutable), React DOM and the hydration of the
 * whole page run before anything is drawn: on a slow phone that is hundreds of milliseconds of a
 * blank screen for text and pictures that need no script to be seen.
 *
 * Here each of those tags becomes a one-line inline call that queues the chunk; a small loader
 * adds the queued scripts once the browser reports its first paint and the page's priority images
 * (the hero, the vehicle photo, the first cards: `fetchpriority="high"`) have loaded. Hydration then follows at once. Links are plain anchors and the menus are `<details>`,
 * so the page works in that gap; the enquiry form keeps what is typed before it hydrates.
 * A browser that reports no paint (a hidden tab, an old Safari) gets the scripts a second after
 * `load`. Same scripts, same order of arrival as `async` allows, the page's nonce carried over,
 * so the CSP (`'strict-dynamic'` on pages with a nonce) trusts what the loader adds.
 */
import type { ServerResponse } from 'node:http';

/** The global the inline calls use; the loader defines it before the first call. */
const queue = '__scriptsAfterFirstPaint';

/**
 * The loader, as it runs in the browser (kept in ES5 so no browser chokes on it before the
 * polyfills). `go` is idempotent: whichever signal comes first loads the scripts, once.
 */
export const afterFirstPaintLoader = `(function(w,d){
var waiting=[],loaded=false;
var pending=0,api=w.${queue}=function(src){if(loaded)add(src);else waiting.push(src)};
function add(src){var s=d.createElement('script');s.src=src;s.async=true;api.done=false;pending++;s.onload=s.onerror=function(){if(--pending===0)api.done=true};d.head.appendChild(s)}
function go(){if(loaded)return;loaded=true;waiting.splice(0).forEach(add)}
function afterPriorityImages(){
var loading=0;
d.querySelectorAll('img[fetchpriority=high]').forEach(function(img){if(img.complete)return;loading++;img.addEventListener('load',drawn);img.addEventListener('error',drawn)});
function drawn(){if(--loading===0)go()}
if(loading===0)go()}
try{new PerformanceObserver(function(list,observer){observer.disconnect();afterPriorityImages()}).observe({type:'paint',buffered:true})}catch(e){}
w.addEventListener('load',function(){setTimeout(go,1000)})
})(self,document)`.replace(/\n/g, '');

/** `<script src="/_next/static/…js" async="" nonce="…"></script>`, in any attribute order. */
const scriptTag = /<script\b([^>]*?)\bsrc="(\/_next\/static\/[^"]+\.js)"([^>]*)><\/script>/g;
/** React's `<link rel="preload" as="script" …>` for the same chunks: the loader fetches them. */
const scriptPreload = /<link rel="preload" as="script"[^>]*\bhref="\/_next\/static\/[^"]+\.js"[^>]*\/?>/g;

const escapeForScript = (src: string) => JSON.stringify(src).replace(/</g, '\\u003c');

/**
 * A streaming rewrite of one HTML document. Feed it the page as it is written; a tag cut in two
 * by a chunk boundary is held back until its end arrives.
 */
export function createScriptRewriter(): { write(text: string): string; end(): string } {
  let carried = '';
  let loaderSent = false;
  // Next's error shell (`<html id="__next_error__">`, an empty body the scripts fill in) paints
  // nothing without them, so it keeps Next's own tags.
  let errorShell: boolean | undefined;

  const rewrite = (html: string): string =>
    html.replace(scriptPreload, '').replace(scriptTag, (tag: string, before: string, src: string, after: string) => {
      const attributes = before + after;
      // Only Next's async chunks; a `nomodule` polyfill or a deferred script stays as it is.
      if (!/\basync\b/.test(attributes) || /\bnomodule\b/i.test(attributes)) return tag;
      const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
      const open = nonce === undefined ? '<script>' : `<script nonce="${nonce}">`;
      const loader = loaderSent ? '' : `${open}${afterFirstPaintLoader}</script>`;
      loaderSent = true;
      return `${loader}${open}${queue}(${escapeForScript(src)})</script>`;
    });

  return {
    write(text) {
      if (errorShell) return text;
      const html = carried + text;
      if (errorShell === undefined) {
        const htmlTag = /<html\b[^>]*>/.exec(html)?.[0];
        if (htmlTag) errorShell = /\bid="__next_error__"/.test(htmlTag);
        else if (html.length < 4096) {
          carried = html;
          return '';
        }
        if (errorShell) {
          carried = '';
          return html;
        }
      }
      const cut = unfinishedTagStart(html);
      carried = html.slice(cut);
      return rewrite(html.slice(0, cut));
    },
    end() {
      const rest = carried;
      carried = '';
      return rewrite(rest);
    },
  };
}

/**
 * Where a tag this rewrite may change starts but has not ended in `html` (its length if none):
 * an open `<` with no `>` yet, or a `<script src=…>` whose `</script>` is still to come.
 */
function unfinishedTagStart(html: string): number {
  const last = html.lastIndexOf('<');
  let cut = last !== -1 && html.indexOf('>', last) === -1 ? last : html.length;
  const lastScript = html.lastIndexOf('<script');
  const scriptOpen = lastScript !== -1 && html.indexOf('</script>', lastScript) === -1;
  if (scriptOpen && (html.indexOf('>', lastScript) === -1 || /^<script\b[^>]*\bsrc="/.test(html.slice(lastScript)))) cut = Math.min(cut, lastScript);
  return cut;
}

/**
 * Rewrites the HTML Next writes to `response`; call after `compressResponses`, so that what is
 * rewritten is what gets compressed. Anything that is not HTML passes through untouched.
 */
export function loadScriptsAfterFirstPaint(response: ServerResponse): void {
  const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = response.end.bind(response) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  let state: 'undecided' | 'html' | 'other' = 'undecided';
  const rewriter = createScriptRewriter();
  const decoder = new TextDecoder();

  const decide = () => {
    if (state !== 'undecided') return;
    const type = String(response.getHeader('content-type') ?? '');
    state = type.startsWith('text/html') && response.req?.method !== 'HEAD' ? 'html' : 'other';
    // The rewrite changes the length: drop the one Next set while headers can still change.
    if (state === 'html' && !response.headersSent) response.removeHeader('content-length');
  };
  const text = (chunk: unknown, encoding: unknown): string =>
    typeof chunk === 'string' ? (typeof encoding === 'string' && encoding !== 'utf8' && encoding !== 'utf-8' ? Buffer.from(chunk, encoding as BufferEncoding).toString('utf8') : chunk) : decoder.decode(chunk as Uint8Array, { stream: true });
  const isChunk = (chunk: unknown) => typeof chunk === 'string' || chunk instanceof Uint8Array;

  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide();
    if (state !== 'html' || !isChunk(chunk)) return write(chunk, ...rest);
    const callback = rest.find((argument) => typeof argument === 'function');
    return write(rewriter.write(text(chunk, rest[0])), 'utf8', callback);
  }) as typeof response.write;

  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    decide();
    if (state !== 'html') return end(chunk, ...rest);
    const body = (isChunk(chunk) ? rewriter.write(text(chunk, rest[0])) : '') + rewriter.write(decoder.decode()) + rewriter.end();
    const callback = [chunk, ...rest].find((argument) => typeof argument === 'function');
    return end(body, 'utf8', callback);
  }) as typeof response.end;
}
