'use client';

import { Box, Button, Flex, Heading, Input, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { budgetButton, budgetFromRepayment, searchHref } from '@dealer/stock';
import { createLocale, type Locale } from '@dealer/tenants';
import { useMemo, useState } from 'react';
import { BUDGET_MIN_PRICE } from './data';

export interface BudgetOption {
  /** '' for every body type. */
  body: string;
  label: string;
  /** The word in 'View {type}s In This Range'. */
  type: string;
  /** The cheapest listed car of this body over $1000, or null when there is none. */
  minPrice: number | null;
}

const whole = (text: string) => {
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
};

/** The interactive part of budget search: inputs and the live button (§4 'invalid' state, §5 budget maths). */
export function BudgetSearchClient({ heading, locale: localeName, options, weekly: initialWeekly, deposit: initialDeposit }: {
  heading: string; locale: Locale; options: BudgetOption[]; weekly: number; deposit: number;
}) {
  const locale = useMemo(() => createLocale(localeName), [localeName]);
  const [body, setBody] = useState('');
  const [weekly, setWeekly] = useState(String(initialWeekly));
  const [deposit, setDeposit] = useState(String(initialDeposit));
  const option = options.find((o) => o.body === body) ?? options[0]!;
  const budget = budgetFromRepayment({ weeklyRepayment: whole(weekly), deposit: whole(deposit) });
  const button = budgetButton({ budget, minPrice: option.minPrice, vehicleType: option.type });
  const href = searchHref({ refinements: body ? { body: [body] } : {}, ranges: { price: { min: BUDGET_MIN_PRICE, max: budget } } });

  return (
    <Box as="section" aria-labelledby="budget-heading" maxW="4xl" mx="auto" my="8" px={{ base: '4', md: '8' }} py="6" borderWidth="1px" rounded="xl" bg="bg.subtle">
      <Heading id="budget-heading" as="h2" fontSize="2xl" mb="4">{heading}</Heading>
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
        <Box flex="1">
          <chakra.label htmlFor="budget-body" fontSize="sm" fontWeight="medium">{locale.t('budget.bodyType')}</chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field id="budget-body" value={body} onChange={(event) => setBody(event.currentTarget.value)}>
              {options.map((o) => <option key={o.body} value={o.body}>{o.label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box flex="1">
          <chakra.label htmlFor="budget-weekly" fontSize="sm" fontWeight="medium">{locale.t('budget.weekly')}</chakra.label>
          <Input id="budget-weekly" type="number" inputMode="numeric" min={0} step={10} value={weekly} onChange={(event) => setWeekly(event.currentTarget.value)} />
        </Box>
        <Box flex="1">
          <chakra.label htmlFor="budget-deposit" fontSize="sm" fontWeight="medium">{locale.t('budget.deposit')}</chakra.label>
          <Input id="budget-deposit" type="number" inputMode="numeric" min={0} step={500} value={deposit} onChange={(event) => setDeposit(event.currentTarget.value)} />
        </Box>
      </Flex>
      <Flex mt="4" gap="4" align="center" wrap="wrap">
        <Text fontWeight="semibold" aria-live="polite">{locale.t('budget.total', { amount: locale.formatPrice(budget) })}</Text>
        {button.disabled ? (
          <Button disabled>{locale.t(button.label.key, button.label.values)}</Button>
        ) : (
          <Button asChild bg="brand.solid" color="brand.contrast"><a href={href}>{locale.t(button.label.key, button.label.values)}</a></Button>
        )}
      </Flex>
      {button.state === 'invalid' ? <Text mt="2" fontSize="sm" color="fg.error" role="status">{locale.t(button.note.key, button.note.values)}</Text> : null}
    </Box>
  );
}
