import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import Image from 'next/image';
import type { LocationDoc } from '@dealer/schemas';
import type { LocaleFormatter } from '@dealer/tenants';
import { StarRating } from '../ui/StarRating';
import { DISPLAY_WEEK, directionsHref, localDay, locationTimeZone, splitName, telHref, upcomingSpecialHours } from './hours';

const hoursText = (locale: LocaleFormatter, status: 'Open' | 'Closed', open?: string | null, close?: string | null) =>
  status === 'Open' && open && close ? locale.t('location.hours', { open: locale.formatTime(open), close: locale.formatTime(close) }) : locale.t('location.closed');

/** §2 location card: name on two lines, rating, address, phones, hours (today marked), holiday hours, licences, links. */
export function LocationCard({ location, locale, now, onContactPage, headingLevel }: {
  location: LocationDoc;
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

  return (
    <Box as="article" aria-labelledby={headingId} data-testid="location-card" borderWidth="1px" rounded="lg" overflow="hidden" bg="bg" display="flex" flexDirection="column">
      {location.imageUrl ? (
        <Box position="relative" bg="bg.muted" css={{ aspectRatio: '16 / 9' }}>
          <Image src={location.imageUrl} alt={location.imageAlt ?? locale.t('location.photo', { name: location.name })} fill unoptimized style={{ objectFit: 'cover' }} />
        </Box>
      ) : null}
      <Stack gap="3" p="5" flex="1">
        <Heading as={headingLevel} id={headingId} fontSize="xl" lineHeight="short">
          {first}
          {second ? <Text as="span" display="block" fontSize="md" fontWeight="medium" color="fg.muted">{second}</Text> : null}
        </Heading>
        {location.reviews && location.reviews.count > 0 ? (
          <Flex align="center" gap="2" data-testid="location-rating">
            <StarRating rating={location.reviews.average_rating} locale={locale} />
            <Text as="span" fontSize="sm" color="fg.muted">{locale.t('location.reviewCount', { count: locale.formatNumber(location.reviews.count) })}</Text>
          </Flex>
        ) : null}
        <Box as="address" fontStyle="normal">
          {address.street}<br />
          {address.city} {address.state} {address.postcode}
        </Box>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
          <Text as="dt" fontWeight="semibold">{locale.t('location.phone')}</Text>
          <Box as="dd"><Link href={telHref(location.phone)}>{location.phone}</Link></Box>
          {location.landline_phone ? (
            <>
              <Text as="dt" fontWeight="semibold">{locale.t('location.landline')}</Text>
              <Box as="dd"><Link href={telHref(location.landline_phone)}>{location.landline_phone}</Link></Box>
            </>
          ) : null}
        </Box>
        {location.opening_hours.length > 0 ? (
          <Box as="table" fontSize="sm" w="full" css={{ '& th, & td': { paddingBlock: '0.125rem', textAlign: 'start' } }}>
            <caption style={{ textAlign: 'start', fontWeight: 600, fontSize: '1rem', paddingBottom: '0.25rem' }}>{locale.t('location.openingHours')}</caption>
            <tbody>
              {DISPLAY_WEEK.filter((day) => hoursByDay.has(day)).map((day) => {
                const entry = hoursByDay.get(day)!;
                const isToday = day === today.weekday;
                return (
                  <Box as="tr" key={day} fontWeight={isToday ? 'bold' : undefined} aria-current={isToday ? 'date' : undefined} data-today={isToday ? '' : undefined}>
                    <th scope="row">
                      {locale.formatWeekday(day)}
                      {isToday ? <> ({locale.t('location.today')})</> : null}
                    </th>
                    <td>{hoursText(locale, entry.status, entry.open, entry.close)}</td>
                  </Box>
                );
              })}
            </tbody>
          </Box>
        ) : null}
        {holidays.length > 0 ? (
          <Box as="details" data-testid="holiday-hours" css={{ '& > summary': { cursor: 'pointer', fontWeight: 600 } }}>
            <summary>{locale.t('location.holidayHours')}</summary>
            <Box as="ul" mt="1" fontSize="sm" listStyle="none">
              {holidays.map((entry) => (
                <li key={entry.date}>
                  <time dateTime={entry.date}>{locale.formatDate(`${entry.date}T00:00:00Z`)}</time>: {hoursText(locale, entry.status, entry.start_hour, entry.end_hour)}
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        {location.dealer_license_number || location.motor_vehicle_repairer ? (
          <Text fontSize="sm" color="fg.muted">
            {location.dealer_license_number ? <><abbr title={locale.t('location.dealerLicence')}>DL</abbr> {location.dealer_license_number}</> : null}
            {location.dealer_license_number && location.motor_vehicle_repairer ? ' · ' : null}
            {location.motor_vehicle_repairer ? <><abbr title={locale.t('location.repairerLicence')}>MRB</abbr> {location.motor_vehicle_repairer}</> : null}
          </Text>
        ) : null}
        <Flex gap="4" mt="auto" pt="2" wrap="wrap" fontWeight="semibold">
          {onContactPage ? null : <Link href="/contact" textDecoration="underline">{locale.t('location.contactUs')}</Link>}
          <Link href={directionsHref(location)} textDecoration="underline" data-testid="directions">{locale.t('location.directions')}</Link>
        </Flex>
      </Stack>
    </Box>
  );
}
