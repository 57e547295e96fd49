import { partImageIcons, type PartImageIcon } from '@dealer/stock';

/**
 * The drawn picture of a part category (no image CDN offline, §7): a rounded tile with a simple
 * line drawing, served as SVG at /parts/images/{icon}.svg. A real feed's own image paths win.
 */
const drawings: Readonly<Record<PartImageIcon, string>> = {
  exterior: '<path d="M20 70 L32 48 H88 L100 70 Z"/><circle cx="38" cy="74" r="8"/><circle cx="82" cy="74" r="8"/>',
  interior: '<path d="M40 30 H70 V70 H40 Z"/><path d="M40 70 L34 92 H76 L70 70"/>',
  mats: '<path d="M30 30 H60 L66 90 H24 Z"/><path d="M70 30 H96 L100 90 H74 Z"/>',
  roof: '<path d="M20 80 L32 58 H88 L100 80 Z"/><path d="M28 48 H92 M40 48 V58 M80 48 V58"/>',
  towing: '<path d="M20 60 H70"/><circle cx="82" cy="60" r="10"/><path d="M70 60 V80"/>',
  lighting: '<circle cx="50" cy="60" r="22"/><path d="M78 44 H100 M80 60 H104 M78 76 H100"/>',
  wheels: '<circle cx="60" cy="60" r="34"/><circle cx="60" cy="60" r="10"/><path d="M60 26 V50 M60 70 V94 M26 60 H50 M70 60 H94"/>',
  service: '<path d="M36 88 L76 48"/><circle cx="84" cy="40" r="14"/><circle cx="32" cy="92" r="6"/>',
};

export function isPartImageIcon(name: string): name is PartImageIcon {
  return (partImageIcons as readonly string[]).includes(name);
}

export function partPictureSvg(icon: PartImageIcon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="480" height="480"><rect width="120" height="120" rx="12" fill="#eef1f4"/><g fill="none" stroke="#3f4a57" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${drawings[icon]}</g></svg>`;
}
