import type { CSSProperties } from 'react';

/**
 * The tool's few styles, on the Studio theme's own CSS variables so it follows light and dark mode.
 * Plain elements rather than @sanity/ui, which the Studio bundles but this workspace does not declare.
 */
export const muted: CSSProperties = { color: 'var(--card-muted-fg-color)', fontSize: 13 };
export const small: CSSProperties = { ...muted, fontSize: 12, margin: 0 };
export const card: CSSProperties = { border: '1px solid var(--card-border-color)', borderRadius: 6, padding: 12, listStyle: 'none' };
export const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' };
export const button: CSSProperties = { font: 'inherit', fontSize: 13, padding: '4px 10px', borderRadius: 4, border: '1px solid var(--card-border-color)', background: 'transparent', color: 'inherit', cursor: 'pointer' };

const tones = {
  positive: { background: '#e3f6ea', color: '#0b6b2f' },
  caution: { background: '#fdf3d8', color: '#7a5200' },
  critical: { background: '#fde7e7', color: '#a4161a' },
  primary: { background: '#e6effd', color: '#1d4ed8' },
} as const;

export const badge = (tone: keyof typeof tones): CSSProperties => ({ ...tones[tone], borderRadius: 999, padding: '2px 8px', fontSize: 12, fontWeight: 600 });
