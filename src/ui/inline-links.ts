export type InlinePart = { kind: 'text'; text: string } | { kind: 'link'; label: string; to: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;

/** Only a path on this site: one leading slash (not `//host`), no scheme, no spaces or backslashes. */
const isInternalPath = (to: string) => /^\/(?![/\\])[^\s\\]*$/.test(to);

/**
 * Splits content text into plain text and `[label](/path)` links. Anything that is
 * not an internal path (another site, `javascript:`, a relative path) stays text: its label.
 */
export function parseInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let rest = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += piece;
    else parts.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(LINK)) {
    const [whole] = match;
    const label = match[1]!;
    const to = match[2]!;
    push(text.slice(rest, match.index));
    if (isInternalPath(to)) parts.push({ kind: 'link', label, to });
    else push(label);
    rest = match.index + whole.length;
  }
  push(text.slice(rest));
  return parts;
}

