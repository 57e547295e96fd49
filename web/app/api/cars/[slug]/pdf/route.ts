import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { carPhone, type Car } from '@dealer/stock';
import { siteRoute, type NoBody } from '@/server/http/site-route';
import { carPdfResponse } from '@/server/stock/car-pdf-response';
import { carPdf, type CarPdfPhoto } from '@/vehicle/pdf/car-pdf';
import { vehicleModel } from '@/vehicle/vehicle-model';

/** How long the photo may take; after that the PDF goes without it. */
const PHOTO_TIMEOUT_MS = 5_000;
/** A photo larger than this is not embedded (the PDF stays a download, not a payload). */
const MAX_PHOTO_BYTES = 12 * 1024 * 1024;

/** The photo type a Content-Type names: PNG and JPEG only (what the PDF can embed). */
function photoType(contentType: string | null | undefined): CarPdfPhoto['type'] | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'image/png' ? 'png' : type === 'image/jpeg' || type === 'image/jpg' ? 'jpeg' : null;
}

/** This process's own HTTP port (next start and next dev read PORT; 3000 by default). */
function ownPort(): string {
  const port = process.env.PORT?.trim();
  return port && /^\d{1,5}$/.test(port) ? port : '3000';
}

/**
 * GET over loopback with the shopper's Host header, for an image of this same app (Node's fetch
 * always sends the URL's host, so node:http). Rejects on a network error, a timeout or an
 * oversized body.
 */
function loopbackGet(url: URL, host: string | null, signal: AbortSignal): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'GET', headers: { accept: 'image/png, image/jpeg', ...(host ? { host } : {}) }, signal }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_PHOTO_BYTES) request.destroy(new Error(`The photo is larger than ${MAX_PHOTO_BYTES} bytes.`));
        else chunks.push(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: new Uint8Array(Buffer.concat(chunks)) }));
      response.on('error', reject);
      response.on('close', () => reject(new Error('The photo response ended early.')));
    });
    request.on('error', reject);
    request.end();
  });
}

/** A response body read whole, refused past the size limit. */
async function readLimited(response: Response): Promise<Uint8Array | null> {
  if (Number(response.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES || !response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_PHOTO_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The car's first picture for the PDF. A path of this app (`/car-images/suv/white.png?v=1`) is
 * fetched over loopback with the same Host; a full URL (the dealer's CDN) as it is. Anything that
 * goes wrong (no server, a timeout, a 404, another type) is no photo, never a failed PDF.
 */
async function fetchPhoto(src: string | undefined, request: Request): Promise<CarPdfPhoto | null> {
  if (!src) return null;
  try {
    const signal = AbortSignal.timeout(PHOTO_TIMEOUT_MS);
    const absolute = URL.canParse(src);
    const url = new URL(src, new URL(request.url).origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!absolute) {
      const loopback = new URL(`${url.pathname}${url.search}`, `http://127.0.0.1:${ownPort()}`);
      const response = await loopbackGet(loopback, request.headers.get('host'), signal);
      const type = photoType(response.headers['content-type']);
      return response.status === 200 && type && response.bytes.length > 0 ? { bytes: response.bytes, type } : null;
    }
    const response = await fetch(url, { signal, cache: 'no-store', headers: { accept: 'image/png, image/jpeg' } });
    const type = photoType(response.headers.get('content-type'));
    if (!response.ok || !type) {
      await response.body?.cancel();
      return null;
    }
    const bytes = await readLimited(response);
    return bytes && bytes.length > 0 ? { bytes, type } : null;
  } catch {
    return null;
  }
}

function addressLine(car: Car): string | null {
  const address = car.location?.address;
  if (!address) return null;
  const town = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  return [address.street, town].filter(Boolean).join(', ') || null;
}

/**
 * GET /api/cars/{slug}/pdf: §7 "Download car PDF by slug (saved as {slug}.pdf)", with the first photo
 * fetched on the way (any failure: no photo). Refusals are problem details (README "Routes and errors").
 */
export const GET = siteRoute<NoBody, { slug: string }>({ rateLimit: 'carPdf' }, ({ request, site, params }) =>
  carPdfResponse(site, params.slug, {
    logTag: 'car pdf',
    failure: 'The PDF',
    fileName: (car) => `${car.slug}.pdf`,
    make: async (site, car) => {
      const vehicle = vehicleModel(car, site.config, site.locale, new Date());
      const photo = await fetchPhoto(vehicle.images[0]?.src, request);
      return carPdf({
        vehicle,
        locale: site.locale,
        dealer: { name: site.config.name, location: car.location?.name ?? null, address: addressLine(car), phone: carPhone(car, site.config) },
        photo,
      });
    },
  }),
);
