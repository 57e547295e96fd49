/**
 * The servers the end-to-end suite runs against: a fresh local Content Lake (seeded from the demo
 * content) and the production build of the web app, on their own ports so a developer's
 * `npm start` can keep running beside the tests.
 */
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const dataDir = join(repoRoot, '.data', 'e2e');
export const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
export const lakePort = Number(process.env.E2E_LAKE_PORT ?? 4100);
export const revalidateSecret = 'e2e-revalidate-secret-0123456789';
export const lakeUrl = `https://localhost:${lakePort}`;
export const studioPort = Number(process.env.E2E_STUDIO_PORT ?? 3433);
/** The local mail server lead emails go to (README "Lead delivery"), and where it keeps them. */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? 2625);
export const mailDir = join(dataDir, 'mail');
/** The Studio's front door: redirects to the Studio on the lake's origin, signed in as the local editor. */
export const studioUrl = `http://localhost:${studioPort}`;

export const siteUrl = (slug: string) => `http://${slug}.localhost:${webPort}`;
export const platformUrl = `http://localhost:${webPort}`;

export const demoSites = ['riverside-kia', 'southern-cross-motors', 'harbour-city-toyota', 'lone-star-jeep'] as const;
