import { Badge, Box, Button, Card, Dialog, Flex, Heading, Stack, Text } from '@sanity/ui';
import { useToast } from '@sanity/ui/toast';
import { useState } from 'react';
import { ActionFailure } from './ActionFailure';
import { reservationStatusTone } from './labels';
import { captureDeposit, releaseHold, SalesApiError, type Reservation } from './sales-api';
import { carLabel, formatDateTime, messageOf, reservationStatusText } from './sales-format';
import type { SalesScope } from './scope';

type Action = 'capture' | 'release';

/**
 * One reservation: the car, the shopper, the deposit and its state; a held deposit is taken
 * (the dealer confirms the sale) or released (nothing charged, the car available again), each
 * only after a confirmation, since either moves the shopper's money.
 */
export function ReservationCard({ reservation, scope }: { reservation: Reservation; scope: SalesScope }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const car = carLabel(reservation);

  const run = async (action: Action) => {
    setBusy(true);
    setFailure(null);
    try {
      await (action === 'capture' ? captureDeposit : releaseHold)(scope.site, scope.token, reservation.id);
      setConfirming(null);
      await scope.reload();
      toast.push({
        status: 'success',
        title: action === 'capture' ? `Deposit of ${reservation.amount} taken` : 'Hold released: nothing charged',
        description: `${reservation.name}, ${car}`,
      });
    } catch (error) {
      const message = messageOf(error);
      setConfirming(null);
      setFailure(message);
      toast.push({ status: 'error', title: action === 'capture' ? 'The deposit was not taken' : 'The hold was not released', description: message });
      // A 409: the reservation moved on (taken, released or lapsed) since the list was fetched.
      if (error instanceof SalesApiError && error.status === 409) await scope.reload();
    } finally {
      setBusy(false);
    }
  };

  const headingId = `reservation-${reservation.id}`;
  return (
    <Card as="li" padding={3} radius={2} border aria-labelledby={headingId} data-testid="reservation">
      <Stack gap={3}>
        <Flex gap={3} align="flex-start" wrap="wrap">
          <Stack gap={2} flex={1}>
            <Heading as="h3" size={1} id={headingId}>
              {car}
            </Heading>
            <Text size={1} muted>
              Reserved by {reservation.name} · <a href={`mailto:${reservation.email}`}>{reservation.email}</a> ·{' '}
              <a href={`tel:${reservation.phone.replace(/\s+/g, '')}`}>{reservation.phone}</a>
            </Text>
            <Text size={1} muted>
              Deposit {reservation.amount} · reserved {formatDateTime(reservation.createdAt, scope.calendar)}
            </Text>
          </Stack>
          <Badge tone={reservationStatusTone[reservation.status]} data-testid="reservation-status">
            {reservationStatusText(reservation, scope.calendar)}
          </Badge>
        </Flex>

        {reservation.status === 'held' ? (
          <Flex gap={2} wrap="wrap">
            <Button
              text="Take deposit"
              tone="positive"
              disabled={busy}
              aria-label={`Take deposit: ${reservation.amount} from ${reservation.name} for ${car}`}
              onClick={() => setConfirming('capture')}
            />
            <Button
              text="Release hold"
              mode="ghost"
              tone="critical"
              disabled={busy}
              aria-label={`Release hold: ${reservation.name}, ${car}`}
              onClick={() => setConfirming('release')}
            />
          </Flex>
        ) : null}

        <ActionFailure message={failure} />
      </Stack>

      {confirming ? (
        <Dialog
          id={`confirm-${confirming}-${reservation.id}`}
          header={confirming === 'capture' ? 'Take the deposit?' : 'Release the hold?'}
          width={1}
          onClose={() => (busy ? undefined : setConfirming(null))}
          footer={
            <Flex gap={2} justify="flex-end" padding={3}>
              <Button text="Cancel" mode="bleed" disabled={busy} onClick={() => setConfirming(null)} />
              <Button
                text={confirming === 'capture' ? `Yes, take ${reservation.amount}` : 'Yes, release'}
                tone={confirming === 'capture' ? 'positive' : 'critical'}
                disabled={busy}
                loading={busy}
                onClick={() => void run(confirming)}
              />
            </Flex>
          }
        >
          <Box padding={4}>
            <Text>
              {confirming === 'capture'
                ? `This confirms the sale of ${car} to ${reservation.name}: the ${reservation.amount} deposit held on their card is charged.`
                : `${reservation.name}'s ${reservation.amount} hold on ${car} is let go: nothing is charged and the car is available to others again at once.`}
            </Text>
          </Box>
        </Dialog>
      ) : null}
    </Card>
  );
}
