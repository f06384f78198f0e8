import { Box, HStack } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { sectionsFor } from './shell/workspace-sections';
import { WorkspaceSectionLink } from './shell/WorkspaceSectionLink';

/**
 * The signed-in pages' own navigation, under the site header, from `md` up. On a
 * phone the same sections are in the header's menu (SiteHeader), so nothing here
 * scrolls sideways or pushes the page down.
 */
export function DashboardLayout() {
  const { user } = useSession();
  return (
    <>
      <Box borderBottomWidth="1px" bg="bg.panel" hideBelow="md">
        <Box as="nav" aria-label={m.dash_nav_label()} maxW="6xl" mx="auto" px={{ base: 2, md: 4 }} overflowX="auto">
          <HStack as="ul" listStyleType="none" gap="1" py="2" minW="max-content">
            {sectionsFor(user?.role).map((section) => (
              <li key={section.to}>
                <WorkspaceSectionLink
                  section={section}
                  whiteSpace="nowrap"
                  _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', boxShadow: 'inset 0 -2px 0 {colors.brand.solid}' }}
                />
              </li>
            ))}
          </HStack>
        </Box>
      </Box>
      <Outlet />
    </>
  );
}
