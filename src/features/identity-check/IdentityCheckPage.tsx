import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import type { IdentityOverview } from '@/machines/identity-check.machine';
import { formatDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { ToneBadge } from '@/ui/StatusBadge';
import { useIdentityCheck } from './api';
import { useIdentityCheckFlow } from './flows';
import { SandboxCapture } from './SandboxCapture';
import { REASON_TEXT, STATUS } from './words';

/** Every attempt, newest first, with where it stands. */
function Attempts({ overview }: { overview: IdentityOverview }) {
  const locale = useLocale();
  if (overview.attempts.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="idc-attempts" gap="2">
      <Heading as="h2" id="idc-attempts" size="md">
        {m.idc_attempts_title()}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {overview.attempts.map((attempt) => (
          <HStack as="li" key={attempt.id} gap="3" wrap="wrap">
            <Text>{m.idc_attempt_line({ date: formatDate(attempt.started_at, locale) })}</Text>
            <ToneBadge tone={STATUS[attempt.status].tone}>{STATUS[attempt.status].label()}</ToneBadge>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

function IdentityCheckFlow({ overview }: { overview: IdentityOverview }) {
  const locale = useLocale();
  const [state, send] = useIdentityCheckFlow(overview);
  const { context } = state;
  const busy = state.hasTag('busy');
  const decidedAt = context.overview.decided_at;
  let body;
  if (state.matches('verified')) {
    body = (
      <Stack gap="2" role="status">
        <Heading as="h2" size="lg">{`✓ ${m.idc_verified_title()}`}</Heading>
        {decidedAt ? <Text>{m.idc_verified_on({ date: formatDate(decidedAt, locale) })}</Text> : null}
      </Stack>
    );
  } else if (state.matches('failed') || (state.matches('starting') && context.overview.status === 'failed')) {
    const reason = context.overview.reason;
    body = (
      <Stack gap="3">
        <FormProblem title={m.idc_failed_title()}>
          {reason ? REASON_TEXT[reason]() : null}
          {decidedAt ? ` ${m.idc_failed_on({ date: formatDate(decidedAt, locale) })}` : null}
        </FormProblem>
        <Box>
          <Button look="primary" loading={state.matches('starting')} loadingText={m.idc_starting()} onClick={() => send({ type: 'RETRY' })}>
            {m.idc_retry()}
          </Button>
        </Box>
      </Stack>
    );
  } else if (state.matches('processing')) {
    body = (
      <Stack gap="2" role="status">
        <LoadingSpinner size="md" label={m.idc_processing_title()} />
        <Heading as="h2" size="lg">
          {m.idc_processing_title()}
        </Heading>
        <Text>{m.idc_processing_body()}</Text>
      </Stack>
    );
  } else if (state.matches('capturing')) {
    const sending = state.matches({ capturing: 'sendingPhoto' }) ? (context.sending?.side ?? null) : null;
    body = (
      <SandboxCapture
        context={context}
        busy={busy}
        sendingSide={sending}
        submitting={state.matches({ capturing: 'submitting' })}
        failed={state.matches({ capturing: 'failed' })}
        onChoose={(side, file) => send({ type: 'CHOOSE', side, file })}
        onSubmit={(outcome) => send({ type: 'SUBMIT', outcome })}
      />
    );
  } else if (state.matches('redirecting')) {
    body = <LoadingSpinner size="md" label={m.idc_redirecting()} />;
  } else {
    // Idle, or starting from it: an open Stripe session is continued.
    const open = context.overview.status === 'started';
    body = (
      <Stack gap="3">
        <Text>{m.idc_start_hint()}</Text>
        {state.matches({ idle: 'failed' }) && context.problem ? <FormProblem title={m.idc_start_problem()}>{context.problem.message}</FormProblem> : null}
        <Box>
          <Button look="primary" loading={state.matches('starting')} loadingText={m.idc_starting()} onClick={() => send({ type: 'START' })}>
            {open ? m.idc_continue() : m.idc_start()}
          </Button>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack gap="8">
      {body}
      <Attempts overview={context.overview} />
    </Stack>
  );
}

function IdentityCheck() {
  usePageTitle(m.idc_page_title());
  const overview = useIdentityCheck();
  let body;
  if (overview.isPending) body = <LoadingSpinner size="lg" label={m.idc_loading()} />;
  else if (overview.isError) {
    body = <LoadProblem error={overview.error} what={m.idc_load_error()} retryLabel={m.idc_try_again()} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  } else body = <IdentityCheckFlow overview={overview.data} />;
  return (
    <PageColumn>
      <PageHeader title={m.idc_page_title()} description={m.idc_intro()} />
      {body}
    </PageColumn>
  );
}

/**
 * /candidate/kyc: the candidate's identity check (docs/product.md, "Onboarding"): a document photo
 * and a selfie, taken on the identity provider's page (or the sandbox's screen here), the result
 * shown when it arrives, a new attempt after a failure.
 */
export default function IdentityCheckPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <IdentityCheck />
    </RoleGate>
  );
}
