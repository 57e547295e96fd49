'use client';

import { budgetButton, budgetFromRepayment, searchHref } from '@dealer/stock';
import { islandFormatter, type IslandLocale } from '@dealer/tenants';
import { useMemo, useState } from 'react';
import styles from './BudgetSearch.module.css';
import type { BudgetMessageKey } from './messages';

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
/** `minPrice` comes from the server (data.ts holds the block's zod schema, which must not reach the browser). */
export function BudgetSearchClient({ heading, locale: localeName, options, weekly: initialWeekly, deposit: initialDeposit, minPrice, editAttributes }: {
  heading: string; locale: IslandLocale<BudgetMessageKey>; options: BudgetOption[]; weekly: number; deposit: number; minPrice: number;
  /** Preview only: the `data-sanity` of the editor's starting figures, which an input cannot carry as stega (README "Click-to-edit in Presentation"). */
  editAttributes?: { weekly?: string; deposit?: string };
}) {
  const locale = useMemo(() => islandFormatter(localeName), [localeName]);
  const [body, setBody] = useState('');
  const [weekly, setWeekly] = useState(String(initialWeekly));
  const [deposit, setDeposit] = useState(String(initialDeposit));
  const option = options.find((o) => o.body === body) ?? options[0]!;
  const budget = budgetFromRepayment({ weeklyRepayment: whole(weekly), deposit: whole(deposit) });
  const button = budgetButton({ budget, minPrice: option.minPrice, vehicleType: option.type });
  const href = searchHref({ refinements: body ? { body: [body] } : {}, ranges: { price: { min: minPrice, max: budget } } });

  return (
    <section aria-labelledby="budget-heading" className={styles.section}>
      <h2 id="budget-heading" className={styles.heading}>{heading}</h2>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor="budget-body" className={styles.label}>{locale.t('budget.bodyType')}</label>
          <div className={styles.selectWrap}>
            <select id="budget-body" className={styles.control} value={body} onChange={(event) => setBody(event.currentTarget.value)}>
              {options.map((o) => <option key={o.body} value={o.body}>{o.label}</option>)}
            </select>
            <span className={styles.indicator} aria-hidden="true">
              <svg viewBox="0 0 24 24"><path d="m6 9 6 6 6-6" /></svg>
            </span>
          </div>
        </div>
        <div className={styles.field} data-sanity={editAttributes?.weekly}>
          <label htmlFor="budget-weekly" className={styles.label}>{locale.t('budget.weekly')}</label>
          <input id="budget-weekly" className={styles.control} type="number" inputMode="numeric" min={0} step={10} value={weekly} onChange={(event) => setWeekly(event.currentTarget.value)} />
        </div>
        <div className={styles.field} data-sanity={editAttributes?.deposit}>
          <label htmlFor="budget-deposit" className={styles.label}>{locale.t('budget.deposit')}</label>
          <input id="budget-deposit" className={styles.control} type="number" inputMode="numeric" min={0} step={500} value={deposit} onChange={(event) => setDeposit(event.currentTarget.value)} />
        </div>
      </div>
      <div className={styles.result}>
        <p className={styles.total} aria-live="polite">{locale.t('budget.total', { amount: locale.formatPrice(budget) })}</p>
        {button.disabled ? (
          <button type="button" className={styles.button} disabled>{locale.t(button.label.key, button.label.values)}</button>
        ) : (
          <a className={styles.button} href={href}>{locale.t(button.label.key, button.label.values)}</a>
        )}
      </div>
      {button.state === 'invalid' ? <p className={styles.note} role="status">{locale.t(button.note.key, button.note.values)}</p> : null}
    </section>
  );
}
