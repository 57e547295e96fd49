import { isPartImageIcon, partPictureSvg } from '@/parts/part-picture';

/** The drawn part pictures of demo parts (/parts/images/{icon}.svg); an unknown name is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const icon = /^([a-z]+)\.svg$/.exec((await params).file)?.[1];
  if (!icon || !isPartImageIcon(icon)) return new Response('No such part image.', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(partPictureSvg(icon), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
  });
}
