import { Button, Card, Checkbox, Flex, Grid, Stack, Text, TextInput, Select } from '@sanity/ui';
import { useToast } from '@sanity/ui/toast';
import { useState, type FormEvent } from 'react';
import { Field, fieldA11y } from './Field';
import { fuelLabel } from './labels';
import { FUEL_LEVELS, recordReturnInspection, SalesApiError, type FuelLevel, type Order } from './sales-api';
import { carLabel, formatKm, messageOf, parseDollarsToCents, parseOdometerKm } from './sales-format';
import type { SalesScope } from './scope';

interface Errors {
  odometer: string | null;
  fuel: string | null;
  owing: string | null;
}

const noErrors: Errors = { odometer: null, fuel: null, owing: null };

/**
 * The return inspection at the appointment (§5 terms): odometer, fuel, keys and accessories, and
 * money still owing on the car (deducted from the refund). A refusal (422) lists every unmet term
 * here, in the card, so the dealer can tell the shopper.
 */
export function ReturnInspectionForm({ order, scope }: { order: Order; scope: SalesScope }) {
  const toast = useToast();
  const [odometer, setOdometer] = useState('');
  const [fuel, setFuel] = useState<FuelLevel | ''>('');
  const [keys, setKeys] = useState(false);
  const [owing, setOwing] = useState('');
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [refusal, setRefusal] = useState<{ message: string; reasons: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { odometer: `return-odometer-${order.id}`, fuel: `return-fuel-${order.id}`, keys: `return-keys-${order.id}`, owing: `return-owing-${order.id}` };
  const odometerHint = order.deliveryOdometerKm === null ? undefined : `At handover: ${formatKm(order.deliveryOdometerKm, scope.calendar)}.`;
  const owingHint = 'Leave blank when nothing is owing.';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const km = parseOdometerKm(odometer);
    const cents = parseDollarsToCents(owing);
    const found: Errors = {
      odometer: km.ok ? null : km.message,
      fuel: fuel ? null : 'Choose the fuel level.',
      owing: cents.ok ? null : cents.message,
    };
    setErrors(found);
    const first = (Object.keys(found) as (keyof Errors)[]).find((key) => found[key]);
    if (first || !km.ok || !cents.ok || !fuel) {
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setRefusal(null);
    setBusy(true);
    try {
      await recordReturnInspection(scope.site, scope.token, order.id, {
        odometer_km: km.value,
        fuel,
        keys_and_accessories: keys,
        encumbrance_cents: cents.value,
      });
      const refund = (await scope.reload())?.orders.find((row) => row.id === order.id)?.refund;
      toast.push({ status: 'success', title: 'Return recorded', description: refund ? `${carLabel(order)}: refund ${refund}.` : `${carLabel(order)} is back.` });
    } catch (error) {
      const reasons = error instanceof SalesApiError ? error.reasons : [];
      setRefusal({ message: messageOf(error), reasons });
      toast.push({
        status: 'error',
        title: error instanceof SalesApiError && error.status === 422 ? 'The return terms are not met' : 'The return was not recorded',
        description: messageOf(error),
      });
      if (error instanceof SalesApiError && error.status === 409) await scope.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={`Return inspection of ${carLabel(order)}`}>
      <Stack gap={4}>
        <Grid gridTemplateColumns={[1, 1, 2]} gap={3}>
          <Field id={ids.odometer} label="Odometer now (km)" hint={odometerHint} error={errors.odometer}>
            <TextInput
              {...fieldA11y(ids.odometer, { hint: odometerHint, error: errors.odometer })}
              inputMode="numeric"
              autoComplete="off"
              value={odometer}
              disabled={busy}
              onChange={(event) => {
                setOdometer(event.currentTarget.value);
                setErrors((previous) => ({ ...previous, odometer: null }));
              }}
            />
          </Field>
          <Field id={ids.fuel} label="Fuel" error={errors.fuel}>
            <Select
              {...fieldA11y(ids.fuel, { error: errors.fuel })}
              value={fuel}
              disabled={busy}
              onChange={(event) => {
                setFuel(event.currentTarget.value as FuelLevel | '');
                setErrors((previous) => ({ ...previous, fuel: null }));
              }}
            >
              <option value="" disabled>
                Choose the fuel level
              </option>
              {FUEL_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {fuelLabel[level]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={ids.owing} label="Amount still owing on the car ($)" hint={owingHint} error={errors.owing}>
            <TextInput
              {...fieldA11y(ids.owing, { hint: owingHint, error: errors.owing })}
              inputMode="decimal"
              autoComplete="off"
              value={owing}
              disabled={busy}
              onChange={(event) => {
                setOwing(event.currentTarget.value);
                setErrors((previous) => ({ ...previous, owing: null }));
              }}
            />
          </Field>
          <Flex align="center" gap={2}>
            <Checkbox id={ids.keys} checked={keys} disabled={busy} onChange={(event) => setKeys(event.currentTarget.checked)} />
            <Text as="label" htmlFor={ids.keys} size={1} weight="medium">
              All keys and accessories returned
            </Text>
          </Flex>
        </Grid>
        <Flex>
          <Button type="submit" text="Record return" tone="primary" disabled={busy} loading={busy} />
        </Flex>
        {refusal ? (
          <Card tone="critical" padding={3} radius={2} role="alert" data-testid="return-refused">
            <Stack gap={3}>
              <Text size={1} weight="medium">
                {refusal.message}
              </Text>
              {refusal.reasons.length > 0 ? (
                <Stack as="ul" gap={2} style={{ margin: 0, paddingLeft: 20 }}>
                  {refusal.reasons.map((reason) => (
                    <Text as="li" size={1} key={reason}>
                      {reason}
                    </Text>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </form>
  );
}
