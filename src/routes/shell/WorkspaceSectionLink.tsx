import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { Section } from './workspace-sections';

/**
 * One signed-in section as a link, the current one marked: the same in the dashboard's row
 * (DashboardLayout) and the phone menu (SiteHeader); each may add to the look.
 */
export function WorkspaceSectionLink({ section, ...look }: { section: Section } & Omit<LinkProps, 'children'>) {
  return (
    <ChakraLink
      asChild
      display="block"
      px="3"
      py="2"
      borderRadius="md"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'gray.subtle', textDecoration: 'none' }}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
      {...look}
    >
      <NavLink to={section.to} end={section.end}>
        {section.label()}
      </NavLink>
    </ChakraLink>
  );
}
