/**
 * Demo car photos, drawn rather than downloaded: a side view of the body type in the car's colour
 * on a soft background, as a pure SVG string (deterministic: same inputs, same bytes). The web app
 * serves `/car-images/{body}/{colour}.png?v=N` by rasterising it (`renderCarImagePng`).
 */

import { carImageColours, normaliseImageBody, normaliseImageColour, type CarImageBody } from '@dealer/stock';

// -- colour maths ---------------------------------------------------------------------------------

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
}
/** Mixes `hex` toward `target` by `amount` (0..1). */
function mix(hex: string, target: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(target);
  return rgbToHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}
const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);

// -- geometry -------------------------------------------------------------------------------------

type Point = readonly [number, number, number?]; // x, y, corner radius

const f = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** A closed path through the points with each corner rounded by its radius. */
function roundedPath(points: readonly Point[]): string {
  const n = points.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const [x, y, r = 0] = points[i]!;
    const [px, py] = points[(i - 1 + n) % n]!;
    const [nx, ny] = points[(i + 1) % n]!;
    const lenIn = Math.hypot(x - px, y - py) || 1;
    const lenOut = Math.hypot(nx - x, ny - y) || 1;
    const rIn = Math.min(r, lenIn / 2);
    const rOut = Math.min(r, lenOut / 2);
    const ax = x - ((x - px) / lenIn) * rIn;
    const ay = y - ((y - py) / lenIn) * rIn;
    const bx = x + ((nx - x) / lenOut) * rOut;
    const by = y + ((ny - y) / lenOut) * rOut;
    d += `${i === 0 ? 'M' : 'L'}${f(ax)} ${f(ay)} Q${f(x)} ${f(y)} ${f(bx)} ${f(by)} `;
  }
  return `${d}Z`;
}

interface Silhouette {
  /** Body outline, clockwise from the rear bottom. */
  body: Point[];
  /** Side windows (drawn over the body). */
  windows: Point[][];
  /** Wheel centres (x) and radius; wheels sit on the ground line. */
  wheels: number[];
  wheelRadius: number;
  /** Door and panel lines. */
  lines?: string[];
  /** Headlight and tail light positions. */
  head?: [number, number];
  tail?: [number, number];
  extra?: (paint: Paint) => string;
}

interface Paint {
  base: string;
  light: string;
  dark: string;
  glass: string;
  trim: string;
}

const GROUND = 470;

