/**
 * A make's logo. Manufacturer logo files are not shipped offline (some are null in the feed too,
 * §3), so each make gets a generated monogram in a stable colour.
 */
export function MakeMonogram({ make, size = 24 }: { make: string; size?: number }) {
  let hash = 0;
  for (const char of make) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const letters = make.replace(/[^A-Za-z0-9]/g, '').slice(0, 2).toUpperCase();
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill={`hsl(${hue} 45% 30%)`} />
      <text x="12" y="15.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">{letters}</text>
    </svg>
  );
}
