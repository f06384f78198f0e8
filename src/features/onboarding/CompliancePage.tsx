import { Box, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { usePageTitle } from '@/lib/use-page-title';
import { browserTimeZone, dayIn } from '@/shared/time-zones';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { useCompliance, type ComplianceOverview } from './api';
import { DocumentCard } from './DocumentCard';

/** The other half of the candidate's onboarding paperwork (src/features/intake-survey). */
const INTAKE_SURVEY_PATH = '/candidate/intake/survey';

function Documents({ overview }: { overview: ComplianceOverview }) {
  const today = dayIn(new Date(), browserTimeZone());
  const total = overview.requirements.length;
  const approved = overview.requirements.filter((requirement) => requirement.status === 'approved').length;
  const progress = m.onb_progress({ approved, total });
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Box
          role="progressbar"
          aria-label={m.onb_page_title()}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={approved}
          aria-valuetext={progress}
          h="2.5"
          borderRadius="full"
          bg="bg.emphasized"
          overflow="hidden"
        >
          <Box h="full" w={`${total > 0 ? (approved / total) * 100 : 0}%`} bg="green.solid" borderRadius="full" />
        </Box>
        <Text role="status" fontWeight="semibold">
          {overview.complete ? m.onb_complete() : progress}
        </Text>
      </Stack>
      {overview.requirements.map((requirement) => (
        // A new card when the server's document changes: its machine starts from what the server says.
        <DocumentCard key={`${requirement.kind}:${requirement.document?.id ?? 'none'}:${requirement.status}`} requirement={requirement} today={today} />
      ))}
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
