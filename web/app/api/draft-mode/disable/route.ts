import { draftMode } from 'next/headers';

/** Leaves preview mode: the page is shown as shoppers see it again. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const back = new URL(request.url).searchParams.get('redirect') ?? '/';
  return new Response(null, { status: 307, headers: { location: back.startsWith('/') && !back.startsWith('//') ? back : '/' } });
}
