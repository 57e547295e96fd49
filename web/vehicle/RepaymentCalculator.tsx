'use client';

import { calculatorRepayments, DEFAULT_TERM_MONTHS } from '@dealer/stock';
import { useId, useState } from 'react';
import styles from './RepaymentCalculator.module.css';

export interface CalculatorLabels {
  heading: string;
  loanAmount: string;
  deposit: string;
  rate: string;
  months: string;
  estimate: string;
  weekly: string;
  monthly: string;
  disclaimer: string;
}

const whole = (value: string) => {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : 0;
};

/**
 * §9 repayment calculator: the site's default interest rate (10, or 8.5 for one group), the §9
 * 60-month term, whole-dollar repayments (§5) and the §9 disclaimer. Bad input reads as zero
 * rather than breaking the page.
 */
export function RepaymentCalculator({ price, defaultRate, currency, locale, labels }: { price: number; defaultRate: number; currency: string; locale: string; labels: CalculatorLabels }) {
  const id = useId();
  const [amount, setAmount] = useState(String(Math.round(price)));
  const [deposit, setDeposit] = useState('0');
  const [rate, setRate] = useState(String(defaultRate));
  const [months, setMonths] = useState(String(DEFAULT_TERM_MONTHS));
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });
  const term = Math.min(Math.max(Math.round(whole(months)), 1), 120);
  const result = calculatorRepayments(
    { calculator_interest_rate: Math.min(whole(rate), 30) },
    { price: whole(amount), deposit: Math.min(whole(deposit), whole(amount)), termMonths: term },
  );
  const field = (name: string, label: string, value: string, set: (value: string) => void, step: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} type="number" inputMode="decimal" min="0" step={step} value={value} onChange={(event) => set(event.target.value)} />
    </div>
  );
  return (
    <section className={styles.calculator} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>{labels.heading}</h2>
      <div className={styles.fields}>
        {field('amount', labels.loanAmount, amount, setAmount, '100')}
        {field('deposit', labels.deposit, deposit, setDeposit, '100')}
        {field('rate', labels.rate, rate, setRate, '0.1')}
        {field('months', labels.months, months, setMonths, '12')}
      </div>
      <p className={styles.result} aria-live="polite">
        {labels.estimate}: <strong>{labels.weekly.replace('{amount}', money.format(result.weekly))}</strong>
        {' · '}
        <strong>{labels.monthly.replace('{amount}', money.format(result.monthly))}</strong>
      </p>
      <p className={styles.disclaimer}>{labels.disclaimer}</p>
    </section>
  );
}
