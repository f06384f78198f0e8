import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { usePageTitle } from '@/lib/use-page-title';
import { browserTimeZone, dayIn } from '@/shared/time-zones';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { ProgressBar } from '@/ui/ProgressBar';
import { useCompliance, type ComplianceOverview } from './api';
import { AgreementsSection } from './AgreementsSection';
import { DocumentCard } from './DocumentCard';

/** The other half of the candidate's onboarding paperwork (src/features/intake-survey). */
const INTAKE_SURVEY_PATH = '/candidate/intake/survey';
/** The identity check, the third piece before work (src/features/identity-check). */
const IDENTITY_CHECK_PATH = '/candidate/kyc';

function IdentityCheckCard() {
  return (
    <Box as="section" aria-labelledby="compliance-identity-check" p="5" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="2">
        <Heading as="h2" id="compliance-identity-check" size="lg">
          {m.idc_compliance_link_title()}
        </Heading>
        <Text color="fg.muted">{m.idc_compliance_link_body()}</Text>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to={IDENTITY_CHECK_PATH}>{m.idc_compliance_link()}</Link>
        </ChakraLink>
      </Stack>
    </Box>
  );
}

function Documents({ overview }: { overview: ComplianceOverview }) {
  const today = dayIn(new Date(), browserTimeZone());
  const total = overview.requirements.length;
  const approved = overview.requirements.filter((requirement) => requirement.status === 'approved').length;
  const progress = m.onb_progress({ approved, total });
  return (
    <Stack gap="6">
      <Stack gap="2">
        <ProgressBar label={m.onb_page_title()} value={approved} max={total} valueText={progress} />
        <Text role="status" fontWeight="semibold">
          {overview.complete ? m.onb_complete() : progress}
        </Text>
      </Stack>
      {overview.requirements.map((requirement) => (
        // A new card when the server's document changes: its machine starts from what the server says.
        <DocumentCard key={`${requirement.kind}:${requirement.document?.id ?? 'none'}:${requirement.status}`} requirement={requirement} today={today} />
      ))}
      <AgreementsSection />
      <IdentityCheckCard />
    </Stack>
  );
}

function Compliance() {
  usePageTitle(m.onb_page_title());
  const overview = useCompliance();
  let body;
  if (overview.isPending) body = <LoadingSpinner size="lg" label={m.onb_loading()} />;
  else if (overview.isError) {
    body = (
      <LoadProblem error={overview.error} what={m.onb_load_error()} retryLabel={m.onb_try_again()} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
    );
  } else body = <Documents overview={overview.data} />;
  return (
    <PageColumn>
      <PageHeader title={m.onb_page_title()} description={m.onb_intro()} link={{ to: INTAKE_SURVEY_PATH, label: m.onb_intake_link() }} />
      {body}
    </PageColumn>
  );
}

/**
 * /candidate/compliance: the documents the candidate's country asks for before work starts
 * (docs/product.md, "Onboarding"), each handed in, replaced or removed, with its review.
 */
export default function CompliancePage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <Compliance />
    </RoleGate>
  );
}
