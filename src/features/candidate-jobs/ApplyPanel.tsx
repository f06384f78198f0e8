import { Box, Heading, HStack, Link as ChakraLink, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { APPLY_NOTE_MAX, type ApplicationRef } from '@/machines/job-application.machine';
import type { FromState } from '@/lib/from-state';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { StatusBadge } from '@/ui/StatusBadge';
import type { JobView } from './api';
import { useJobApplication } from './flows';
import { APPLIED_JOBS_PATH } from './paths';

function Panel({ children }: { children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby="apply-heading" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Heading as="h2" id="apply-heading" size="lg">
        {m.cand_apply_heading()}
      </Heading>
      {children}
    </Stack>
  );
}

function ApplicationsLink() {
  return (
    <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
      <Link to={APPLIED_JOBS_PATH}>{m.cand_apply_see_applications()}</Link>
    </ChakraLink>
  );
}

function ApplicationStatus({ application, lead }: { application: ApplicationRef; lead: string }) {
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Text>{lead}</Text>
        <StatusBadge kind="application" status={application.status} />
      </HStack>
      <ApplicationsLink />
    </Stack>
  );
}

/** Visitors sign in (or sign up) and come back here to apply. */
function SignInToApply() {
  const location = useLocation();
  const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return (
    <Panel>
      <Text>{m.cand_apply_sign_in_lead()}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <Link to="/login" state={state}>
            {m.cand_apply_sign_in()}
          </Link>
        </Button>
        <Button look="secondary" asChild>
          <Link to="/signup/candidate" state={state}>
            {m.cand_apply_sign_up()}
          </Link>
        </Button>
      </HStack>
    </Panel>
  );
}

/** The employer's invitation, in their own words when they wrote some. */
function InvitationMessage({ job }: { job: JobView }) {
  const message = job.my_application?.invitation_message;
  return (
    <Stack gap="2" p="4" borderRadius="md" bg="brand.subtle">
      <Text fontWeight="semibold">{m.cand_apply_invited_by({ company: job.company_name })}</Text>
      {message ? (
        <Text as="blockquote" whiteSpace="pre-wrap">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}

function CandidateApply({ job }: { job: JobView }) {
  const [note, setNote] = useState('');
  const [state, send] = useJobApplication(job);
  const { application, problem } = state.context;

  if (state.matches('withdrawn')) {
    return (
      <Panel>
        <Text role="status">{m.cand_invitation_declined_body()}</Text>
        <ApplicationsLink />
      </Panel>
    );
  }
  if (state.matches('applied')) {
    return (
      <Panel>
        <ApplicationStatus application={application!} lead={m.cand_apply_status_lead()} />
      </Panel>
    );
  }
  const known = job.my_application;
  if (known && known.status !== 'invited') {
    return (
      <Panel>
        {problem ? <Text role="alert" color="fg.error">{problem.message}</Text> : null}
        <ApplicationStatus application={known} lead={m.cand_apply_status_lead()} />
      </Panel>
    );
  }
  if (job.status !== 'open') {
    return (
      <Panel>
        {problem ? <Text role="alert" color="fg.error">{problem.message}</Text> : null}
        <Text>{m.cand_apply_closed()}</Text>
      </Panel>
    );
  }

  const invited = application?.status === 'invited';
  const submitting = state.matches('submitting');
  const confirming = state.matches('confirmingWithdraw') || state.matches('withdrawing');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', note });
  };

  return (
    <Panel>
      {invited ? <InvitationMessage job={job} /> : <Text>{m.cand_apply_lead()}</Text>}
      <Stack as="form" gap="4" onSubmit={submit} aria-labelledby="apply-heading">
        <LabelledField id="apply-note" label={m.cand_apply_note_label()} hint={m.cand_apply_note_hint({ max: APPLY_NOTE_MAX })}>
          {(control) => (
            <Textarea {...control} value={note} rows={5} maxLength={APPLY_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
          )}
        </LabelledField>
        {state.matches('failed') && problem ? (
          <Text role="alert" color="fg.error">
            {problem.message}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" loading={submitting}>
            {invited ? m.cand_apply_accept_invitation() : m.cand_apply_submit()}
          </Button>
          {invited ? (
            <Button look="secondary" disabled={submitting} onClick={() => send({ type: 'WITHDRAW' })}>
              {m.cand_invitation_decline()}
            </Button>
          ) : null}
        </HStack>
      </Stack>
      <ConfirmAction
        open={confirming}
        size="sm"
        title={m.cand_invitation_decline_title()}
        confirmLabel={m.cand_invitation_decline()}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
        busy={state.matches('withdrawing')}
        problem={state.matches('confirmingWithdraw') ? problem?.message : null}
      >
        <Text>{m.cand_invitation_decline_body({ job: job.title, company: job.company_name })}</Text>
      </ConfirmAction>
    </Panel>
  );
}

/**
 * How this visitor may apply: visitors are asked to sign in, candidates apply (or
 * answer an invitation), other roles see the job without a way to apply.
 */
export function ApplyPanel({ job }: { job: JobView }) {
  const { status, user } = useSession();
  if (status === 'restoring' || status === 'signingOut') {
    return (
      <Box>
        <LoadingSpinner label={m.cand_apply_loading()} />
      </Box>
    );
  }
  if (!user) {
    return job.status === 'open' ? (
      <SignInToApply />
    ) : (
      <Panel>
        <Text>{m.cand_apply_closed()}</Text>
      </Panel>
    );
  }
  if (user.role !== 'candidate') return null;
  return <CandidateApply key={job.id} job={job} />;
}
