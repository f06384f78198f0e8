import { Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// A sentence may end right after a link: "…at https://x.test/a." The dot is not the link's.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}»”’]+$/;

export interface TextPart {
  text: string;
  /** Set for a link: a path inside the app, or an absolute URL elsewhere. */
  href?: string;
  internal?: boolean;
}

/** Splits plain text into text and links; links to `origin` become app paths. */
export function splitLinks(text: string, origin: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const url = raw.replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (parsed) {
      const internal = parsed.origin === origin;
      parts.push({ text: url, href: internal ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href, internal });
    } else {
      parts.push({ text: url });
    }
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Plain text with every URL clickable; the app's own links stay in the app (router links). */
export function LinkedText({ text, origin = globalThis.location.origin }: { text: string; origin?: string }): ReactNode {
  return splitLinks(text, origin).map((part, i) => {
    if (!part.href) return part.text;
    return part.internal ? (
      <ChakraLink key={i} asChild color="brand.fg" wordBreak="break-all">
        <Link to={part.href}>{part.text}</Link>
      </ChakraLink>
    ) : (
      <ChakraLink key={i} href={part.href} color="brand.fg" wordBreak="break-all" rel="noreferrer">
        {part.text}
      </ChakraLink>
    );
  });
}
