import type { ReactNode } from 'react';
import { MakeMonogram } from '../MakeMonogram';
import { makeMark, type MakeMark, type MarkShape } from './make-marks';

/** Each shape on a 24×24 grid. */
const outlines: Record<MarkShape, (fill: string) => ReactNode> = {
  shield: (fill) => <path d="M12 1.5 21 4.5v7.2c0 5.2-3.8 9.3-9 10.8-5.2-1.5-9-5.6-9-10.8V4.5z" fill={fill} />,
  hexagon: (fill) => <path d="M12 1.5 21.1 6.75v10.5L12 22.5l-9.1-5.25V6.75z" fill={fill} />,
  oval: (fill) => <ellipse cx="12" cy="12" rx="11" ry="8.5" fill={fill} />,
  diamond: (fill) => <path d="M12 1 23 12 12 23 1 12z" fill={fill} />,
  square: (fill) => <rect x="1.5" y="1.5" width="21" height="21" rx="4" fill={fill} />,
  ring: (fill) => (
    <>
      <circle cx="12" cy="12" r="11" fill={fill} />
      <circle cx="12" cy="12" r="9" fill="none" stroke="#ffffff" strokeWidth="1" opacity="0.7" />
    </>
  ),
};

function DrawnMark({ mark, size }: { mark: MakeMark; size: number }) {
  const fontSize = mark.letters.length === 1 ? 11 : mark.letters.length === 2 ? 8.5 : 6.5;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-make-logo="drawn">
      {outlines[mark.shape](mark.fill)}
      <text x="12" y={12 + fontSize * 0.36} textAnchor="middle" fontSize={fontSize} fontWeight="800" fill={mark.ink} fontFamily="Georgia, 'Times New Roman', serif" letterSpacing="-0.3">
        {mark.letters}
      </text>
    </svg>
  );
}

/**
 * A make's logo in the make list and make tiles (§2): the drawn mark when the make has one,
 * otherwise the letter badge (§3 logo url null). Decorative: the make's name is always beside it.
 */
export function MakeLogo({ make, size = 24 }: { make: string; size?: number }) {
  const mark = makeMark(make);
  return mark ? <DrawnMark mark={mark} size={size} /> : <MakeMonogram make={make} size={size} />;
}
