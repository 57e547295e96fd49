import { contentClient } from '@/server/content/client';
import { readContentConfig } from '@/server/content/config';

const FILE = /^[a-z0-9-]+\/[a-z0-9_-]+\/[a-f0-9]{40}-\d+x\d+\.(png|jpg|gif|webp|svg)$/;

/** Streams an uploaded image from the local lake (see server/content/asset-urls.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = (await params).path.join('/');
  const config = readContentConfig();
  if (config.mode !== 'lake' || !config.apiHost || !FILE.test(path)) return new Response('Not found', { status: 404 });
  contentClient(); // trusts the lake's certificate for this process
  const upstream = await fetch(`${config.apiHost}/images/${path}`).catch(() => undefined);
  if (!upstream?.ok || !upstream.body) return new Response('Not found', { status: upstream?.status === 404 ? 404 : 502 });
  const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
  return new Response(upstream.body, {
    headers: {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      ...(type === 'image/svg+xml' ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" } : {}),
    },
  });
}
