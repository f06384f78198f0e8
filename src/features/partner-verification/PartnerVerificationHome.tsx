import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { VERIFICATION_STATUS } from '@/lib/partner-labels';
import { formatLongDate } from '@/shared/format';
import { isPartnerKind, VERIFY_PATHS } from '@/shared/partner-verification';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { ToneBadge } from '@/ui/StatusBadge';
import { useMyPartnerVerification } from './api';

/**
 * The dashboard home's panel for a partner not verified yet: where its verification stands and the
 * next step, linking to its /verify-* page. Once verified, nothing (an edit under review included),
 * but for an edit sent back with a reason: the partner's own home takes the page then.
 */
export function PartnerVerificationHome() {
  const { user } = useSession();
  const locale = useLocale();
  const partner = user !== null && isPartnerKind(user.role);
  const verification = useMyPartnerVerification(partner);
  if (!user || !isPartnerKind(user.role)) return null;
  if (verification.isPending) return <LoadingSpinner label={m.pv_loading()} />;
  if (verification.isError) {
    return <LoadProblem error={verification.error} what={m.pv_load_failed()} retryLabel={m.pv_retry()} onRetry={() => void verification.refetch()} retrying={verification.isFetching} />;
  }
  const v = verification.data;
  // A verified partner's edit sent back is news for its home too; otherwise its own home takes the page.
  if (v.verified && v.status !== 'changes_requested') return null;
  const started = v.business_name !== '' || v.documents.length > 0;
  const text =
    v.status === 'submitted'
      ? m.pv_in_review_body({ date: v.submitted_at ? formatLongDate(v.submitted_at, locale) : '' })
      : v.status === 'changes_requested'
        ? m.pv_changes_body()
        : v.status === 'rejected'
          ? m.pv_rejected_body()
          : m.pv_home_draft();
  const action = v.status === 'draft' ? (started ? m.pv_home_next_continue() : m.pv_gate_action_start()) : v.status === 'changes_requested' ? m.pv_edit() : m.pv_gate_action_view();
  return (
    <Box as="section" aria-labelledby="partner-verification-home" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="partner-verification-home">
            {m.pv_home_title()}
          </Heading>
          <ToneBadge tone={VERIFICATION_STATUS[v.status].tone}>{VERIFICATION_STATUS[v.status].label()}</ToneBadge>
        </HStack>
        <Text>{text}</Text>
        {v.reason ? <Text whiteSpace="pre-wrap" color="fg.muted">{`${m.pv_reason_label()}: ${v.reason}`}</Text> : null}
        <Button look={v.status === 'submitted' || v.status === 'rejected' ? 'secondary' : 'primary'} alignSelf="start" asChild>
          <Link to={VERIFY_PATHS[user.role]}>{action}</Link>
        </Button>
      </Stack>
    </Box>
  );
}
