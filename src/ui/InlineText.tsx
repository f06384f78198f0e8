import { Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { parseInlineLinks } from './inline-links';

/** Content text with its internal links as router links. */
export function InlineText({ text }: { text: string }): ReactNode {
  return parseInlineLinks(text).map((part, i) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <ChakraLink key={i} asChild color="brand.fg" textDecoration="underline">
        <Link to={part.to}>{part.label}</Link>
      </ChakraLink>
    ),
  );
}
