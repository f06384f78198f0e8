import { HStack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { LabelledField } from '@/ui/LabelledField';
import type { Conversation } from './api';
import { useBlockConversation, useMuteConversation, useReportConversation } from './flows';

const REASON_MAX = limits.MessageReportInput.reason.maxLength;

export interface ConversationActionsProps {
  conversation: Conversation;
  /** The report being written: of the conversation, or of one message; null when none. */
  reporting: { messageId?: number } | null;
  onReport: (target: { messageId?: number } | null) => void;
}

/** Mute or unmute, block or unblock (after a confirmation), and report the conversation or one of its messages. */
export function ConversationActions({ conversation, reporting, onReport }: ConversationActionsProps) {
  const [mute, sendMute] = useMuteConversation(conversation);
  const blockedByYou = conversation.read_only_reason === 'blocked_by_you';
  return (
    <HStack gap="2" flexWrap="wrap" role="group" aria-label={m.conv_actions_label()}>
      <Button
        look="secondary"
        size="sm"
        loading={mute.matches('submitting')}
        onClick={() => sendMute({ type: 'SUBMIT', values: { muted: !conversation.muted } })}
        aria-pressed={conversation.muted}
      >
        {conversation.muted ? m.conv_unmute() : m.conv_mute()}
      </Button>
      {blockedByYou ? <UnblockButton conversation={conversation} /> : <BlockButton conversation={conversation} blocked />}
      <Button look="secondary" size="sm" onClick={() => onReport({})}>
        {m.conv_report()}
      </Button>
      {mute.matches('failed') && (
        <Text role="alert" fontSize="sm" color="fg.error" flexBasis="full">
          {`${m.conv_action_failed()}: ${mute.context.problem?.message ?? ''}`}
        </Text>
      )}
      {reporting && <ReportDialog conversationId={conversation.id} messageId={reporting.messageId} onClose={() => onReport(null)} />}
    </HStack>
  );
}

/** Unblocking the other person, after a confirmation. */
export function UnblockButton({ conversation }: { conversation: Conversation }) {
  return <BlockButton conversation={conversation} blocked={false} />;
}

/** `blocked`: what the button asks for, blocking or unblocking the other person. */
function BlockButton({ conversation, blocked }: { conversation: Conversation; blocked: boolean }) {
  const [open, setOpen] = useState(false);
  const [state, send] = useBlockConversation(conversation, () => setOpen(false));
  const name = conversation.other.name;
  const close = () => {
    setOpen(false);
    send({ type: 'RESET' });
  };
  return (
    <>
      <Button look={blocked ? 'secondary' : 'primary'} size="sm" onClick={() => setOpen(true)}>
        {blocked ? m.conv_block() : m.conv_unblock()}
      </Button>
      <ConfirmAction
        open={open}
        title={blocked ? m.conv_block_title({ name }) : m.conv_unblock_title({ name })}
        confirmLabel={blocked ? m.conv_block() : m.conv_unblock()}
        confirmLook={blocked ? 'danger' : 'primary'}
        onConfirm={() => send({ type: 'SUBMIT', values: { blocked } })}
        onCancel={close}
        busy={state.matches('submitting')}
        problem={state.matches('failed') ? (state.context.problem?.message ?? null) : null}
        problemNote={m.conv_action_failed()}
      >
        <Text>{blocked ? m.conv_block_body() : m.conv_unblock_body()}</Text>
      </ConfirmAction>
    </>
  );
}

/** Why the conversation or message is reported (required, as long as the contract allows), sent once. */
function ReportDialog({ conversationId, messageId, onClose }: { conversationId: string; messageId?: number; onClose: () => void }) {
  const id = useId();
  const formId = `${id}-form`;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [state, send] = useReportConversation(conversationId, onClose);
  const trimmed = reason.trim();
  const issue = trimmed.length === 0 ? m.conv_report_reason_required() : trimmed.length > REASON_MAX ? m.conv_report_too_long({ max: REASON_MAX }) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (issue) return;
    send({ type: 'SUBMIT', values: { reason: trimmed, ...(messageId ? { messageId } : {}) } });
  };
  return (
    <ConfirmAction
      open
      title={messageId ? m.conv_report_message_title() : m.conv_report_title()}
      confirmLabel={m.conv_report_send()}
      confirmLook="primary"
      formId={formId}
      onCancel={onClose}
      busy={state.matches('submitting')}
      problem={state.matches('failed') ? (state.context.problem?.message ?? null) : null}
      problemNote={m.conv_report_failed()}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <LabelledField id={`${id}-reason`} label={m.conv_report_reason()} hint={m.conv_report_hint({ max: REASON_MAX })} error={tried && issue ? issue : undefined}>
          {(control) => <Textarea {...control} value={reason} onChange={(event) => setReason(event.target.value)} rows={4} maxLength={REASON_MAX} required />}
        </LabelledField>
      </form>
    </ConfirmAction>
  );
}
