import { Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useClient } from 'sanity';
import { ActionFailure } from './ActionFailure';
import { OrderCard } from './OrderCard';
import { ReservationCard } from './ReservationCard';
import { fetchSales, type Sales } from './sales-api';
import { messageOf, siteCalendar } from './sales-format';
import type { SalesScope } from './scope';

const listStyle = { margin: 0, padding: 0, listStyle: 'none' } as const;
const SALES_REFRESH_MS = 30_000;

/** A list of the tool, with its heading, or the sentence that says it is empty. */
function SalesSection({ id, heading, empty, children }: { id: string; heading: string; empty: string; children: ReactNode[] }) {
  return (
    <Stack as="section" gap={3} aria-labelledby={id}>
      <Heading as="h2" size={2} id={id}>
        {heading}
      </Heading>
      {children.length === 0 ? (
        <Card padding={3} radius={2} border>
          <Text muted size={1}>
            {empty}
          </Text>
        </Card>
      ) : (
        <Stack as="ul" gap={3} style={listStyle}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The Sales tool of one site's workspace (README "Accounts, the watchlist, reservations and buying
 * online", the dealer's side): reservations with a held deposit to take or release, and online
 * orders to hand over and, within 14 days, take back. It reads the web app's Studio API with the
 * editor's own token, which the web checks with the content store.
 */
export function SalesTool({ site, siteName }: { site: string; siteName: string }) {
  const token = useClient({ apiVersion: '2025-02-19' }).config().token;
  const calendar = useMemo(() => siteCalendar(site), [site]);
  const [sales, setSales] = useState<Sales | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  // Only the newest request's answer is shown: a slow older one must not overwrite it.
  const latest = useRef(0);
  const reload = useCallback((): Promise<Sales | null> => {
    const request = ++latest.current;
    return fetchSales(site, token).then(
      (fresh) => {
        if (request === latest.current) {
          setSales(fresh);
          setError(null);
        }
        return fresh;
      },
      (failure: unknown) => {
        if (request === latest.current) setError(`The list could not be loaded: ${messageOf(failure)}`);
        return null;
      },
    );
  }, [site, token]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // Reservations and orders arrive while the tool stays open: look again every 30 s while the
  // tab is in view, and at once when the dealer comes back to it.
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    const timer = window.setInterval(again, SALES_REFRESH_MS);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', again);
    };
  }, [reload]);

  const refresh = async () => {
    setRefreshing(true);
    await reload();
    setRefreshing(false);
  };

  const scope: SalesScope = useMemo(() => ({ site, token, calendar, reload }), [site, token, calendar, reload]);

  return (
    <Box as="main" height="fill" overflow="auto">
      <Container width={2} padding={4}>
        <Stack gap={5}>
          <Flex gap={3} align="flex-end" wrap="wrap">
            <Stack gap={3} flex={1}>
              <Heading as="h1" size={3}>
                Sales
              </Heading>
              <Text muted size={1}>
                Reservations and online orders on {siteName}: take or release a held deposit, hand a car over, and inspect a car brought back
                within 14 days.
              </Text>
            </Stack>
            <Button text={refreshing ? 'Refreshing…' : 'Refresh'} mode="ghost" disabled={refreshing} onClick={() => void refresh()} />
          </Flex>

          <ActionFailure message={error} border />

          {sales === null && !error ? (
            <Flex gap={2} align="center" role="status">
              <Spinner muted />
              <Text muted size={1}>
                Loading sales…
              </Text>
            </Flex>
          ) : null}

          {sales ? (
            <>
              <SalesSection id="sales-reservations" heading="Reservations" empty="No reservations yet.">
                {sales.reservations.map((reservation) => (
                  <ReservationCard key={reservation.id} reservation={reservation} scope={scope} />
                ))}
              </SalesSection>
              <SalesSection id="sales-orders" heading="Orders" empty="No orders yet.">
                {sales.orders.map((order) => (
                  <OrderCard key={order.id} order={order} scope={scope} />
                ))}
              </SalesSection>
            </>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
