import { findRepayments } from './finance-compliance';
import { prominenceNames, type TextPiece } from './prominence';

export const componentPricingLaw = 'Australian Consumer Law s48';

const AMOUNT = String.raw`\$\s?\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\$\s?\d+(?:\.\d{1,2})?`;
const ON_ROAD = String.raw`(?:on[\s-]?road(?:s|\s+costs?)?|ORC|government\s+charges|stamp\s+duty|dealer\s+delivery|rego(?:istration)?)`;
/** "$39,990 plus on-road costs", "$29,990 + ORC", "$29,990 excl. ORC". */
const PLUS_ON_ROAD = new RegExp(String.raw`(?:${AMOUNT})\*?\s*(?:\+|plus|excl\.?|excluding|exc\.?|before)\s*${ON_ROAD}\b`, 'gi');
/** "$5,000 deposit", "deposit of $5,000", "$5,000 down". */
const DEPOSIT = new RegExp(String.raw`(?:${AMOUNT})\*?\s*(?:deposit|down)\b|\bdeposit\s+(?:of|from)?\s*(?:${AMOUNT})`, 'gi');
/** "$43,990 drive away", "$43,990 drive-away", "total price $43,990", "total $43,990", "$43,990 total". */
const TOTAL = new RegExp(
  String.raw`(?:${AMOUNT})\*?\s*(?:drive[\s-]?away|driveaway|total(?:\s+price)?)\b|\b(?:drive[\s-]?away|driveaway|total)(?:\s+price)?\s*(?:of|is|:|from|only|just|=)?\s*(?:${AMOUNT})`,
  'gi',
);

/**
 * Prices in parts in one text: an amount plus on-road costs (or ORC, government charges, stamp
 * duty, dealer delivery), or a deposit together with a repayment ("$5,000 deposit and $99 per week").
 */
export function findComponentPrices(text: string): string[] {
  const parts = [...text.matchAll(PLUS_ON_ROAD)].map((match) => match[0].trim());
  const deposits = [...text.matchAll(DEPOSIT)].map((match) => match[0].trim());
  const repayments = findRepayments(text);
  if (deposits.length && repayments.length) parts.push(`${deposits[0]} … ${repayments[0]}`);
  return parts;
}

/** Single total prices: a dollar amount labelled drive away / drive-away / total price / total. */
export const findTotalPrices = (text: string) => [...text.matchAll(TOTAL)].map((match) => match[0].trim());

/**
 * Component pricing (Australian Consumer Law s48): text that shows a price in parts must also show
 * the single total price, at least as prominent as the most prominent part. Returns the problems,
 * each saying how to fix it (empty: compliant).
 */
export function componentPricingProblems(pieces: readonly TextPiece[], unit = 'block'): string[] {
  const parts = pieces.flatMap((piece) => findComponentPrices(piece.text).map((text) => ({ text, piece })));
  if (parts.length === 0) return [];
  const part = parts.reduce((best, item) => (item.piece.prominence > best.piece.prominence ? item : best));
  const totals = pieces.filter((piece) => findTotalPrices(piece.text).length > 0);
  const level = part.piece.prominence;
  const where = `${prominenceNames[level]}${part.piece.path ? ` (${part.piece.path})` : ''}`;
  if (totals.some((piece) => piece.prominence >= level)) return [];
  const fix = `Add the total drive-away price (e.g. "$43,990 drive away") at least as prominently, in ${prominenceNames[level]} (${componentPricingLaw}).`;
  if (totals.length === 0) return [`This ${unit} shows the price in parts ("${part.text}", in ${where}) but no single total price. ${fix}`];
  return [`The total price in this ${unit} is less prominent than "${part.text}" in ${where}. ${fix}`];
}
