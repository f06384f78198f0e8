import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';

/** A plain link back to the list a page belongs to. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </ChakraLink>
  );
}
