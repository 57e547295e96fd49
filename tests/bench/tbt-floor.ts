/**
 * bench:pages' yardstick (README "Page speed"): a page type's Total Blocking Time as a multiple of
 * the same site's legal page, measured in the same run. The legal page is text in the site's shell,
 * so its TBT is what the framework itself costs here (React, Next's runtime, the header's islands);
 * a page type's multiple of it travels between machines where its milliseconds do not.
 */
import { meets, multipleOf, multipleText, verdict } from './ratios';

/** The page type whose TBT is the floor. */
export const floorPage = 'legal';

/** At most this multiple of the legal page's TBT; the other page types are shown without a goal. */
export const tbtMultipleGoals: Readonly<Record<string, number>> = { search: 1.5, vehicle: 1.5 };

export interface TbtAgainstFloor {
  multiple: number;
  goal?: number;
  met?: boolean;
}

export function tbtAgainstFloor(page: string, tbtMs: number, floorTbtMs: number): TbtAgainstFloor {
  const multiple = multipleOf(tbtMs, floorTbtMs);
  const goal = tbtMultipleGoals[page];
  return goal === undefined ? { multiple } : { multiple, goal, met: meets(multiple, { at: 'most', bound: goal }) };
}

/** The two cells bench:pages prints: "3.30x (≤1.5x)" (the legal page: "1.00x (floor)") and met / NOT MET / -. */
export function tbtFloorCells(page: string, tbtMs: number, floorTbtMs: number): [string, string] {
  const { multiple, goal, met } = tbtAgainstFloor(page, tbtMs, floorTbtMs);
  const note = page === floorPage ? ' (floor)' : goal !== undefined ? ` (≤${goal}x)` : '';
  return [`${multipleText(multiple)}${note}`, verdict(met)];
}
