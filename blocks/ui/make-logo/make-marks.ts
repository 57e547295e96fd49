/**
 * §2 "make list with logos", §3 Manufacturer logo (some null): a mark for every make in the demo
 * stock, drawn here as a plain monogram on a simple shape. No manufacturer's badge is copied (they
 * are trademarks); a make without a mark (null, as some feeds send) keeps the letter badge.
 */
export type MarkShape = 'shield' | 'hexagon' | 'oval' | 'diamond' | 'square' | 'ring';

export interface MakeMark {
  shape: MarkShape;
  /** One to three letters. */
  letters: string;
  /** Shape fill and letter colour, each with at least 4.5:1 contrast between them. */
  fill: string;
  ink: string;
}

const marks: Readonly<Record<string, MakeMark>> = {
  ford: { shape: 'oval', letters: 'F', fill: '#1d3a8a', ink: '#ffffff' },
  hyundai: { shape: 'oval', letters: 'H', fill: '#0b2c5f', ink: '#ffffff' },
  jayco: { shape: 'square', letters: 'JC', fill: '#7c2d12', ink: '#ffffff' },
  jeep: { shape: 'square', letters: 'J', fill: '#3f4a2a', ink: '#ffffff' },
  kia: { shape: 'oval', letters: 'K', fill: '#111111', ink: '#ffffff' },
  mg: { shape: 'hexagon', letters: 'MG', fill: '#8b1a1a', ink: '#ffffff' },
  mazda: { shape: 'ring', letters: 'M', fill: '#374151', ink: '#ffffff' },
  'mercedes-benz': { shape: 'ring', letters: 'MB', fill: '#1f2937', ink: '#ffffff' },
  mitsubishi: { shape: 'diamond', letters: 'M', fill: '#b91c1c', ink: '#ffffff' },
  nissan: { shape: 'ring', letters: 'N', fill: '#4b5563', ink: '#ffffff' },
  ram: { shape: 'shield', letters: 'R', fill: '#292524', ink: '#ffffff' },
  subaru: { shape: 'oval', letters: 'S', fill: '#1e3a8a', ink: '#ffffff' },
  tesla: { shape: 'shield', letters: 'T', fill: '#991b1b', ink: '#ffffff' },
  toyota: { shape: 'oval', letters: 'T', fill: '#b91c1c', ink: '#ffffff' },
  volkswagen: { shape: 'ring', letters: 'VW', fill: '#1e40af', ink: '#ffffff' },
};

/** The drawn mark of a make, or null (the letter badge then stands in). Case and spacing do not matter. */
export function makeMark(make: string): MakeMark | null {
  return marks[make.trim().toLowerCase().replace(/\s+/g, '-')] ?? null;
}

/** The makes that have a mark (for tests and the Studio's preview). */
export const markedMakes = Object.keys(marks);
