import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { allows } from '@/shared/lifecycle/lifecycle';
import { applicationMachine } from '@/shared/lifecycle/application.machine';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { StatusBadge } from '@/ui/StatusBadge';
import type { Applicant } from './api';
import { useApplicantAction } from './flows';
import { InterviewForm } from './InterviewForm';

/** A client's applicant as the agent sees it, with what the agent may do next: shortlist, invite to an interview. */
export function ApplicantItem({ applicant }: { applicant: Applicant }) {
  const name = `${applicant.candidate.firstname} ${applicant.candidate.lastname}`;
  const [scheduling, setScheduling] = useState(false);
  const [state, send] = useApplicantAction(applicant.id, name, () => setScheduling(false));
  const busy = state.matches('submitting');
  const action = (state.context.values as { action?: string } | null)?.action;
  const canShortlist = allows(applicationMachine, applicant.status, { type: 'SHORTLIST' });
  const canInterview = allows(applicationMachine, applicant.status, { type: 'INTERVIEW' });
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Text fontWeight="semibold" fontSize="lg">
            {name}
          </Text>
          <StatusBadge kind="application" status={applicant.status} />
        </HStack>
        <Text color="fg.muted">
          {applicant.candidate.headline ? `${applicant.candidate.headline} · ` : ''}
          {m.agc_applied_to({ job: applicant.job.title })}
        </Text>
        {canShortlist || canInterview ? (
          <HStack gap="3" wrap="wrap">
            {canShortlist ? (
              <Button
                look="primary"
                size="sm"
                loading={busy && action === 'shortlist'}
                disabled={busy}
                aria-label={m.agc_shortlist_named({ name })}
                onClick={() => send({ type: 'SUBMIT', values: { action: 'shortlist' } })}
              >
                {m.agc_shortlist()}
              </Button>
            ) : null}
            {canInterview ? (
              <Button look="secondary" size="sm" disabled={busy || scheduling} aria-expanded={scheduling} aria-label={m.agc_schedule_named({ name })} onClick={() => setScheduling(true)}>
                {m.agc_schedule()}
              </Button>
            ) : null}
          </HStack>
        ) : null}
        {scheduling ? (
          <InterviewForm
            id={`interview-${applicant.id}`}
            busy={busy && action === 'interview'}
            onSend={(invite) => send({ type: 'SUBMIT', values: { action: 'interview', invite } })}
            onCancel={() => setScheduling(false)}
          />
        ) : null}
        {state.matches('failed') && state.context.problem ? <FormProblem title={m.agc_action_failed()}>{state.context.problem.message}</FormProblem> : null}
      </Stack>
    </Box>
  );
}
