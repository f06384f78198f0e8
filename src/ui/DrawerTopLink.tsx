import { Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import type { DrawerTopLink as DrawerTopLinkProps } from './drawer-types';

const look = { color: 'brand.fg', textStyle: 'sm', textDecoration: 'underline', alignSelf: 'flex-start' } as const;

/**
 * In-app links navigate without a reload when the drawer sits inside the router; a
 * plain link otherwise. Following it closes the drawer, which would else stay open
 * over the next page.
 */
export function DrawerTopLink({ label, href, onFollow }: DrawerTopLinkProps & { onFollow: () => void }) {
  const inRouter = useInRouterContext();
  if (!inRouter) return <ChakraLink href={href} onClick={onFollow} {...look}>{label}</ChakraLink>;
  return (
    <ChakraLink asChild {...look}>
      <RouterLink to={href} onClick={onFollow}>{label}</RouterLink>
    </ChakraLink>
  );
}
