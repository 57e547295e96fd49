import { Badge, Card, Flex, Heading, Stack, Text } from '@sanity/ui';
import { HandoverForm } from './HandoverForm';
import { orderStatusTone } from './labels';
import { ReturnInspectionForm } from './ReturnInspectionForm';
import type { Order } from './sales-api';
import { carLabel, formatDateTime, formatDay, formatKm, handoverText, orderStatusText, paymentText } from './sales-format';
import type { SalesScope } from './scope';

/**
 * One order: the car, buyer, total, payment and handover, its state in words, and what the dealer
 * does next: hand a placed order's car over, or inspect a car at its return appointment.
 */
export function OrderCard({ order, scope }: { order: Order; scope: SalesScope }) {
  const { calendar } = scope;
  const headingId = `order-${order.id}`;
  const delivered = order.deliveredAt
    ? `Delivered ${formatDateTime(order.deliveredAt, calendar)}${order.deliveryOdometerKm === null ? '' : ` at ${formatKm(order.deliveryOdometerKm, calendar)}`}`
    : null;

  return (
    <Card as="li" padding={3} radius={2} border aria-labelledby={headingId} data-testid="order">
      <Stack gap={3}>
        <Flex gap={3} align="flex-start" wrap="wrap">
          <Stack gap={2} flex={1}>
            <Heading as="h3" size={1} id={headingId}>
              {carLabel(order)}
            </Heading>
            <Text size={1} muted>
              {order.buyer ? (
                <>
                  Bought by {order.buyer.name} · <a href={`mailto:${order.buyer.email}`}>{order.buyer.email}</a> ·{' '}
                  <a href={`tel:${order.buyer.phone.replace(/\s+/g, '')}`}>{order.buyer.phone}</a>
                </>
              ) : (
                'No buyer details'
              )}
            </Text>
            <Text size={1} muted>
              Total {order.total ?? 'not set'} · {paymentText(order.payment)}
              {order.placedAt ? ` · placed ${formatDateTime(order.placedAt, calendar)}` : ''}
            </Text>
            <Text size={1} muted>
              Handover: {handoverText(order.handover, calendar)}
            </Text>
          </Stack>
          <Badge tone={orderStatusTone[order.status]} data-testid="order-status">
            {orderStatusText(order)}
          </Badge>
        </Flex>

        {order.status === 'placed' ? <HandoverForm order={order} scope={scope} /> : null}

        {order.status === 'delivered' ? (
          <Stack gap={2}>
            {delivered ? <Text size={1}>{delivered}</Text> : null}
            {order.returnDeadline ? (
              <Text size={1} data-testid="order-return-until">
                Return possible until {formatDateTime(order.returnDeadline, calendar)}
              </Text>
            ) : null}
          </Stack>
        ) : null}

        {order.status === 'return-requested' ? (
          <Stack gap={4}>
            <Stack gap={2}>
              {delivered ? <Text size={1}>{delivered}</Text> : null}
              <Text size={1} weight="medium" data-testid="order-return-appointment">
                Return appointment: {order.returnAppointment ? formatDay(order.returnAppointment, calendar) : 'not set'}
              </Text>
            </Stack>
            <ReturnInspectionForm order={order} scope={scope} />
          </Stack>
        ) : null}

        {order.status === 'returned' ? (
          <Text size={1} weight="medium" data-testid="order-refund">
            Refund: {order.refund ?? 'not worked out yet'}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
