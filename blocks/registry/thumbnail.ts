/**
 * Block thumbnails: small grey wireframes (inline SVG, 240 × 135) that show editors what a block
 * looks like, in the Studio's block insert menu and in the list of a page's blocks. Each block's
 * `preview.ts` lays its thumbnail out with the primitives below, so all share one palette and
 * one frame, and every thumbnail carries an accessible `<title>`.
 */

export const THUMBNAIL_WIDTH = 240;
export const THUMBNAIL_HEIGHT = 135;

/** The Studio's insert menu groups block types by these (the order is the menu's tab order). */
export const blockGroups = {
  banners: 'Hero & banners',
  stock: 'Stock',
  content: 'Content',
  dealership: 'Dealership',
  forms: 'Forms',
} as const;
export type BlockGroup = keyof typeof blockGroups;

/** What editors see of a block type before they insert it. */
export interface BlockPreview {
  /** The insert-menu tab the block type is listed under. */
  group: BlockGroup;
  /** One line for editors: what the block shows on the page. */
  description: string;
  /** An `<svg>` document, viewBox 0 0 240 135, with a `<title>`. */
  svg: string;
}

/** Greys only: the wireframe shows layout, not a brand. */
export const palette = {
  paper: '#f6f7f9',
  panel: '#e3e6eb',
  block: '#cfd4db',
  ink: '#8b939f',
  strong: '#5f6773',
  white: '#ffffff',
} as const;
export type Tone = keyof typeof palette;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (value: number) => String(Math.round(value * 10) / 10);

export interface ShapeStyle {
  /** Fill colour; `none` for an outline. */
  fill?: Tone | 'none';
  /** Outline colour. */
  stroke?: Tone;
  strokeWidth?: number;
}

const style = ({ fill = 'block', stroke, strokeWidth = 1.5 }: ShapeStyle) =>
  `fill="${fill === 'none' ? 'none' : palette[fill]}"${stroke ? ` stroke="${palette[stroke]}" stroke-width="${n(strokeWidth)}"` : ''}`;

/** A rectangle (an image, a card, a panel, an input). */
export function rect(x: number, y: number, width: number, height: number, options: ShapeStyle & { radius?: number } = {}): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(options.radius ?? 3)}" ${style(options)}/>`;
}

/** A line of text as a rounded bar (its width says how long the text is). */
export function bar(x: number, y: number, width: number, options: { height?: number; tone?: Tone } = {}): string {
  const height = options.height ?? 4;
  return rect(x, y, width, height, { radius: height / 2, fill: options.tone ?? 'ink' });
}

/** A straight line (a divider, an arrow's stroke). */
export function line(x1: number, y1: number, x2: number, y2: number, options: { tone?: Tone; width?: number } = {}): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${palette[options.tone ?? 'ink']}" stroke-width="${n(options.width ?? 1.5)}" stroke-linecap="round"/>`;
}

/** A circle (a dot, an avatar, a round button). */
export function circle(cx: number, cy: number, r: number, options: ShapeStyle = {}): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${style(options)}/>`;
}

/** Real words, for the few places a label says more than a bar ("$", "Send"). */
export function text(x: number, y: number, content: string, options: { size?: number; tone?: Tone; anchor?: 'start' | 'middle' | 'end'; bold?: boolean } = {}): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="system-ui, sans-serif" font-size="${n(options.size ?? 8)}"${options.bold ? ' font-weight="700"' : ''} text-anchor="${options.anchor ?? 'start'}" fill="${palette[options.tone ?? 'strong']}">${escapeXml(content)}</text>`;
}

/** A chevron pointing left, right, up or down, centred on (cx, cy). */
export function chevron(cx: number, cy: number, direction: 'left' | 'right' | 'up' | 'down', options: { size?: number; tone?: Tone } = {}): string {
  const s = options.size ?? 4;
  const p = (x: number, y: number) => `${n(x)},${n(y)}`;
  const points = {
    left: [p(cx + s / 2, cy - s), p(cx - s / 2, cy), p(cx + s / 2, cy + s)],
    right: [p(cx - s / 2, cy - s), p(cx + s / 2, cy), p(cx - s / 2, cy + s)],
    up: [p(cx - s, cy + s / 2), p(cx, cy - s / 2), p(cx + s, cy + s / 2)],
    down: [p(cx - s, cy - s / 2), p(cx, cy + s / 2), p(cx + s, cy - s / 2)],
  }[direction];
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${palette[options.tone ?? 'strong']}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A five-pointed star (ratings), centred on (cx, cy) with outer radius r. */
export function star(cx: number, cy: number, r: number, options: { tone?: Tone } = {}): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${palette[options.tone ?? 'strong']}"/>`;
}

