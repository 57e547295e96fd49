import Image from 'next/image';
import type { LocationDoc } from '@dealer/schemas';
import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';
import { DialogButton } from '../ui/DialogButton';
import { StarRating } from '../ui/StarRating';
import { EmailUs } from './EmailUs';
import styles from './LocationCard.module.css';
import { contactUsPath } from './location-paths';
import { DISPLAY_WEEK, directionsHref, localDay, locationTimeZone, splitName, telHref, upcomingSpecialHours } from './hours';

const hoursText = (locale: LocaleFormatter, status: 'Open' | 'Closed', open?: string | null, close?: string | null) =>
  status === 'Open' && open && close ? locale.t('location.hours', { open: locale.formatTime(open), close: locale.formatTime(close) }) : locale.t('location.closed');

/** §2 location card: name on two lines, rating, address, phones, hours (today marked), the holiday-hours dialog, licences, links. */
export function LocationCard({ location, site, locale, now, onContactPage, headingLevel }: {
  location: LocationDoc;
  site: SiteConfig;
  locale: LocaleFormatter;
  now: Date;
  onContactPage: boolean;
  headingLevel: 'h2' | 'h3';
}) {
  const [first, second] = splitName(location.name);
  const today = localDay(now, locationTimeZone(location.address.state, locale.locale));
  const holidays = upcomingSpecialHours(location.special_hours, today.date);
  const hoursByDay = new Map(location.opening_hours.map((entry) => [entry.weekday, entry]));
  const headingId = `location-${location.slug}`;
  const { address } = location;

  const Heading = headingLevel;
  const link = styles.link;
  const underlined = `${styles.link} ${styles.underlined}`;

  return (
    <article aria-labelledby={headingId} data-testid="location-card" className={styles.card}>
      {location.imageUrl ? (
        <div className={styles.photo}>
          <Image src={location.imageUrl} alt={location.imageAlt ?? locale.t('location.photo', { name: location.name })} fill unoptimized style={{ objectFit: 'cover' }} />
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading id={headingId} className={styles.name}>
          {first}
          {second ? <span className={styles.nameSecond}>{second}</span> : null}
        </Heading>
        {location.reviews && location.reviews.count > 0 ? (
          <div className={styles.rating} data-testid="location-rating">
            <StarRating rating={location.reviews.average_rating} locale={locale} />
            <span className={styles.muted}>{locale.t('location.reviewCount', { count: locale.formatNumber(location.reviews.count) })}</span>
          </div>
        ) : null}
        <address className={styles.address}>
          {address.street}<br />
          {address.city} {address.state} {address.postcode}
        </address>
        <dl className={styles.phones}>
          <dt>{locale.t('location.phone')}</dt>
          <dd><a className={link} href={telHref(location.phone)}>{location.phone}</a></dd>
          {location.landline_phone ? (
            <>
              <dt>{locale.t('location.landline')}</dt>
              <dd><a className={link} href={telHref(location.landline_phone)}>{location.landline_phone}</a></dd>
            </>
          ) : null}
        </dl>
        {location.opening_hours.length > 0 ? (
          <table className={styles.hours}>
            <caption>{locale.t('location.openingHours')}</caption>
            <tbody>
              {DISPLAY_WEEK.filter((day) => hoursByDay.has(day)).map((day) => {
                const entry = hoursByDay.get(day)!;
                const isToday = day === today.weekday;
                return (
                  <tr key={day} className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined} data-today={isToday ? '' : undefined}>
                    <th scope="row">
                      {locale.formatWeekday(day)}
                      {isToday ? <> ({locale.t('location.today')})</> : null}
                    </th>
                    <td>{hoursText(locale, entry.status, entry.open, entry.close)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
        {holidays.length > 0 ? (
          <DialogButton
            labels={{ open: locale.t('location.holidayHours'), heading: locale.t('location.holidayHoursHeading', { name: location.name }), close: locale.t('location.holidayHoursClose') }}
            buttonClassName={`${underlined} ${styles.button} ${styles.holidays}`}
            testId="holiday-hours"
          >
            <ul className={styles.holidayList}>
              {holidays.map((entry) => (
                <li key={entry.date}>
                  <time dateTime={entry.date}>{locale.formatDate(`${entry.date}T00:00:00Z`)}</time>: {hoursText(locale, entry.status, entry.start_hour, entry.end_hour)}
                </li>
              ))}
            </ul>
          </DialogButton>
        ) : null}
        {location.dealer_license_number || location.motor_vehicle_repairer ? (
          <p className={styles.muted}>
            {location.dealer_license_number ? <><abbr title={locale.t('location.dealerLicence')}>DL</abbr> {location.dealer_license_number}</> : null}
            {location.dealer_license_number && location.motor_vehicle_repairer ? ' · ' : null}
            {location.motor_vehicle_repairer ? <><abbr title={locale.t('location.repairerLicence')}>MRB</abbr> {location.motor_vehicle_repairer}</> : null}
          </p>
        ) : null}
        <div className={styles.links}>
          {/* §2: Contact Us opens the location's own contact page, and is hidden on a contact page. */}
          {onContactPage ? null : <a className={underlined} href={contactUsPath(location.slug)}>{locale.t('location.contactUs')}</a>}
          <a className={underlined} href={directionsHref(location)} data-testid="directions">{locale.t('location.directions')}</a>
          {site.features.emailUs ? <EmailUs location={location} site={site} locale={locale} buttonClassName={`${underlined} ${styles.button}`} /> : null}
        </div>
      </div>
    </article>
  );
}
