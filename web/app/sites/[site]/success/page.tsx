import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { carTitle } from '@dealer/stock';
import { loadSite } from '@/server/content/site';
import { listedCar } from '@/server/stock/cars-by-id';
import { successCarId, successWords } from './success-message';
import styles from './success.module.css';

/** Reads the request (query string or headers), so it renders per request, not from the site's page cache. */
export const dynamic = 'force-dynamic';

type Query = { type?: string | string[]; category?: string | string[]; car_id?: string | string[] };
type Props = { params: Promise<{ site: string }>; searchParams: Promise<Query> };

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * §2 /success: where a completed test-drive lead lands, and every stored enquiry (§4 "loads the
 * success page"), saying the right thing for its success category (§3). An enquiry about a car
 * names the car and links back to it, when this site still lists it (looked up in the site's own
 * stock, so the address can never make the page name another site's car or words of its own).
 */
export default async function SuccessPage({ params, searchParams }: Props) {
  const { site: slug } = await params;
  const query = await searchParams;
  const site = await loadSite(slug, false);
  if (!site) notFound();
  const t = site.locale.t;
  const carId = successCarId(query.car_id);
  // A car the search cannot find now (or a search that fails) only loses the car's name.
  const car = carId ? await listedCar(site.config, carId).catch(() => null) : null;
  const words = successWords({ category: first(query.category), type: first(query.type) }, Boolean(car));
  const name = car ? carTitle(car) : '';
  return (
    <section className={styles.success} aria-labelledby="success-heading">
      <h1 id="success-heading" className={styles.title}>{t('success.title')}</h1>
      <p data-testid="success-message">{words.namesCar ? t(words.key, { car: name }) : t(words.key)}</p>
      <p className={styles.links}>
        {car ? <a href={`/cars/${car.slug}`}>{t('success.backToCar', { car: name })}</a> : null}
        <a href="/search">{t('success.search')}</a>
        <a href="/">{t('success.home')}</a>
      </p>
    </section>
  );
}
