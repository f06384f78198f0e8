import { Box, Heading, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import type { AgentInvitation } from '@/machines/agent-invitation.machine';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { MessageButton } from '@/messaging/MessageButton';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { ToneBadge } from '@/ui/StatusBadge';
import { AgentPicker } from './AgentPicker';
import { useAgentInvitation } from './flows';

const EMAIL_PROBLEM = { missing: m.agi_email_missing, invalid: m.agi_email_invalid } as const;

function InviteForm({ busy, emailProblem, onInvite }: { busy: boolean; emailProblem: keyof typeof EMAIL_PROBLEM | null; onInvite: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onInvite(email);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" maxW="lg">
        <Text>{m.agi_none()}</Text>
        <LabelledField id="agent-email" label={m.agi_email_label()} hint={m.agi_email_hint()} error={emailProblem ? EMAIL_PROBLEM[emailProblem]() : undefined}>
          {(control) => <Input {...control} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />}
        </LabelledField>
        <Button type="submit" look="primary" alignSelf="flex-start" loading={busy}>
          {m.agi_invite()}
        </Button>
      </Stack>
    </form>
  );
}

function InvitationCard({ invitation, onRemove }: { invitation: AgentInvitation; onRemove: () => void }) {
  const locale = useLocale();
  const current = invitation.status === 'accepted';
  const name = invitation.agent?.name ?? invitation.email;
  return (
    <Box borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel" maxW="2xl">
      <Stack gap="3">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Text fontWeight="semibold" fontSize="lg">
            {name}
          </Text>
          <ToneBadge tone={current ? 'green' : 'blue'}>{current ? m.agi_badge_current() : m.agi_badge_invited()}</ToneBadge>
        </HStack>
        {current ? (
          <Text color="fg.muted">
            {invitation.email} · {m.agi_current_since({ date: formatDate(invitation.answered_at ?? invitation.created_at, locale) })}
          </Text>
        ) : (
          <Text color="fg.muted">{m.agi_pending({ email: invitation.email, date: formatDate(invitation.expires_at, locale) })}</Text>
        )}
        <HStack gap="2" wrap="wrap">
          {current && invitation.agent ? <MessageButton about="agent" subjectId={invitation.agent.id} name={name} /> : null}
          <Button look="secondary" size="sm" onClick={onRemove}>
            {current ? m.agi_remove() : m.agi_withdraw()}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/** The employer's agent: invite one (by address, or picked among the verified), see the invitation waiting or the current agent, remove it (confirmed first). */
export function AgentPanel() {
  const { machine, loadError, retry, retrying } = useAgentInvitation();
  const [state, send] = machine;
  const { invitation, problem, emailProblem, agentId } = state.context;
  const busy = state.hasTag('busy');
  // The invitation on its way names a picked agent, or else the address typed: only its own button spins.
  const pickedOnItsWay = state.matches('inviting') ? agentId : null;
  const current = invitation?.status === 'accepted';
  const name = invitation?.agent?.name ?? invitation?.email ?? '';

  let body;
  if (state.matches('loading')) {
    body = loadError ? (
      <LoadProblem error={loadError} what={m.agi_load_failed()} retryLabel={m.agi_retry()} onRetry={retry} retrying={retrying} />
    ) : (
      <LoadingSpinner label={m.agi_loading()} />
    );
  } else if (state.matches('none') || state.matches('inviting')) {
    body = (
      <Stack gap="6">
        {problem ? <FormProblem title={m.agi_invite_failed()}>{problem.message}</FormProblem> : null}
        <InviteForm busy={busy && pickedOnItsWay === null} emailProblem={emailProblem} onInvite={(email) => send({ type: 'INVITE', email })} />
        <AgentPicker busy={busy} invitingId={pickedOnItsWay} onPick={(agent) => send({ type: 'INVITE_AGENT', agentId: agent.id })} />
      </Stack>
    );
  } else if (invitation) {
    body = <InvitationCard invitation={invitation} onRemove={() => send({ type: 'REMOVE' })} />;
  }

  return (
    <Stack as="section" aria-labelledby="your-agent" gap="4">
      <Heading as="h2" size="lg" id="your-agent">
        {m.agi_your_agent()}
      </Heading>
      {body}
      <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
        <Link to="/dashboard/activity/partners">{m.agi_activity_link()}</Link>
      </ChakraLink>
      <ConfirmAction
        open={state.matches('confirming') || state.matches('removing')}
        title={current ? m.agi_remove_title({ name }) : m.agi_withdraw_title({ email: invitation?.email ?? '' })}
        confirmLabel={current ? m.agi_remove() : m.agi_withdraw()}
        cancelLabel={m.agi_keep()}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
        busy={state.matches('removing')}
        problem={state.matches('confirming') ? problem?.message : null}
        problemNote={m.agi_remove_failed()}
      >
        <Text>{current ? m.agi_remove_body() : m.agi_withdraw_body()}</Text>
      </ConfirmAction>
    </Stack>
  );
}