function silhouette(body: CarImageBody): Silhouette {
  switch (body) {
    case 'sedan':
      return {
        body: [[70, 430, 12], [62, 350, 24], [86, 318, 30], [230, 300, 30], [318, 226, 40], [480, 218, 40], [572, 292, 26], [716, 312, 40], [744, 360, 22], [738, 430, 12]],
        windows: [[[246, 298, 8], [322, 236, 14], [400, 232, 6], [400, 298, 4]], [[414, 298, 4], [414, 231, 6], [474, 229, 14], [546, 296, 8]]],
        wheels: [196, 612],
        wheelRadius: 54,
        lines: ['M408 300 L408 420', 'M560 320 L560 420', 'M262 318 L262 420'],
        head: [722, 332],
        tail: [70, 338],
      };
    case 'hatch':
      return {
        body: [[96, 430, 12], [90, 340, 20], [108, 250, 40], [220, 214, 44], [420, 210, 40], [520, 286, 26], [690, 306, 40], [720, 352, 22], [714, 430, 12]],
        windows: [[[122, 296, 6], [134, 244, 20], [216, 226, 10], [300, 224, 6], [300, 296, 4]], [[314, 296, 4], [314, 224, 6], [408, 222, 14], [494, 292, 8]]],
        wheels: [206, 596],
        wheelRadius: 54,
        lines: ['M306 298 L306 420', 'M500 314 L500 420'],
        head: [700, 326],
        tail: [96, 300],
      };
    case 'wagon':
      return {
        body: [[62, 430, 12], [58, 330, 20], [72, 236, 30], [120, 212, 36], [470, 208, 40], [560, 288, 26], [712, 310, 40], [742, 356, 22], [736, 430, 12]],
        windows: [[[84, 296, 6], [92, 240, 14], [126, 228, 10], [250, 226, 6], [250, 296, 4]], [[264, 296, 4], [264, 226, 6], [390, 224, 6], [390, 296, 4]], [[404, 296, 4], [404, 224, 6], [462, 222, 14], [534, 294, 8]]],
        wheels: [190, 612],
        wheelRadius: 54,
        lines: ['M398 298 L398 420', 'M256 298 L256 420', 'M548 316 L548 420'],
        head: [724, 330],
        tail: [62, 300],
      };
    case 'suv':
      return {
        body: [[76, 420, 14], [70, 300, 20], [84, 196, 30], [130, 168, 34], [476, 164, 40], [564, 254, 24], [706, 272, 40], [736, 320, 22], [732, 420, 14]],
        windows: [[[98, 258, 6], [104, 196, 14], [136, 184, 10], [262, 182, 6], [262, 258, 4]], [[276, 258, 4], [276, 182, 6], [398, 180, 6], [398, 258, 4]], [[412, 258, 4], [412, 180, 6], [466, 178, 14], [536, 256, 8]]],
        wheels: [198, 606],
        wheelRadius: 62,
        lines: ['M406 262 L406 404', 'M270 262 L270 404', 'M552 280 L552 404', 'M90 404 L720 404'],
        head: [716, 292],
        tail: [76, 262],
      };
    case 'peopleMover':
      return {
        body: [[60, 422, 14], [56, 290, 20], [66, 196, 30], [110, 160, 36], [500, 156, 44], [612, 256, 24], [718, 276, 40], [744, 322, 22], [740, 422, 14]],
        windows: [[[80, 258, 6], [86, 196, 14], [116, 176, 10], [232, 174, 6], [232, 258, 4]], [[246, 258, 4], [246, 174, 6], [420, 172, 6], [420, 258, 4]], [[434, 258, 4], [434, 172, 6], [494, 170, 14], [584, 256, 8]]],
        wheels: [180, 618],
        wheelRadius: 58,
        lines: ['M240 262 L240 404', 'M428 262 L428 404', 'M600 282 L600 404', 'M244 300 L424 300'],
        head: [726, 296],
        tail: [60, 258],
      };
    case 'van':
      return {
        body: [[56, 424, 12], [54, 180, 16], [70, 130, 24], [520, 126, 36], [628, 236, 22], [724, 268, 36], [746, 318, 20], [742, 424, 12]],
        windows: [[[536, 250, 6], [536, 150, 8], [560, 150, 14], [618, 246, 8]]],
        wheels: [176, 616],
        wheelRadius: 56,
        lines: ['M526 140 L526 410', 'M320 140 L320 410', 'M640 260 L640 410'],
        head: [730, 290],
        tail: [56, 240],
      };
    case 'ute':
      return {
        body: [[58, 424, 10], [56, 288, 8], [336, 284, 6], [342, 196, 24], [372, 168, 30], [502, 164, 36], [586, 254, 24], [714, 274, 40], [744, 320, 20], [740, 424, 12]],
        windows: [[[358, 254, 6], [366, 190, 14], [392, 180, 8], [448, 178, 6], [448, 254, 4]], [[462, 254, 4], [462, 178, 6], [494, 176, 14], [560, 252, 8]]],
        wheels: [182, 612],
        wheelRadius: 60,
        lines: ['M454 258 L454 404', 'M340 290 L340 404', 'M570 280 L570 404', 'M66 300 L330 300'],
        head: [726, 296],
        tail: [60, 300],
      };
    case 'cabChassis':
      return {
        body: [[360, 414, 10], [356, 196, 24], [386, 166, 30], [500, 162, 36], [584, 252, 24], [712, 272, 40], [742, 318, 20], [738, 414, 12]],
        windows: [[[376, 252, 6], [382, 190, 14], [406, 180, 8], [462, 178, 6], [462, 252, 4]], [[476, 252, 4], [476, 178, 6], [494, 176, 14], [560, 250, 8]]],
        wheels: [184, 610],
        wheelRadius: 58,
        lines: ['M468 256 L468 404', 'M572 278 L572 404'],
        head: [724, 294],
        extra: (p) =>
          // Flat tray with drop sides and the chassis rails below it.
          `<rect x="52" y="300" width="298" height="62" rx="4" fill="${p.trim}"/>` +
          `<rect x="56" y="304" width="290" height="54" rx="3" fill="${lighten(p.trim, 0.25)}"/>` +
          `<path d="M56 331 L346 331 M128 304 L128 358 M200 304 L200 358 M272 304 L272 358" stroke="${p.trim}" stroke-width="3"/>` +
          `<rect x="80" y="362" width="280" height="22" fill="#2b2f36"/>`,
      };
    case 'coupe':
      return {
        body: [[76, 432, 12], [70, 360, 20], [96, 324, 24], [210, 306, 30], [330, 230, 48], [448, 226, 40], [580, 300, 26], [716, 320, 40], [744, 366, 20], [738, 432, 12]],
        windows: [[[222, 302, 8], [334, 240, 18], [440, 238, 14], [548, 300, 8]]],
        wheels: [200, 614],
        wheelRadius: 54,
        lines: ['M470 312 L470 420', 'M330 300 L330 300'],
        head: [726, 340],
        tail: [76, 344],
      };
    case 'convertible':
      return {
        body: [[76, 432, 12], [70, 360, 20], [96, 316, 20], [520, 302, 12], [580, 300, 26], [716, 320, 40], [744, 366, 20], [738, 432, 12]],
        windows: [],
        wheels: [200, 614],
        wheelRadius: 54,
        lines: ['M450 312 L450 420'],
        head: [726, 340],
        tail: [76, 344],
        extra: (p) =>
          // Windscreen frame, folded roof, seats.
          `<path d="M520 304 L470 246" stroke="${p.trim}" stroke-width="9" stroke-linecap="round"/>` +
          `<path d="M516 302 L472 252 L458 252 L494 302 Z" fill="${p.glass}" opacity="0.75"/>` +
          `<path d="M150 314 Q170 282 230 286 L260 314 Z" fill="${p.trim}"/>` +
          `<path d="M330 306 Q334 262 356 262 Q372 262 372 306 Z" fill="${darken(p.base, 0.45)}"/>` +
          `<path d="M400 306 Q404 262 426 262 Q442 262 442 306 Z" fill="${darken(p.base, 0.45)}"/>`,
      };
    case 'caravan':
      return {
        body: [[150, 420, 18], [146, 170, 36], [170, 130, 44], [620, 126, 60], [676, 196, 40], [680, 420, 18]],
        windows: [[[200, 250, 12], [200, 190, 12], [320, 190, 12], [320, 250, 12]], [[520, 250, 12], [520, 190, 12], [640, 190, 12], [640, 250, 12]]],
        wheels: [420],
        wheelRadius: 50,
        lines: ['M150 300 L680 300', 'M150 312 L680 312'],
        extra: (p) =>
          // Door, drawbar with jockey wheel, and a roof hatch.
          `<path d="M${360} 178 h70 v226 h-70 Z" fill="${darken(p.base, 0.06)}" stroke="${p.trim}" stroke-width="3"/>` +
          `<rect x="372" y="196" width="46" height="56" rx="8" fill="${p.glass}"/>` +
          `<circle cx="420" cy="320" r="4" fill="${p.trim}"/>` +
          `<path d="M680 396 L770 430" stroke="#3a3f47" stroke-width="10" stroke-linecap="round"/>` +
          `<path d="M740 420 L740 456" stroke="#3a3f47" stroke-width="6"/><circle cx="740" cy="460" r="10" fill="#2b2f36"/>` +
          `<rect x="300" y="112" width="90" height="16" rx="6" fill="${darken(p.base, 0.1)}"/>`,
      };
    case 'motorcycle':
      return {
        body: [],
        windows: [],
        wheels: [230, 570],
        wheelRadius: 78,
        extra: (p) =>
          // Frame, fork, tank, seat, engine and handlebars.
          `<path d="M230 392 L360 330 L470 330 L570 392" stroke="${p.trim}" stroke-width="12" fill="none" stroke-linejoin="round"/>` +
          `<path d="M570 392 L520 232" stroke="#9aa1ab" stroke-width="12" stroke-linecap="round"/>` +
          `<path d="M500 224 L556 214" stroke="${p.trim}" stroke-width="10" stroke-linecap="round"/>` +
          `<rect x="360" y="330" width="110" height="70" rx="14" fill="#4a5059"/>` +
          `<path d="M330 300 Q350 244 430 246 Q492 248 508 296 Z" fill="${p.base}" stroke="${p.dark}" stroke-width="3"/>` +
          `<path d="M360 262 Q400 250 470 258" stroke="${p.light}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
          `<path d="M200 300 Q260 280 334 296 L330 312 Q262 304 206 318 Z" fill="#23272e"/>` +
          `<circle cx="536" cy="256" r="14" fill="#fff7d1" stroke="${p.trim}" stroke-width="3"/>` +
          `<path d="M200 310 L170 330" stroke="${p.base}" stroke-width="10" stroke-linecap="round"/>`,
      };
  }
}

function wheel(cx: number, r: number, paint: Paint): string {
  const cy = GROUND - r;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return `M${f(cx)} ${f(cy)} L${f(cx + Math.cos(a) * r * 0.52)} ${f(cy + Math.sin(a) * r * 0.52)}`;
  }).join(' ');
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#1c1f24"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.62)}" fill="#c9ced6" stroke="#8c939d" stroke-width="3"/>` +
    `<path d="${spokes}" stroke="#8c939d" stroke-width="${f(r * 0.12)}" stroke-linecap="round"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.14)}" fill="${paint.trim}"/>`
  );
}

export interface CarImageOptions {
  body: string;
  colour: string;
  /** Output width in pixels (the drawing is 4:3); default 800. */
  width?: number;
}

/** A side-view illustration of the body type in the colour, as an SVG document string. */
export function carImageSvg({ body, colour, width = 800 }: CarImageOptions): string {
  const kind = normaliseImageBody(body);
  const colourKey = normaliseImageColour(colour);
  const base = carImageColours[colourKey]!;
  const veryLight = colourKey === 'white' || colourKey === 'silver' || colourKey === 'beige';
  const paint: Paint = {
    base,
    light: lighten(base, veryLight ? 0.6 : 0.35),
    dark: darken(base, veryLight ? 0.22 : 0.35),
    glass: '#2e3a48',
    trim: veryLight ? '#5b6370' : darken(base, 0.55),
  };
  const backdropTop = mix(base, '#f8fafc', 0.9);
  const backdropBottom = mix(base, '#e5e9ef', 0.8);
  const shape = silhouette(kind);
  const id = `${kind}-${colourKey}`;
  const height = Math.round((width * 3) / 4);
  const bodyPath = shape.body.length ? roundedPath(shape.body) : '';
  const wheelsMinX = Math.min(...shape.wheels) - shape.wheelRadius - 40;
  const wheelsMaxX = Math.max(...shape.wheels) + shape.wheelRadius + 40;
  const parts: string[] = [];

  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600" role="img" aria-label="${kind} illustration, ${colourKey}">`,
    '<defs>',
    `<linearGradient id="bg-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdropTop}"/><stop offset="1" stop-color="${backdropBottom}"/></linearGradient>`,
    `<linearGradient id="paint-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint.light}"/><stop offset="0.45" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>`,
    `<radialGradient id="shadow-${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0f172a" stop-opacity="0.35"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>`,
    bodyPath ? `<clipPath id="clip-${id}"><path d="${bodyPath}"/></clipPath>` : '',
    '</defs>',
    `<rect width="800" height="600" fill="url(#bg-${id})"/>`,
    `<circle cx="640" cy="120" r="160" fill="#ffffff" opacity="0.35"/>`,
    `<rect x="0" y="${GROUND}" width="800" height="${600 - GROUND}" fill="${mix(backdropBottom, '#cbd2dc', 0.5)}"/>`,
    `<ellipse cx="${f((wheelsMinX + wheelsMaxX) / 2)}" cy="${GROUND + 2}" rx="${f((wheelsMaxX - wheelsMinX) / 2)}" ry="22" fill="url(#shadow-${id})"/>`,
  );

  if (kind === 'cabChassis' || kind === 'motorcycle') parts.push(shape.extra?.(paint) ?? '');
  if (bodyPath) {
    parts.push(`<path d="${bodyPath}" fill="url(#paint-${id})" stroke="${paint.dark}" stroke-width="3"/>`);
    // Wheel arches, clipped to the body.
    parts.push(
      `<g clip-path="url(#clip-${id})">` +
        shape.wheels.map((x) => `<circle cx="${x}" cy="${GROUND - shape.wheelRadius}" r="${f(shape.wheelRadius * 1.16)}" fill="#15181c"/>`).join('') +
        `<path d="M0 ${GROUND - shape.wheelRadius * 1.25} H800" stroke="${paint.light}" stroke-width="4" opacity="0.55"/>` +
        '</g>',
    );
    for (const line of shape.lines ?? []) parts.push(`<path d="${line}" stroke="${paint.dark}" stroke-width="2" opacity="0.6" fill="none"/>`);
    for (const window of shape.windows) {
      parts.push(`<path d="${roundedPath(window)}" fill="${paint.glass}"/>`);
      parts.push(`<path d="${roundedPath(window)}" fill="#ffffff" opacity="0.12" transform="translate(6 0) scale(0.99 1)"/>`);
    }
    if (shape.head) parts.push(`<ellipse cx="${shape.head[0]}" cy="${shape.head[1]}" rx="16" ry="9" fill="#fff8dc" stroke="${paint.trim}" stroke-width="2"/>`);
    if (shape.tail) parts.push(`<rect x="${shape.tail[0] - 6}" y="${shape.tail[1] - 10}" width="16" height="22" rx="5" fill="#d7263d"/>`);
    if (kind !== 'caravan' && kind !== 'convertible') {
      // Door handles and a mirror.
      const handles = (shape.lines ?? []).slice(0, 2).map((line) => Number(line.slice(1).split(' ')[0]));
      for (const x of handles) if (Number.isFinite(x)) parts.push(`<rect x="${x - 48}" y="${kind === 'suv' || kind === 'peopleMover' || kind === 'van' ? 276 : 318}" width="26" height="7" rx="3" fill="${paint.trim}" opacity="0.8"/>`);
    }
    if (kind !== 'cabChassis' && kind !== 'motorcycle') parts.push(shape.extra?.(paint) ?? '');
  }
  for (const x of shape.wheels) parts.push(wheel(x, shape.wheelRadius, paint));
  parts.push('</svg>');
  return parts.join('');
}

/**
 * The same picture as a PNG (the web app's `/car-images/...` route). Uses sharp, which Next.js
 * installs; imported lazily so the pure SVG part needs no native module.
 */
export async function renderCarImagePng(body: string, colour: string, width = 800): Promise<Buffer> {
  const clamped = Math.max(16, Math.min(2000, Math.round(width)));
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(carImageSvg({ body, colour, width: clamped }))).png({ compressionLevel: 9 }).toBuffer();
}
