import { findSiteDefinition } from '@dealer/tenants';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { isStockAdmin } from '@/server/stock/admin-secret';
import { stockService } from '@/server/stock/service';
import { stockTag } from '@/server/stock/tags';

const bodySchema = z.object({ site: z.string().min(1) });

/** POST /api/stock/reindex {site}: rebuilds the search index from the database and expires the site's stock pages. */
export async function POST(request: Request) {
  if (!isStockAdmin(request)) return Response.json({ message: 'Invalid or missing stock admin secret.' }, { status: 401 });
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ message: 'Body must be {"site": "<site slug>"}.' }, { status: 400 });
  if (!findSiteDefinition(parsed.data.site)) return Response.json({ message: `Unknown site "${parsed.data.site}".` }, { status: 404 });
  const { cars } = await (await stockService()).reindex();
  revalidateTag(stockTag(parsed.data.site), { expire: 0 });
  return Response.json({ reindexed: true, cars });
}
