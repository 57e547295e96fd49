import { z } from 'zod';
import { isPhoneNumber } from '../contract/enquiry-rules';

/**
 * The steps of buying a used car online (§2 /checkout-journey): one zod schema
 * per step, shared by the browser form and the API, as the enquiry contract is. The journey is
 * kept on the server after every step, so a reload resumes it.
 */
export const JOURNEY_STEPS = ['buyer', 'tradeIn', 'payment', 'handover'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, 'This is too long');

export const buyerStepSchema = z.object({
  name: text(200, 'Please enter your name'),
  email: z.string({ error: 'Please enter a valid email address' }).trim().max(254).pipe(z.email('Please enter a valid email address')),
  phone: z.string({ error: 'Please enter a valid phone number' }).trim().max(30).refine(isPhoneNumber, 'Please enter a valid phone number'),
  address: text(300, 'Please enter your address'),
  // §5: a postcode is exactly 4 digits.
  postcode: z.string({ error: 'Invalid postcode. Please enter a 4-digit number.' }).trim().regex(/^\d{4}$/, 'Invalid postcode. Please enter a 4-digit number.'),
});

const thisYear = new Date().getFullYear();
/** A number typed in a form: an empty field is missing (its message shows), never 0. */
const typedNumber = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number({ error: message }).int(message));
export const tradeInStepSchema = z.discriminatedUnion('hasTradeIn', [
  z.object({ hasTradeIn: z.literal(false) }),
  z.object({
    hasTradeIn: z.literal(true),
    make: text(60, 'Please enter the make'),
    model: text(60, 'Please enter the model'),
    year: typedNumber('Please enter the year').pipe(z.number().min(1950, 'Please enter the year').max(thisYear + 1, 'Please enter the year')),
    km: typedNumber('Please enter the odometer reading').pipe(z.number().min(0, 'Please enter the odometer reading').max(2_000_000, 'Please enter the odometer reading')),
    rego: z.string().trim().max(10, 'Please enter a registration of at most 10 characters').optional(),
    owingCents: typedNumber('Please enter the amount owing').pipe(z.number().min(0, 'Please enter the amount owing').max(100_000_000, 'Please enter the amount owing')).optional(),
  }),
]);

export const paymentStepSchema = z.object({
  /** Pay the balance by bank transfer before handover, or have the dealer's finance team arrange a loan. */
  method: z.enum(['pay-in-full', 'finance'], { error: 'Please choose how you will pay' }),
});

export const handoverStepSchema = z
  .object({
    kind: z.enum(['pickup', 'delivery'], { error: 'Please choose pickup or delivery' }),
    date: z.string({ error: 'Please choose a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date'),
    address: z.string().trim().max(300).optional(),
  })
  .refine((value) => value.kind === 'pickup' || (value.address ?? '').length > 0, { message: 'Please enter the delivery address', path: ['address'] });

export const journeyStepSchemas = { buyer: buyerStepSchema, tradeIn: tradeInStepSchema, payment: paymentStepSchema, handover: handoverStepSchema } as const;
export type JourneyValues = { buyer?: z.infer<typeof buyerStepSchema>; tradeIn?: z.infer<typeof tradeInStepSchema>; payment?: z.infer<typeof paymentStepSchema>; handover?: z.infer<typeof handoverStepSchema> };

/** The earliest handover is two days out (the car is prepared and registered), the latest 60. */
export const HANDOVER_MIN_DAYS = 2;
export const HANDOVER_MAX_DAYS = 60;

/** The calendar day 'YYYY-MM-DD' it is at `now` in `timeZone` (the dealer's: they count the days). */
export function dayIn(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole days from `today` to `date`, both calendar days 'YYYY-MM-DD', or null for a day that does not exist. */
export function calendarDaysFromToday(date: string, today: string): number | null {
  const day = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date) return null;
  return Math.round((day - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A problem with a handover date, counted from the dealer's `today` ('YYYY-MM-DD'), or null. */
export function handoverDateProblem(date: string, today: string): string | null {
  const days = calendarDaysFromToday(date, today);
  if (days === null) return 'Please choose a date';
  if (days < HANDOVER_MIN_DAYS) return `Please choose a date at least ${HANDOVER_MIN_DAYS} days from today`;
  if (days > HANDOVER_MAX_DAYS) return `Please choose a date within ${HANDOVER_MAX_DAYS} days`;
  return null;
}

/** Field messages of a failed step, one per field. */
export function stepErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}
