import { Box, Card, Heading, HStack, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { experienceLabel, jobRoleLabel } from '@/lib/labels';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { FEES } from '@/shared/fees';
import { typicalMonthlyCost } from '@/shared/typical-cost';
import { isSolutionIndustry, loadSolutionPage, type SolutionContent, type SolutionIndustry, type SolutionRole } from './solution-pages';

const POST_A_JOB = '/dashboard/activity/jobs/select-method';
const EMPLOYER_SIGNUP = '/signup/employer';

/** One component for every industry's solution page, at `/solutions/:industry`. */
export default function SolutionPage() {
  const { industry } = useParams();
  if (!isSolutionIndustry(industry)) return <UnknownIndustry />;
  return <IndustryPage industry={industry} />;
}

function UnknownIndustry() {
  usePageTitle(m.public_solution_not_found_title());
  return (
    <PageColumn maxW="3xl">
      <NotFoundNotice
        title={m.public_solution_not_found_title()}
        body={m.public_solution_not_found_body()}
        linkTo="/hire-staff"
        linkText={m.public_solution_not_found_link()}
      />
    </PageColumn>
  );
}

function IndustryPage({ industry }: { industry: SolutionIndustry }) {
  const locale = useLocale();
  const page = useQuery({
    queryKey: ['content', 'solutions', industry, locale],
    queryFn: () => loadSolutionPage(industry, locale),
    staleTime: Infinity,
  });
  usePageTitle(page.data?.title ?? m.ui_loading());
  useMetaDescription(page.data?.description);

  if (page.data) return <Solution page={page.data} />;
  return (
    <PageColumn>
      {page.isError ? (
        <LoadProblem
          error={page.error}
          what={m.public_solution_load_failed()}
          retryLabel={m.public_retry()}
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      ) : (
        <LoadingSpinner size="lg" />
      )}
    </PageColumn>
  );
}

function CallsToAction() {
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button look="primary" size="lg" asChild>
        <Link to={POST_A_JOB}>{m.public_solution_post_job()}</Link>
      </Button>
      <Button look="secondary" size="lg" asChild>
        <Link to={EMPLOYER_SIGNUP}>{m.public_solution_signup()}</Link>
      </Button>
    </HStack>
  );
}

function Solution({ page }: { page: SolutionContent }) {
  const locale = useLocale();
  return (
    <PageColumn as="article" gap="12">
      <Stack as="header" gap="5" maxW="3xl">
        <Heading as="h1" size="4xl">
          {page.headline}
        </Heading>
        <Text textStyle="lg" lineHeight="tall">
          {page.intro}
        </Text>
        <CallsToAction />
      </Stack>

      <Stack as="section" aria-labelledby="solution-roles" gap="5">
        <Heading as="h2" id="solution-roles" size="2xl">
          {m.public_solution_roles_heading()}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5">
          {page.roles.map((role) => (
            <RoleCard key={role.id} role={role} />
          ))}
        </SimpleGrid>
        <Text color="fg.muted" textStyle="sm">
          {m.public_solution_setup_note({ fee: formatMoney(FEES.onboardingSetup, locale) })}
        </Text>
      </Stack>

      <Stack as="section" aria-labelledby="solution-how" gap="4" maxW="3xl">
        <Heading as="h2" id="solution-how" size="2xl">
          {m.public_solution_how_heading()}
        </Heading>
        <List.Root as="ol" ps="6" gap="3" lineHeight="tall">
          {page.how_it_works.map((step, i) => (
            <List.Item key={i}>{step}</List.Item>
          ))}
        </List.Root>
      </Stack>

      <Stack as="section" aria-labelledby="solution-faq" gap="4" maxW="3xl">
        <Heading as="h2" id="solution-faq" size="2xl">
          {m.public_solution_faq_heading()}
        </Heading>
        <Stack gap="3">
          {page.faq.map((item, i) => (
            <Box as="details" key={i} borderWidth="1px" borderRadius="l2" bg="bg.panel" px="4" py="3">
              <Box as="summary" cursor="pointer" fontWeight="semibold">
                {item.q}
              </Box>
              <Text mt="3" lineHeight="tall">
                {item.a}
              </Text>
            </Box>
          ))}
        </Stack>
      </Stack>

      <Stack as="section" aria-labelledby="solution-cta" gap="4" bg="bg.subtle" borderRadius="l3" p={{ base: 5, md: 8 }}>
        <Heading as="h2" id="solution-cta" size="2xl">
          {m.public_solution_cta_heading()}
        </Heading>
        <Text>{m.public_solution_cta_body()}</Text>
        <CallsToAction />
      </Stack>
    </PageColumn>
  );
}

function RoleCard({ role }: { role: SolutionRole }) {
  const locale = useLocale();
  const cost = typicalMonthlyCost(role.id, role.level);
  const name = jobRoleLabel(role.id);
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3">
        <Heading as="h3" size="lg">
          {name}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {m.public_solution_level({ level: experienceLabel(role.level) })}
        </Text>
        <Text lineHeight="tall">{role.summary}</Text>
        <Box>
          <Text textStyle="sm" fontWeight="semibold">
            {m.public_solution_typical_cost()}
          </Text>
          <Text textStyle="2xl" fontWeight="bold">
            {formatMoney(cost.totalCents, locale)}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {m.public_solution_cost_split({
              salary: formatMoney(cost.salaryCents, locale),
              fee: formatMoney(cost.serviceFeeCents, locale),
            })}
          </Text>
        </Box>
      </Card.Body>
      <Card.Footer>
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to={`/hire-staff/${role.id}`}>{m.public_solution_role_link({ role: name })}</Link>
        </ChakraLink>
      </Card.Footer>
    </Card.Root>
  );
}