/** A map pin whose point is at (x, y). */
export function pin(x: number, y: number, options: { size?: number; tone?: Tone } = {}): string {
  const r = options.size ?? 6;
  const fill = palette[options.tone ?? 'strong'];
  return `<path d="M${n(x)} ${n(y)} L${n(x - r * 0.8)} ${n(y - r * 1.4)} A${n(r)} ${n(r)} 0 1 1 ${n(x + r * 0.8)} ${n(y - r * 1.4)} Z" fill="${fill}"/>${circle(x, y - r * 1.9, r * 0.38, { fill: 'white' })}`;
}

/** A car in profile, `width` wide, its wheels resting on y = `ground`. */
export function car(x: number, ground: number, width: number, options: { tone?: Tone } = {}): string {
  const u = width / 20;
  const p = (dx: number, dy: number) => `${n(x + dx * u)},${n(ground - dy * u)}`;
  const body = [p(0.5, 1), p(0.5, 3.2), p(3, 4), p(6.5, 6.5), p(13, 6.5), p(16, 4.2), p(19.3, 3.6), p(19.5, 1)].join(' ');
  return `<polygon points="${body}" fill="${palette[options.tone ?? 'strong']}"/>` + circle(x + 4.5 * u, ground - 1 * u, 1.9 * u, { fill: 'white', stroke: options.tone ?? 'strong', strokeWidth: u }) + circle(x + 15.5 * u, ground - 1 * u, 1.9 * u, { fill: 'white', stroke: options.tone ?? 'strong', strokeWidth: u });
}

/** An image placeholder: a panel with a mountain and a sun. */
export function image(x: number, y: number, width: number, height: number, options: { tone?: Tone; radius?: number } = {}): string {
  const base = y + height;
  const peak = Math.min(height * 0.45, 40);
  return [
    rect(x, y, width, height, { fill: options.tone ?? 'block', radius: options.radius }),
    `<polygon points="${n(x + width * 0.15)},${n(base - height * 0.12)} ${n(x + width * 0.42)},${n(base - height * 0.12 - peak)} ${n(x + width * 0.62)},${n(base - height * 0.12 - peak * 0.45)} ${n(x + width * 0.72)},${n(base - height * 0.12 - peak * 0.7)} ${n(x + width * 0.88)},${n(base - height * 0.12)}" fill="${palette.ink}" opacity="0.45"/>`,
    circle(x + width * 0.78, y + height * 0.28, Math.min(width, height) * 0.07, { fill: 'white' }),
  ].join('');
}

/** A button: a filled (or outlined) pill with a label bar or a word. */
export function button(x: number, y: number, width: number, height: number, options: { label?: string; outline?: boolean } = {}): string {
  const shape = options.outline
    ? rect(x, y, width, height, { radius: height / 2, fill: 'white', stroke: 'strong' })
    : rect(x, y, width, height, { radius: height / 2, fill: 'strong' });
  const tone: Tone = options.outline ? 'strong' : 'white';
  const label = options.label
    ? text(x + width / 2, y + height / 2 + 3, options.label, { size: 8, anchor: 'middle', tone, bold: true })
    : bar(x + width * 0.25, y + height / 2 - 2, width * 0.5, { tone });
  return shape + label;
}

/** `count` evenly spaced items across `width` from `x`: each item's x and width. */
export function columns(count: number, x: number, width: number, gap: number): { x: number; width: number }[] {
  const itemWidth = (width - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, i) => ({ x: x + i * (itemWidth + gap), width: itemWidth }));
}

/**
 * A block's preview: its thumbnail (the `shapes` on the wireframe's paper, under a `<title>`),
 * its insert-menu group and its one-line description.
 */
export function definePreview(preview: { title: string; group: BlockGroup; description: string; shapes: readonly string[] }): BlockPreview {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" role="img">` +
    `<title>${escapeXml(`${preview.title}: ${preview.description}`)}</title>` +
    rect(0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fill: 'paper', radius: 0 }) +
    preview.shapes.join('') +
    '</svg>';
  return { group: preview.group, description: preview.description, svg };
}

/** The thumbnail as a URL an `<img>` can show (the Studio's insert menu wants URLs). */
export function thumbnailDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
