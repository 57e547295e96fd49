import 'server-only';
import { dataSecret } from '../data-secret';

/**
 * The secret the captcha's challenges are signed with (leads/README.md "Captcha"):
 * CAPTCHA_HMAC_SECRET, or a random one kept in `.data/captcha-hmac-secret`, so every process of one
 * machine issues and verifies alike. Several machines set the variable.
 */
export function captchaSecret(): string {
  return dataSecret('CAPTCHA_HMAC_SECRET', 'captcha-hmac-secret');
}
