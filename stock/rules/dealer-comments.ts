import type { RuleMessage } from './messages';

/** §5/§9: dealer comments are collapsed to 400 characters, with a more/less toggle. */
export const DEALER_COMMENTS_LIMIT = 400;

export type DealerComments =
  | { kind: 'pending'; message: RuleMessage<'dealerComments.pending'> }
  | {
      kind: 'comments';
      /** Every paragraph, for the expanded ("less") state. */
      paragraphs: string[];
      /** The first 400 characters of text, as paragraphs, for the collapsed ("more") state. */
      collapsed: string[];
      /** Whether there is more than the collapsed text, i.e. whether the toggle shows. */
      truncated: boolean;
    };

/** Cuts paragraphs once their text (pipes and surrounding spaces not counted) reaches `limit` characters. */
function firstCharacters(paragraphs: string[], limit: number): string[] {
  const kept: string[] = [];
  let remaining = limit;
  for (const paragraph of paragraphs) {
    if (remaining <= 0) break;
    kept.push(paragraph.slice(0, remaining).trimEnd());
    remaining -= paragraph.length;
  }
  return kept;
}

/** §5: pipes separate paragraphs; empty shows the pending message; truncated to 400 characters. */
export function dealerComments(text: string | null | undefined): DealerComments {
  const paragraphs = (text ?? '')
    .split('|')
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return { kind: 'pending', message: { key: 'dealerComments.pending' } };
  const length = paragraphs.reduce((total, paragraph) => total + paragraph.length, 0);
  const truncated = length > DEALER_COMMENTS_LIMIT;
  return { kind: 'comments', paragraphs, collapsed: truncated ? firstCharacters(paragraphs, DEALER_COMMENTS_LIMIT) : paragraphs, truncated };
}
