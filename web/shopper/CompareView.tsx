'use client';

import type { CardCar } from '@dealer/blocks/ui/car-card/card-model';
import { compareList } from '@dealer/blocks/ui/shopper/local-list';
import { bodyLabel, currentPrice, type Car } from '@dealer/stock';
import type { ClientLocale, LocaleFormatter, SiteConfig } from '@dealer/tenants';
import Image from 'next/image';
import type { BrowserSearchBackend } from '../server/stock/search-backend';
import styles from './CompareView.module.css';
import { SavedCarsPage } from './SavedCarsPage';

type CompareCar = CardCar & Partial<Pick<Car, 'drive' | 'seats' | 'doors' | 'engine_size' | 'colour' | 'stocknum'>>;

/** One row of the comparison: a label and how each car shows it. */
const rows: { key: string; label: (l: LocaleFormatter) => string; value: (car: CompareCar, l: LocaleFormatter) => string }[] = [
  { key: 'price', label: (l) => l.t('facet.price'), value: (car, l) => (currentPrice(car) > 10 ? l.formatPrice(currentPrice(car)) : '—') },
  { key: 'condition', label: (l) => l.t('card.condition'), value: (car, l) => l.t(`carType.${car.car_type}` as 'carType.new') },
  { key: 'year', label: (l) => l.t('facet.year'), value: (car) => String(car.year) },
  { key: 'km', label: (l) => l.t('card.odometer'), value: (car, l) => l.formatDistance(car.km) },
  { key: 'body', label: (l) => l.t('facet.body'), value: (car) => (car.simple_body ? bodyLabel(car.simple_body) : '—') },
  { key: 'fuel', label: (l) => l.t('card.fuelType'), value: (car) => car.simple_fuel ?? '—' },
  { key: 'transmission', label: (l) => l.t('card.transmission'), value: (car) => car.simple_transmission ?? '—' },
  { key: 'drive', label: (l) => l.t('facet.drive'), value: (car) => car.drive ?? '—' },
  { key: 'seats', label: (l) => l.t('facet.seats'), value: (car) => (car.seats ? String(car.seats) : '—') },
  { key: 'engine', label: (l) => l.t('shopper.engine'), value: (car) => car.engine_size ?? '—' },
  { key: 'colour', label: (l) => l.t('colour'), value: (car) => car.colour ?? '—' },
];

/** The compare page (issue: side by side, up to 4 cars), from the compare list in this browser. */
export function CompareView({ site, locale, backend }: { site: SiteConfig; locale: ClientLocale; backend: BrowserSearchBackend }) {
  return (
    <SavedCarsPage site={site} locale={locale} backend={backend} list={compareList} title="shopper.compareTitle" empty="shopper.compareEmpty">
      {(cars, locale) => (
        <div className={styles.scroller}>
          <table className={styles.table} style={{ minWidth: `${180 + cars.length * 220}px` }}>
            <caption className="sr-only">{locale.t('shopper.compareTitle')}</caption>
            <thead className={styles.header}>
              <tr className={styles.row}>
                <th className={`${styles.columnHeader} ${styles.featureColumn}`}><p className="sr-only">{locale.t('shopper.feature')}</p></th>
                {cars.map((car) => (
                  <th key={car.id} scope="col" className={`${styles.columnHeader} ${styles.carColumn}`}>
                    <div className={styles.picture}>
                      {car.primary_image_url ? <Image src={car.primary_image_url} alt="" fill quality={80} sizes="220px" style={{ objectFit: 'cover' }} /> : null}
                    </div>
                    <a href={`/cars/${car.slug}`}><p className={styles.carName}>{car.year} {car.make} {car.model}</p></a>
                    <button type="button" className={styles.remove} onClick={() => compareList.remove(car.id)}>
                      {locale.t('card.uncompare', { name: `${car.year} ${car.make} ${car.model}` })}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={styles.row}>
                  <th scope="row" className={`${styles.cell} ${styles.rowHeader}`}>{row.label(locale)}</th>
                  {cars.map((car) => <td key={car.id} className={styles.cell}>{row.value(car, locale)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SavedCarsPage>
  );
}
