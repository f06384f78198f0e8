import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { industryLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { FEES, serviceFeeCents } from '@/shared/fees';
import { Button } from '@/ui/Button';
import { CardGrid } from '@/ui/CardGrid';
import { PageHero } from '@/ui/PageHero';
import { EMPLOYER_SIGNUP_PATH, POST_JOB_PATH, SEARCH_PATH } from './paths';
import { ROLES_BY_INDUSTRY } from '@/lib/role-groups';
import { RoleCostTable } from './RoleCostTable';

// A public page: kept free of forms, machines and the API so it loads at once.

const promises = [
  { title: m.talent_hire_promise_flexible_title, body: m.talent_hire_promise_flexible_body },
  { title: m.talent_hire_promise_vetted_title, body: m.talent_hire_promise_vetted_body },
  { title: m.talent_hire_promise_payroll_title, body: m.talent_hire_promise_payroll_body },
];

const steps = [
  { title: m.talent_hire_step_post_title, body: m.talent_hire_step_post_body },
  { title: m.talent_hire_step_interview_title, body: m.talent_hire_step_interview_body },
  { title: m.talent_hire_step_offer_title, body: m.talent_hire_step_offer_body },
  { title: m.talent_hire_step_pay_title, body: m.talent_hire_step_pay_body },
];

const industryHeadingId = (industry: string) => `industry-${industry}`;

/** /hire-staff: what we do for a business that hires, how it goes, and what each role costs. */
export default function HireStaffPage() {
  usePageTitle(m.talent_hire_title());
  const locale = useLocale();
  const fee = formatMoney(serviceFeeCents('intermediate'), locale);
  return (
    <Box>
      <PageHero title={m.talent_hire_headline()} lead={m.talent_hire_lead()}>
        <HiringActions />
      </PageHero>

      <Stack maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="12" gap="16">
        <Stack as="section" aria-labelledby="what-we-do" gap="6">
          <Heading as="h2" id="what-we-do" size="2xl">
            {m.talent_hire_what_title()}
          </Heading>
          <CardGrid columns={{ base: 1, md: 3 }} cards={promises.map((promise) => ({ title: promise.title(), body: promise.body() }))} />
        </Stack>

        <Stack as="section" aria-labelledby="how-hiring-works" gap="6">
          <Heading as="h2" id="how-hiring-works" size="2xl">
            {m.talent_hire_how_title()}
          </Heading>
          <CardGrid numbered columns={{ base: 1, md: 2, lg: 4 }} cards={steps.map((step) => ({ title: step.title(), body: step.body() }))} />
        </Stack>

        <Stack as="section" aria-labelledby="roles-we-staff" gap="6">
          <Stack gap="2">
            <Heading as="h2" id="roles-we-staff" size="2xl">
              {m.talent_hire_roles_title()}
            </Heading>
            <Text color="fg.muted" maxW="3xl">
              {m.talent_hire_roles_intro({ fee })}
            </Text>
            <Text color="fg.muted" maxW="3xl">
              {m.talent_hire_roles_extras({ setup: formatMoney(FEES.onboardingSetup, locale) })}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
            {ROLES_BY_INDUSTRY.map(({ industry, roles }) => (
              <Stack key={industry} gap="3" minW="0">
                <Heading as="h3" id={industryHeadingId(industry)} size="lg">
                  {industryLabel(industry)}
                </Heading>
                <RoleCostTable roles={roles} labelledBy={industryHeadingId(industry)} locale={locale} />
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack as="section" aria-labelledby="ready-to-hire" gap="4" p={{ base: 6, md: 10 }} borderRadius="xl" bg="brand.50" align="flex-start">
          <Heading as="h2" id="ready-to-hire" size="2xl">
            {m.talent_hire_ready_title()}
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            {m.talent_hire_ready_body()}
          </Text>
          <HiringActions />
        </Stack>
      </Stack>
    </Box>
  );
}

/** What to do next depends on who is reading: a visitor signs up, an employer gets to work. */
function HiringActions() {
  const { status, user } = useSession();
  if (status === 'authenticated' && user?.role === 'employer') {
    return (
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button size="lg" asChild>
          <Link to={POST_JOB_PATH}>{m.talent_post_job()}</Link>
        </Button>
        <Button look="secondary" size="lg" asChild>
          <Link to={SEARCH_PATH}>{m.talent_find_talent()}</Link>
        </Button>
      </Stack>
    );
  }
  if (status === 'authenticated') return <Text fontWeight="medium">{m.talent_hire_other_role()}</Text>;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
      <Button size="lg" asChild>
        <Link to={EMPLOYER_SIGNUP_PATH}>{m.talent_hire_sign_up()}</Link>
      </Button>
      <Button look="secondary" size="lg" asChild>
        <Link to="/login">{m.ui_sign_in()}</Link>
      </Button>
    </Stack>
  );
}
