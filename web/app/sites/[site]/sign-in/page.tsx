import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SignInForm } from '@/account/SignInForm';
import styles from '@/account/Account.module.css';
import { signInBackPath, signInReturnPath, signInType } from '@/account/sign-in-types';
import { accountsEnabled, currentShopper } from '@/server/accounts/current-shopper';
import { loadSite } from '@/server/content/site';

/** Reads the session cookie and the query string: rendered per request. */
export const dynamic = 'force-dynamic';

type Query = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ site: string }>; searchParams: Promise<Query> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site, false);
  return { title: site ? site.locale.t('account.signIn.title') : 'Sign in', robots: { index: false } };
}

/**
 * §2 /sign-in?type=…&redirect=…&back=…: a one-time code by email (README "Accounts, the watchlist, reservations and buying online"). Only on sites with
 * accounts (§6: off by default). A shopper already signed in goes straight to `redirect`, unless
 * a watchlist sign-in still needs the phone §5 asks for.
 */
export default async function SignInPage({ params, searchParams }: Props) {
  const site = await loadSite((await params).site, false);
  if (!site || !accountsEnabled(site.config)) notFound();
  const query = await searchParams;
  const type = signInType(first(query.type));
  const redirectTo = signInReturnPath(first(query.redirect));
  const back = signInBackPath(first(query.back));

  const shopper = await currentShopper(site.config);
  const needsPhoneStep = type === 'watchlist';
  if (shopper && (!needsPhoneStep || shopper.phone)) redirect(redirectTo);

  const t = site.locale.t;
  return (
    <section className={styles.page} aria-labelledby="sign-in-heading">
      {back ? <a className={styles.back} href={back}>{back.startsWith('/cars/') ? t('account.signIn.backToCar') : t('account.signIn.back')}</a> : null}
      <h1 id="sign-in-heading" className={styles.title}>{t(`account.signIn.heading.${type}`)}</h1>
      {shopper ? null : <p className={styles.intro}>{t('account.signIn.intro')}</p>}
      <SignInForm
        redirect={redirectTo}
        needsPhoneStep={needsPhoneStep}
        initialStep={shopper ? 'phone' : 'email'}
        labels={{
          email: t('account.signIn.email'),
          sendCode: t('account.signIn.sendCode'),
          sending: t('account.signIn.sending'),
          codeSent: t('account.signIn.codeSent'),
          code: t('account.signIn.code'),
          verify: t('account.signIn.verify'),
          verifying: t('account.signIn.verifying'),
          resend: t('account.signIn.resend'),
          resent: t('account.signIn.resent'),
          otherEmail: t('account.signIn.otherEmail'),
          phoneHeading: t('account.signIn.phoneHeading'),
          phoneIntro: t('account.signIn.phoneIntro'),
          phone: t('account.signIn.phone'),
          savePhone: t('account.signIn.savePhone'),
          saving: t('account.signIn.saving'),
          signedIn: t('account.signIn.signedIn'),
          failed: t('account.error.unexpected'),
          passkey: t('account.passkeys.signIn'),
          passkeyWaiting: t('account.passkeys.signingIn'),
          passkeyCancelled: t('account.passkeys.cancelled'),
          or: t('account.passkeys.or'),
        }}
      />
    </section>
  );
}
