import 'server-only';
import { STATUS_CODES } from 'node:http';
import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from '@dealer/leads';
import type { z } from 'zod';

/**
 * A refusal as RFC 9457 problem details (README "Routes and errors"). `type` is `about:blank`, so
 * `title` is the status's own phrase; `detail` says what went wrong for this request and what to do.
 * `extensions` carries `errors` (`{field: message}`) and any member the spec asks for.
 */
export function problem(status: number, detail: string, extensions: Omit<Partial<ProblemDetails>, 'type' | 'title' | 'status' | 'detail'> = {}, headers: HeadersInit = {}): Response {
  const body: ProblemDetails = { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, detail, ...extensions };
  const merged = new Headers(headers);
  merged.set('content-type', PROBLEM_CONTENT_TYPE);
  return new Response(JSON.stringify(body), { status, headers: merged });
}

/** A 400 naming each invalid field (`errors`) and saying how many there are (`detail`). */
export function invalidFields(errors: Record<string, string>, detail?: string, extensions: Record<string, unknown> = {}): Response {
  const count = Object.keys(errors).length;
  return problem(400, detail ?? (count === 1 ? `${Object.values(errors)[0]}` : `${count} fields need correcting.`), { errors, ...extensions });
}

/**
 * zod's issues as `{field: message}`: the field is the issue's path joined with dots (`steps.buyer.email`),
 * `form` for the body as a whole; the first message of a field is kept, as a form shows one per field.
 */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}
