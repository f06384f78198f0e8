import { Box, Heading, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { PageColumn } from '@/ui/PageColumn';
import { topicsFor } from './help-content';
import { HelpAnswers } from './HelpAnswers';
import { HelpHeader } from './HelpHeader';

type Role = components['schemas']['Role'];
type Shortcut = { to: string; label: () => string };

const employer: Shortcut[] = [
  { to: '/dashboard/activity/jobs', label: m.help_account_employer_jobs },
  { to: '/dashboard/activity/job-applications', label: m.help_account_employer_applicants },
  { to: '/dashboard/activity/interviews', label: m.help_account_employer_interviews },
  { to: '/dashboard/activity/offers', label: m.help_account_employer_offers },
  { to: '/hire-staff/checkout', label: m.help_account_employer_checkout },
  { to: '/dashboard/activity/staffs', label: m.help_account_employer_staff },
  { to: '/settings/billing', label: m.help_account_employer_billing },
  { to: '/settings/billing/transactions', label: m.help_account_employer_payments },
  { to: '/pricing/estimate', label: m.help_account_employer_estimates },
  { to: '/grants/apply', label: m.help_account_employer_grants },
];
const candidate: Shortcut[] = [
  { to: '/profile', label: m.help_account_candidate_profile },
  { to: '/jobs', label: m.help_account_candidate_jobs },
  { to: '/dashboard/candidate/applied-jobs', label: m.help_account_candidate_applications },
  { to: '/dashboard/candidate/job-interviews', label: m.help_account_candidate_interviews },
  { to: '/dashboard/candidate/job-offers', label: m.help_account_candidate_offers },
  { to: '/Candidate/ActiveJob', label: m.help_account_candidate_active_job },
];
const partner: Shortcut[] = [
  { to: '/dashboard', label: m.help_account_partner_dashboard },
  { to: '/partnership', label: m.help_account_partner_verification },
  { to: '/debpo', label: m.help_account_partner_accreditation },
];
const reachUs: Shortcut[] = [
  { to: '/contact-us', label: m.help_account_contact },
  { to: '/Privacy-Inquiry', label: m.help_account_privacy },
  { to: '/Request-Personal-Data', label: m.help_account_export },
  { to: '/settings/security', label: m.help_account_security },
  { to: '/help', label: m.help_account_public_help },
];

function shortcutsFor(role: Role | undefined): { heading: () => string; items: Shortcut[] } | undefined {
  switch (role) {
    case 'employer':
      return { heading: m.help_account_for_employer, items: employer };
    case 'candidate':
      return { heading: m.help_account_for_candidate, items: candidate };
    case 'agent':
    case 'business_agent':
    case 'bpo':
    case 'saa':
    case 'ba':
      return { heading: m.help_account_for_partner, items: partner };
    default:
      return undefined;
  }
}

function Links({ items }: { items: Shortcut[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none">
      {items.map((item) => (
        <Box as="li" key={item.to} borderWidth="1px" borderRadius="l2" bg="bg.panel" px="4" py="3">
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to={item.to}>{item.label()}</Link>
          </ChakraLink>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** `/account/help` (signed in): the user's own pages and answers first, then the rest, then how to reach us. */
export default function AccountHelpPage() {
  usePageTitle(m.help_account_title());
  useMetaDescription(m.help_account_intro());
  const { user } = useSession();
  const own = shortcutsFor(user?.role);
  return (
    <PageColumn maxW="4xl" gap="10">
      <HelpHeader title={m.help_account_title()} intro={m.help_account_intro()} />
      {own && (
        <Stack as="section" aria-labelledby="account-help-own" gap="4">
          <Heading as="h2" id="account-help-own" size="xl">
            {own.heading()}
          </Heading>
          <Links items={own.items} />
        </Stack>
      )}
      <Stack as="section" aria-labelledby="account-help-answers" gap="4">
        <Heading as="h2" id="account-help-answers" size="xl">
          {m.help_account_answers()}
        </Heading>
        <HelpAnswers headingLevel={3} first={topicsFor(user?.role)} />
      </Stack>
      <Stack as="section" aria-labelledby="account-help-more" gap="4">
        <Heading as="h2" id="account-help-more" size="xl">
          {m.help_account_more()}
        </Heading>
        <Links items={reachUs} />
      </Stack>
    </PageColumn>
  );
}
