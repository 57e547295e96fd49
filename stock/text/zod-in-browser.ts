import { config } from 'zod';

/**
 * In a browser, zod must not probe for eval to compile its fast parsers (`Function('')`): the
 * pages' Content Security Policy forbids eval, and each probe is a reported violation (README
 * "Holding under abuse", headers).
 * On the server its compiled parsers stay. Called where the schemas a browser parses are built.
 */
export function zodWithoutEvalInBrowser(): void {
  if (typeof window !== 'undefined') config({ jitless: true });
}
