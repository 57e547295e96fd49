'use client';

import { useEffect, useRef, useState } from 'react';
import { mountStripeWallet, type StripeWallet, type Wallet, type WalletApproval, type WalletClick } from './stripe-wallet';
import styles from './ReserveForm.module.css';

export interface StripeWalletLabels {
  /** Names the wallet buttons' group for assistive technology: "Pay with Apple Pay or Google Pay". */
  label: string;
  /** Between the wallet buttons and the card field: "Or pay by card". */
  orCard: string;
  /** A wallet payment refused or failed with no message of Stripe's own. */
  fallback: string;
}

export interface StripeWalletButtonProps {
  publishableKey: string;
  locale: string;
  amountCents: number;
  currency: string;
  labels: StripeWalletLabels;
  /** The mounted wallet, or null until it is (and again once it is gone). */
  onReady: (wallet: StripeWallet | null) => void;
  onClick: (click: WalletClick) => void;
  onApprove: (approval: WalletApproval) => void;
}

/**
 * Apple Pay and Google Pay above the card field (README "Accounts, the watchlist, reservations and
 * buying online"): Stripe's Express Checkout Element, shown only once Stripe says the device has one
 * of the two wallets; until then, and for good on a device without one or when Stripe.js cannot be
 * loaded, nothing is shown (the card field says why it cannot load, if it cannot).
 */
export function StripeWalletButton({ publishableKey, locale, amountCents, currency, labels, onReady, onClick, onApprove }: StripeWalletButtonProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const [wallets, setWallets] = useState<Wallet[]>([]);
  // The latest callbacks, so the element is mounted once however often the form re-renders.
  const callbacks = useRef({ onReady, onClick, onApprove });
  useEffect(() => {
    callbacks.current = { onReady, onClick, onApprove };
  });

  useEffect(() => {
    let wallet: StripeWallet | null = null;
    let gone = false;
    const into = container.current;
    if (!into) return;
    mountStripeWallet(publishableKey, into, {
      locale, amountCents, currency, fallback: labels.fallback,
      onAvailable: (available) => {
        if (!gone) setWallets(available);
      },
      onClick: (click) => callbacks.current.onClick(click),
      onApprove: (approval) => callbacks.current.onApprove(approval),
    }).then(
      (mounted) => {
        if (gone) return mounted.destroy();
        wallet = mounted;
        callbacks.current.onReady(mounted);
      },
      () => {}, // no Stripe.js: no wallet, and the card field says so
    );
    return () => {
      gone = true;
      wallet?.destroy();
      callbacks.current.onReady(null);
    };
  }, [publishableKey, locale, amountCents, currency, labels.fallback]);

  const shown = wallets.length > 0;
  return (
    <div className={shown ? styles.wallet : styles.walletPending} role={shown ? 'group' : undefined} aria-label={shown ? labels.label : undefined} aria-hidden={shown ? undefined : true} data-testid="stripe-wallet" data-wallets={wallets.join(' ')}>
      <div ref={container} />
      {shown ? <p className={styles.walletOr}>{labels.orCard}</p> : null}
    </div>
  );
}
