/** How deep a request's JSON may nest: our own bodies are two levels deep; 32 is generous. */
export const MAX_JSON_DEPTH = 32;

/**
 * Why a decoded value cannot be stored or sent on, naming where (`requests.0.params.query: …`), or
 * null when it can: text with a lone UTF-16 surrogate (JSON allows `"\ud800"`; Postgres, XML and
 * e-mail do not) or a NUL character (which Postgres text refuses), in a key or a value, or nesting
 * deeper than MAX_JSON_DEPTH. The web checks every request body with it at the door and the stock
 * importer every feed row, so crafted text is a 400 or a rejected row, never a 500 further down
 * (README "Holding under abuse", request bodies).
 */
export function malformedTextReason(value: unknown, path: string[] = []): string | null {
  const at = (message: string) => (path.length ? `${path.join('.')}: ${message}` : message);
  if (typeof value === 'string') {
    const reason = textReason(value);
    return reason && at(reason);
  }
  if (value === null || typeof value !== 'object') return null;
  if (path.length >= MAX_JSON_DEPTH) return at(`nested more than ${MAX_JSON_DEPTH} levels deep`);
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const keyReason = typeof key === 'string' ? textReason(key) : null;
    if (keyReason) return at(`a field name ${keyReason}`);
    const reason = malformedTextReason(item, [...path, String(key)]);
    if (reason) return reason;
  }
  return null;
}

function textReason(text: string): string | null {
  if (!text.isWellFormed()) return 'must be well-formed Unicode text (a lone surrogate was sent)';
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  return null;
}
