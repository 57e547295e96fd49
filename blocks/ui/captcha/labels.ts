import type { LocaleFormatter, SiteConfig } from '@dealer/tenants';

/** Every string the captcha shows or announces, from the site's locale (§5; leads/README.md "Captcha"). */
export interface CaptchaLabels {
  /** The checkbox's label. */
  label: string;
  /** Announced, and the label, while the browser works out its answer. */
  verifying: string;
  verified: string;
  expired: string;
  /** The widget could not finish (no challenge, a timeout): ticking again retries. */
  failed: string;
  /** Beside the widget when a form is sent before it could be verified. */
  required: string;
  /** The browser's own message if a form is checked natively while it works. */
  wait: string;
}

/**
 * The captcha's strings for a lead form, or undefined where the site asks for no captcha
 * (`features.captcha`, on by default, §5): a form given none shows no widget and sends no answer.
 */
export function captchaLabels(config: { features: Pick<SiteConfig['features'], 'captcha'> }, t: LocaleFormatter['t']): CaptchaLabels | undefined {
  if (!config.features.captcha) return undefined;
  return {
    label: t('captcha.label'),
    verifying: t('captcha.verifying'),
    verified: t('captcha.verified'),
    expired: t('captcha.expired'),
    failed: t('captcha.failed'),
    required: t('captcha.required'),
    wait: t('captcha.wait'),
  };
}
