import { comparisonRateWarning, financeLaw } from '@dealer/tenants';
import { prominenceNames, type Prominence, type TextPiece } from './prominence';

// The warning's wording lives with the site rules, so the product's own finance displays use it too.
export { comparisonRateWarning, financeLaw };

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether the text holds the comparison rate warning (letter case and spacing ignored). */
export const hasComparisonRateWarning = (text: string) => normalise(text).includes(normalise(comparisonRateWarning));

const PERCENT = /(?<![\d.,])\d{1,3}(?:\.\d{1,3})?\s?%/g;
const SENTENCE_END = /[.!?]\s+(?=[A-Z])/g;
const FINANCE_WORD = /\bp\.?\s?a\b|per annum|\binterest\b|\brates?\b|\bfinanc|\bloans?\b|\bAPR\b|\blend|\brepayments?\b/i;
const PER_ANNUM_AFTER = /^\s*(?:p\.?\s?a\.?|per annum)/i;
const COMPARISON = /comparison\s+rates?/i;
const COMPARISON_AFTER = /^\s*(?:p\.?\s?a\.?|per annum)?\s*[([]?\s*comparison\s+rates?\b(?!\s*(?:of|is|from|at|:)?\s*\d)/i;
const RANGE_JOINER = /^\s*(?:-|–|to|and|or)\s*$/i;

const lastSentence = (text: string) => {
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) start = match.index + match[0].length;
  return text.slice(start);
};
const firstSentence = (text: string) => {
  const match = SENTENCE_END.exec(text);
  SENTENCE_END.lastIndex = 0;
  return match ? text.slice(0, match.index + 1) : text;
};

export interface RateMentions {
  /** Interest rates (a percentage next to finance words), e.g. "2.99% p.a.". */
  interestRates: string[];
  /** Comparison rates, e.g. "6.12%" in "comparison rate 6.12% p.a.". */
  comparisonRates: string[];
}

/**
 * Sorts the percentages of a text: after "comparison rate" (or right before it, as in
 * "6.12% comparison rate") a percentage is a comparison rate; the second end of a range
 * ("8.38% to 19.42%") is what the first is; any other percentage with a finance word next to it
 * (p.a., interest, rate, finance, loan, APR, lending, repayment; same sentence, about 30
 * characters either side) is an interest rate. Others ("100% refundable") are neither.
 */
export function findRates(text: string): RateMentions {
  const found: RateMentions = { interestRates: [], comparisonRates: [] };
  const matches = [...text.matchAll(PERCENT)];
  let previous: 'interest' | 'comparison' | 'other' | null = null;
  matches.forEach((match, index) => {
    const start = match.index;
    const end = start + match[0].length;
    const prior = matches[index - 1];
    const next = matches[index + 1];
    const before = text.slice(prior ? prior.index + prior[0].length : 0, start);
    const after = text.slice(end, next ? next.index : text.length);
    let kind: 'interest' | 'comparison' | 'other';
    if (COMPARISON.test(lastSentence(before))) kind = 'comparison';
    else if (previous && index > 0 && RANGE_JOINER.test(before)) kind = previous;
    else if (COMPARISON_AFTER.test(text.slice(end))) kind = 'comparison';
    else {
      const near = `${lastSentence(text.slice(Math.max(0, start - 30), start))} ${firstSentence(text.slice(end, end + 30))}`;
      kind = FINANCE_WORD.test(near) ? 'interest' : 'other';
    }
    const perAnnum = PER_ANNUM_AFTER.exec(after)?.[0] ?? '';
    const snippet = `${match[0]}${perAnnum}`.trim();
    if (kind === 'interest') found.interestRates.push(snippet);
    if (kind === 'comparison') found.comparisonRates.push(snippet);
    previous = kind;
  });
  return found;
}

const AMOUNT = String.raw`\$\s?\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\$\s?\d+(?:\.\d{1,2})?`;
const PERIOD = String.raw`(?:(?:per|a|an|each|every)\s+(?:week|wk|fortnight|month|mth)\b|\/\s?(?:week|wk|w|fortnight|fn|month|mth|mo|m)\b|p\/w\b|p\.w\.|pw\b|p\/m\b|p\.m\.|pm\b|weekly\b|fortnightly\b|monthly\b)`;
const REPAYMENT_PATTERNS = [
  new RegExp(String.raw`(?:${AMOUNT})\*?\s*${PERIOD}`, 'gi'),
  new RegExp(String.raw`\b(?:(?:weekly|fortnightly|monthly)\s+(?:re)?payments?|repayments?)\s+(?:of|from|as low as|just|only|starting at)?\s*(?:${AMOUNT})`, 'gi'),
  new RegExp(String.raw`\binstalments?\s+(?:of|from)?\s*(?:${AMOUNT})`, 'gi'),
];

/** Repayments: a dollar amount per week, fortnight or month ("$89 per week", "$89/wk", "$350 a month", "weekly repayments of $99"). */
export function findRepayments(text: string): string[] {
  const found: Array<{ index: number; text: string }> = [];
  for (const pattern of REPAYMENT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (!found.some((other) => match.index < other.index + other.text.length && other.index < match.index + match[0].length)) {
        found.push({ index: match.index, text: match[0].trim() });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index).map((item) => item.text);
}

interface Located {
  text: string;
  piece: TextPiece;
}

const most = (items: Located[]) => items.reduce((best, item) => (item.piece.prominence > best.piece.prominence ? item : best));
const where = (piece: TextPiece) => `${prominenceNames[piece.prominence]}${piece.path ? ` (${piece.path})` : ''}`;

/**
 * Finance compliance (National Credit Code s164, ASIC RG 178): text that shows an interest rate
 * or a repayment must also show a comparison rate, at least as prominent as the most prominent
 * rate or repayment (see prominence.ts), and the comparison rate warning anywhere in the same
 * block or document. Returns the problems, each saying how to fix it (empty: compliant).
 */
export function financeProblems(pieces: readonly TextPiece[], unit = 'block'): string[] {
  const claims: Located[] = [];
  const comparisons: Located[] = [];
  for (const piece of pieces) {
    const rates = findRates(piece.text);
    for (const text of [...rates.interestRates, ...findRepayments(piece.text)]) claims.push({ text, piece });
    for (const text of rates.comparisonRates) comparisons.push({ text, piece });
  }
  if (claims.length === 0) return [];
  const claim = most(claims);
  const level: Prominence = claim.piece.prominence;
  const problems: string[] = [];
  const example = `"Comparison rate 6.12% p.a."`;
  if (comparisons.length === 0) {
    problems.push(
      `This ${unit} shows "${claim.text}" in ${where(claim.piece)} but no comparison rate. Add the comparison rate (e.g. ${example}) in ${prominenceNames[level]}, as prominent as "${claim.text}"`,
    );
  } else {
    const best = most(comparisons);
    if (best.piece.prominence < level) {
      problems.push(
        `The comparison rate "${best.text}" is in ${where(best.piece)}, less prominent than "${claim.text}" in ${where(claim.piece)}. Add the comparison rate (e.g. ${example}) in ${prominenceNames[level]}, as prominent as "${claim.text}"`,
      );
    }
  }
  const allText = pieces.map((piece) => piece.text).join(' ');
  if (!hasComparisonRateWarning(allText)) {
    problems.push(
      `${problems.length ? 'Also add' : `This ${unit} shows "${claim.text}": add`} the comparison rate warning to this ${unit}: "${comparisonRateWarning}"`,
    );
  }
  return problems.length ? [`${problems.join('. ')} (${financeLaw}).`] : [];
}
