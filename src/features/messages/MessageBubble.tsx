import { Box, HStack, Link as ChakraLink, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useLocale } from '@/app-state/app-actors';
import { m } from '@/generated/paraglide/messages.js';
import type { Message } from '@/machines/conversation-thread.machine';
import { MESSAGE_EDIT_MAX, withinEditWindow, type ownMessageMachine, type OwnMessageEvent } from '@/machines/own-message.machine';
import { formatDateTime, formatFileSize, formatTime } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { attachmentUrl } from './api';
import { MessageText } from './message-text';

export interface MessageBubbleProps {
  message: Message;
  otherName: string;
  /** The other person has read up to this message, the caller's latest they read: "Seen" under it. */
  seen: boolean;
  now: number;
  /** The edit while this message is the one being edited, else null. */
  editing: SnapshotFrom<typeof ownMessageMachine> | null;
  sendOwn: (event: OwnMessageEvent) => void;
  onReport: () => void;
}

/**
 * One message: its words as text with safe links, its files to download, its time, "edited", or
 * that it was deleted; one's own on the right, with Edit and Delete while its 15 minutes last, and
 * the other person's with Report.
 */
export function MessageBubble({ message, otherName, seen, now, editing, sendOwn, onReport }: MessageBubbleProps) {
  const locale = useLocale();
  const time = formatTime(message.created_at, locale);
  const mine = message.mine;
  const changeable = mine && !message.deleted && withinEditWindow(message, now);
  return (
    <Stack as="article" gap="1" align={mine ? 'flex-end' : 'flex-start'} aria-label={`${mine ? m.conv_sender_you() : otherName}, ${formatDateTime(message.created_at, locale)}`}>
      <Box
        maxW={{ base: '90%', md: '75%' }}
        px="3"
        py="2"
        borderRadius="lg"
        bg={message.deleted ? 'bg.subtle' : mine ? 'brand.subtle' : 'bg.muted'}
        borderWidth={message.deleted ? '1px' : '0'}
      >
        <VisuallyHidden>{`${mine ? m.conv_sender_you() : otherName}: `}</VisuallyHidden>
        {message.deleted ? (
          <Text fontStyle="italic" color="fg.muted">
            {m.conv_message_deleted()}
          </Text>
        ) : editing ? (
          <EditForm snapshot={editing} send={sendOwn} />
        ) : (
          <Stack gap="1">
            {message.text && (
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                <MessageText text={message.text} />
              </Text>
            )}
            {message.attachments.length > 0 && (
              <Stack as="ul" listStyleType="none" gap="1">
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <ChakraLink href={attachmentUrl(file.id)} download color="brand.fg" aria-label={m.conv_download({ name: file.name })}>
                      <span aria-hidden="true">📎 </span>
                      {file.name}
                    </ChakraLink>{' '}
                    <Text as="span" fontSize="xs" color="fg.muted">
                      ({formatFileSize(file.size_bytes, locale)})
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Box>
      <HStack gap="2" fontSize="xs" color="fg.muted" flexWrap="wrap">
        <time dateTime={message.created_at}>{time}</time>
        {message.edited_at && !message.deleted && <Text as="span">{m.conv_edited()}</Text>}
        {seen && <Text as="span">{m.conv_seen()}</Text>}
        {changeable && !editing && (
          <>
            <Button look="link" size="xs" aria-label={m.conv_edit_named({ time })} onClick={() => sendOwn({ type: 'EDIT', message, now: Date.now() })}>
              {m.conv_edit()}
            </Button>
            <Button look="link" size="xs" aria-label={m.conv_delete_named({ time })} onClick={() => sendOwn({ type: 'DELETE', message, now: Date.now() })}>
              {m.conv_delete()}
            </Button>
          </>
        )}
        {!mine && !message.deleted && (
          <Button look="link" size="xs" aria-label={m.conv_report_message_named({ time })} onClick={onReport}>
            {m.conv_report_message()}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

function EditForm({ snapshot, send }: { snapshot: SnapshotFrom<typeof ownMessageMachine>; send: (event: OwnMessageEvent) => void }) {
  const id = useId();
  const saving = snapshot.hasTag('saving');
  const problem = snapshot.context.problem;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SAVE' });
      }}
    >
      <Stack gap="2" minW={{ base: '16rem', md: '24rem' }}>
        <VisuallyHidden asChild>
          <label htmlFor={id}>{m.conv_edit_label()}</label>
        </VisuallyHidden>
        <Textarea
          id={id}
          value={snapshot.context.text}
          onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') send({ type: 'CANCEL' });
          }}
          rows={3}
          maxLength={MESSAGE_EDIT_MAX}
          readOnly={saving}
          autoFocus
          bg="bg.panel"
        />
        {problem && <FormProblem title={m.conv_edit_failed()}>{problem.message}</FormProblem>}
        <HStack gap="2" justify="flex-end">
          <Button look="ghost" size="sm" onClick={() => send({ type: 'CANCEL' })} disabled={saving}>
            {m.ui_cancel()}
          </Button>
          <Button look="primary" size="sm" type="submit" loading={saving} disabled={snapshot.context.text.trim() === ''}>
            {m.conv_save()}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
