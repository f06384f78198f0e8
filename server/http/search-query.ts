/**
 * A `q` parameter as a prefix tsquery for the `search` columns ('simple' config):
 * every word must match the start of a word, so "dev reac" finds "React developer".
 * Only letters and digits survive, so no input can break the tsquery syntax.
 * Null when nothing searchable is left.
 */
export function toPrefixQuery(q: string | undefined): string | null {
  if (!q) return null;
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
