import type { MessageKey } from '@dealer/tenants';

/**
 * One value of a consumer law notice (the NZ Consumer Information Notice, the US Buyers Guide),
 * as data: the locale layer formats money, distances and dates, and words "Ask the dealer".
 * `askDealer` marks a fact the law asks for that the dealer's feed does not carry: the notice
 * says so instead of leaving the field out or guessing.
 */
export type NoticeValue =
  | { kind: 'text'; text: string }
  | { kind: 'year'; year: number }
  | { kind: 'distance'; km: number }
  | { kind: 'date'; date: Date; past: boolean }
  | { kind: 'price'; amount: number }
  | { kind: 'askDealer' };

/** A labelled value; `field` names it for tests, anchors and the dealer's list of gaps. */
export interface NoticeField<F extends string = string> {
  field: F;
  label: MessageKey;
  value: NoticeValue;
}

export const ASK_DEALER: NoticeValue = { kind: 'askDealer' };

/** Trimmed feed text, or Ask the dealer when it is empty or the feed's literal 'null'. */
export function textOrAsk(text: string | null | undefined): NoticeValue {
  const trimmed = text?.trim();
  return trimmed && trimmed.toLowerCase() !== 'null' ? { kind: 'text', text: trimmed } : ASK_DEALER;
}

/** The fields a notice could not fill from the data: what the dealer still has to supply. */
export function fieldsToAskFor<F extends string>(fields: readonly NoticeField<F>[]): F[] {
  return fields.filter((field) => field.value.kind === 'askDealer').map((field) => field.field);
}
