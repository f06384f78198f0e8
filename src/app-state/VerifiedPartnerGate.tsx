import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { $api } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { isPartnerKind, VERIFY_PATHS } from '@/shared/partner-verification';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';

export interface VerifiedPartnerGateProps {
  children: ReactNode;
}

/**
 * Shows a partner's page only once its business is verified (server/partners/verified-partner.ts
 * refuses every call otherwise): before that, it says where the verification stands and links to
 * the partner's /verify-* page, instead of a page whose every read answers PARTNER_NOT_VERIFIED.
 * A verified partner whose later edit waits for review keeps its pages. Other roles pass through:
 * the page's own RoleGate answers them.
 */
export function VerifiedPartnerGate({ children }: VerifiedPartnerGateProps) {
  const { user } = useSession();
  const role = user?.role;
  const partner = isPartnerKind(role);
  const verification = $api.useQuery('get', '/partner/verification', {}, { enabled: partner });
  if (!partner) return children;
  if (verification.isPending) return <LoadingSpinner size="lg" label={m.pv_loading()} />;
  if (verification.isError) {
    return <LoadProblem error={verification.error} what={m.pv_load_failed()} retryLabel={m.pv_retry()} onRetry={() => void verification.refetch()} retrying={verification.isFetching} />;
  }
  if (verification.data.verified) return children;
  return <NotVerified status={verification.data.status} to={VERIFY_PATHS[role]} />;
}

const REASON = {
  draft: m.pv_gate_not_started,
  submitted: m.pv_gate_submitted,
  changes_requested: m.pv_gate_changes_requested,
  rejected: m.pv_gate_rejected,
  // Not reached (a verified partner sees its page); said as for a draft should the states cross.
  verified: m.pv_gate_not_started,
} as const;

function NotVerified({ status, to }: { status: keyof typeof REASON; to: string }) {
  usePageTitle(m.pv_gate_title());
  return (
    <Stack gap="4" maxW="2xl" py="4" role="region" aria-labelledby="verified-partner-gate">
      <Heading as="h2" size="lg" id="verified-partner-gate">
        {m.pv_gate_title()}
      </Heading>
      <Text>{REASON[status]()}</Text>
      <Button look="primary" alignSelf="flex-start" asChild>
        <Link to={to}>{status === 'draft' ? m.pv_gate_action_start() : m.pv_gate_action_view()}</Link>
      </Button>
    </Stack>
  );
}
