import { Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import type { DrawerTopLink as DrawerTopLinkProps } from './drawerTypes';

const look = { color: 'brand.fg', textStyle: 'sm', textDecoration: 'underline', alignSelf: 'flex-start' } as const;

/** In-app links navigate without a reload when the drawer sits inside the router; a plain link otherwise. */
export function DrawerTopLink({ label, href }: DrawerTopLinkProps) {
  const inRouter = useInRouterContext();
  if (!inRouter) return <ChakraLink href={href} {...look}>{label}</ChakraLink>;
  return (
    <ChakraLink asChild {...look}>
      <RouterLink to={href}>{label}</RouterLink>
    </ChakraLink>
  );
}
