import { Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An http(s) address up to the next space; closing punctuation after it belongs to the sentence. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'’”»]+$/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A message's text in parts: plain text, and the http(s) addresses in it that parse as such. */
export function messageParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    let href: string | null = null;
    try {
      const url = new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', text: raw, href });
    at = start + raw.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/**
 * A message's text as people wrote it (docs/product.md, "Messages": plain text, never HTML): React
 * renders every part as text, and only http(s) addresses become links, opened in a new tab without
 * giving the page to them (`noopener noreferrer`) or vouching for them (`nofollow`). Any other
 * scheme (`javascript:`, `data:`) stays text. Line breaks are kept by the bubble's `white-space`.
 */
export function MessageText({ text }: { text: string }): ReactNode {
  return messageParts(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <ChakraLink key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" color="inherit" textDecoration="underline" wordBreak="break-all">
        {part.text}
      </ChakraLink>
    ),
  );
}
