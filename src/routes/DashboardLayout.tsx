import { Box, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import { useSession } from '@/lib/app-actors';

type Role = components['schemas']['Role'];

interface Section {
  to: string;
  label: () => string;
  /** Only this exact path marks the link current (the overview would otherwise match every page under it). */
  end?: boolean;
}

const overview: Section = { to: '/dashboard', label: m.dash_nav_overview, end: true };

const employerSections: Section[] = [
  overview,
  { to: '/dashboard/activity/jobs', label: m.dash_nav_jobs },
  { to: '/dashboard/activity/job-applications', label: m.dash_nav_applicants },
  { to: '/dashboard/activity/interviews', label: m.dash_nav_interviews },
  { to: '/dashboard/activity/offers', label: m.dash_nav_offers },
  { to: '/dashboard/activity/staffs', label: m.dash_nav_staff },
  { to: '/employer/search', label: m.dash_nav_find_talent },
];

const candidateSections: Section[] = [
  { to: '/dashboard', label: m.dash_nav_home, end: true },
  { to: '/jobs', label: m.dash_nav_find_jobs },
  { to: '/dashboard/candidate/applied-jobs', label: m.dash_nav_applications },
  { to: '/dashboard/candidate/job-interviews', label: m.dash_nav_interviews },
  { to: '/dashboard/candidate/job-offers', label: m.dash_nav_offers },
  { to: '/Candidate/ActiveJob', label: m.dash_nav_my_job },
  { to: '/profile', label: m.dash_nav_profile },
];

function sectionsFor(role: Role | undefined): Section[] {
  if (role === 'employer') return employerSections;
  if (role === 'candidate') return candidateSections;
  return [overview];
}

/**
 * The signed-in pages' own navigation, under the site header. On a phone the row
 * scrolls sideways rather than wrapping into a block that pushes the page down.
 */
export function DashboardLayout() {
  const { user } = useSession();
  return (
    <>
      <Box borderBottomWidth="1px" bg="bg.panel">
        <Box as="nav" aria-label={m.dash_nav_label()} maxW="6xl" mx="auto" px={{ base: 2, md: 4 }} overflowX="auto">
          <HStack as="ul" listStyleType="none" gap="1" py="2" minW="max-content">
            {sectionsFor(user?.role).map((section) => (
              <li key={section.to}>
                <ChakraLink
                  asChild
                  display="block"
                  px="3"
                  py="2"
                  borderRadius="md"
                  whiteSpace="nowrap"
                  color="fg"
                  textDecoration="none"
                  _hover={{ bg: 'gray.subtle', textDecoration: 'none' }}
                  _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', boxShadow: 'inset 0 -2px 0 {colors.brand.solid}' }}
                >
                  <NavLink to={section.to} end={section.end}>
                    {section.label()}
                  </NavLink>
                </ChakraLink>
              </li>
            ))}
          </HStack>
        </Box>
      </Box>
      <Outlet />
    </>
  );
}
