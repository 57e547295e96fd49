import { renderCarImagePng } from '@dealer/demo';
import { carImageBodies, carImageColours } from '@dealer/stock';

/**
 * Generated vehicle pictures for demo stock (no image CDN offline): /car-images/{body}/{colour}.png.
 * next/image resizes and re-encodes them like any other image; in production car images come from
 * the dealer's CDN instead (§7: width, format, quality 80).
 */
const MAX_WIDTH = 1600;

export async function GET(request: Request, { params }: { params: Promise<{ body: string; file: string }> }) {
  const { body, file } = await params;
  const colour = /^([a-z-]+)\.png$/.exec(file)?.[1];
  if (!(carImageBodies as readonly string[]).includes(body) || !colour || !(colour in carImageColours)) {
    return new Response('No such car image.', { status: 404, headers: { 'content-type': 'text/plain' } });
  }
  const width = Number(new URL(request.url).searchParams.get('w') ?? 800);
  const png = await renderCarImagePng(body, colour, Number.isFinite(width) ? Math.min(Math.max(width, 16), MAX_WIDTH) : 800);
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
