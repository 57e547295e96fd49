import { Button, Flex, Stack, TextInput } from '@sanity/ui';
import { useToast } from '@sanity/ui/toast';
import { useState, type FormEvent } from 'react';
import { ActionFailure } from './ActionFailure';
import { Field, fieldA11y } from './Field';
import { markDelivered, SalesApiError, type Order } from './sales-api';
import { carLabel, messageOf, parseOdometerKm } from './sales-format';
import type { SalesScope } from './scope';

/** A placed order handed over: the odometer at handover in whole km; the 14-day return starts. */
export function HandoverForm({ order, scope }: { order: Order; scope: SalesScope }) {
  const toast = useToast();
  const [odometer, setOdometer] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `handover-odometer-${order.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const km = parseOdometerKm(odometer);
    setFieldError(km.ok ? null : km.message);
    if (!km.ok) {
      document.getElementById(id)?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      await markDelivered(scope.site, scope.token, order.id, km.value);
      await scope.reload();
      toast.push({ status: 'success', title: 'Marked delivered', description: `${carLabel(order)}: the 14-day return has started.` });
    } catch (error) {
      const message = messageOf(error);
      setFailure(message);
      toast.push({ status: 'error', title: 'Not marked delivered', description: message });
      if (error instanceof SalesApiError && error.status === 409) await scope.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={`Handover of ${carLabel(order)}`}>
      <Stack gap={3}>
        <Flex gap={3} align="flex-end" wrap="wrap">
          <Field id={id} label="Odometer at handover (km)" error={fieldError}>
            <TextInput
              {...fieldA11y(id, { error: fieldError })}
              inputMode="numeric"
              autoComplete="off"
              value={odometer}
              disabled={busy}
              onChange={(event) => {
                setOdometer(event.currentTarget.value);
                setFieldError(null);
              }}
            />
          </Field>
          <Button type="submit" text="Mark delivered" tone="primary" disabled={busy} loading={busy} />
        </Flex>
        <ActionFailure message={failure} />
      </Stack>
    </form>
  );
}
