import { Box, HStack, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useLocale } from '@/app-state/app-actors';
import { m } from '@/generated/paraglide/messages.js';
import {
  MESSAGE_FILE_RULE,
  MESSAGE_FILES_MAX,
  MESSAGE_MAX,
  sendIssue,
  type ComposerFile,
  type MessageComposerEvent,
  type messageComposerMachine,
  type RejectedFile,
} from '@/machines/message-composer.machine';
import { formatFileSize } from '@/shared/format';
import { acceptAttribute, megabytes } from '@/shared/uploads';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { describedBy } from '@/ui/LabelledField';

type Snapshot = SnapshotFrom<typeof messageComposerMachine>;

/** The counter shows once a message nears the limit. */
const COUNT_FROM = MESSAGE_MAX - 500;

const rejectedText = (file: RejectedFile) => {
  switch (file.issue) {
    case 'type':
      return m.conv_file_issue_type({ name: file.name });
    case 'tooLarge':
      return m.conv_file_issue_too_large({ name: file.name, mb: megabytes(MESSAGE_FILE_RULE) });
    case 'empty':
      return m.conv_file_issue_empty({ name: file.name });
    default:
      return m.conv_file_issue_too_many({ name: file.name, max: MESSAGE_FILES_MAX });
  }
};

/**
 * The message being written: its text (Enter sends, Shift+Enter a new line), its files, each with
 * its upload's state, and Send, which waits for the files; a failed send keeps everything and says
 * why, with Retry.
 */
export function MessageComposer({ snapshot, send }: { snapshot: Snapshot; send: (event: MessageComposerEvent) => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { text, files, rejected, problem } = snapshot.context;
  const sending = snapshot.hasTag('busy');
  const failed = snapshot.hasTag('canRetry');
  const issue = sendIssue(snapshot.context);
  const blocking = issue === 'uploading' ? m.conv_send_wait_uploads() : issue === 'fileFailed' ? m.conv_send_file_failed() : issue === 'tooLong' ? m.conv_too_long({ max: MESSAGE_MAX }) : null;
  const length = text.trim().length;
  const submit = () => send({ type: failed ? 'RETRY' : 'SEND' });
  return (
    <Stack
      as="form"
      gap="2"
      borderTopWidth="1px"
      pt="3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <VisuallyHidden asChild>
        <label htmlFor={`${id}-text`}>{m.conv_composer_label()}</label>
      </VisuallyHidden>
      <Textarea
        id={`${id}-text`}
        value={text}
        placeholder={m.conv_composer_label()}
        onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            if (!sending && issue === null) submit();
          }
        }}
        readOnly={sending}
        rows={3}
        autoresize
        maxH="12rem"
        aria-describedby={describedBy(`${id}-hint`, blocking !== null && `${id}-issue`)}
        aria-invalid={issue === 'tooLong' || undefined}
      />
      <HStack justify="space-between" gap="2" flexWrap="wrap" fontSize="xs" color="fg.muted">
        <Text id={`${id}-hint`}>{m.conv_composer_hint()}</Text>
        {length >= COUNT_FROM && <Text aria-live="polite">{m.conv_chars({ used: length, max: MESSAGE_MAX })}</Text>}
      </HStack>
      {files.length > 0 && (
        <Box as="ul" listStyleType="none" aria-label={m.conv_files_label()} display="flex" flexDirection="column" gap="1">
          {files.map((file) => (
            <FileRow key={file.localId} file={file} send={send} disabled={sending} />
          ))}
        </Box>
      )}
      {rejected.length > 0 && (
        <Box role="alert" fontSize="sm" color="fg.error">
          {rejected.map((file) => (
            <Text key={file.name}>{rejectedText(file)}</Text>
          ))}
        </Box>
      )}
      {failed && problem && <FormProblem title={m.conv_send_failed()}>{problem.message}</FormProblem>}
      {blocking && length > 0 && (
        <Text id={`${id}-issue`} fontSize="sm" color={issue === 'tooLong' ? 'fg.error' : 'fg.muted'}>
          {blocking}
        </Text>
      )}
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Stack gap="0.5">
          <input
            ref={fileInput}
            id={`${id}-files`}
            type="file"
            multiple
            accept={acceptAttribute(MESSAGE_FILE_RULE)}
            hidden
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (chosen.length > 0) send({ type: 'ADD_FILES', files: chosen });
            }}
          />
          <Button look="secondary" size="sm" alignSelf="flex-start" onClick={() => fileInput.current?.click()} disabled={sending || files.length >= MESSAGE_FILES_MAX} aria-describedby={`${id}-files-hint`}>
            {m.conv_attach()}
          </Button>
          <Text id={`${id}-files-hint`} fontSize="xs" color="fg.muted">
            {m.conv_attach_hint({ max: MESSAGE_FILES_MAX, mb: megabytes(MESSAGE_FILE_RULE) })}
          </Text>
        </Stack>
        <Button type="submit" look="primary" loading={sending} disabled={issue !== null}>
          {failed ? m.conv_send_retry() : m.conv_send()}
        </Button>
      </HStack>
    </Stack>
  );
}

function FileRow({ file, send, disabled }: { file: ComposerFile; send: (event: MessageComposerEvent) => void; disabled: boolean }) {
  const locale = useLocale();
  const name = file.file.name;
  const status =
    file.status === 'ready' ? m.conv_file_ready() : file.status === 'failed' ? m.conv_file_failed({ reason: file.problem?.message ?? '' }) : m.conv_file_uploading();
  return (
    <HStack as="li" gap="2" fontSize="sm" flexWrap="wrap" borderWidth="1px" borderRadius="md" px="2" py="1">
      <Text fontWeight="medium" overflowWrap="anywhere">
        {name}
      </Text>
      <Text color="fg.muted">{formatFileSize(file.file.size, locale)}</Text>
      <Text color={file.status === 'failed' ? 'fg.error' : 'fg.muted'} role={file.status === 'failed' ? 'alert' : undefined} aria-live={file.status === 'failed' ? undefined : 'polite'}>
        {status}
      </Text>
      <HStack gap="1" ms="auto">
        {file.status === 'failed' && (
          <Button look="link" size="xs" onClick={() => send({ type: 'RETRY_FILE', localId: file.localId })} disabled={disabled}>
            {m.conv_file_retry({ name })}
          </Button>
        )}
        <Button look="link" size="xs" onClick={() => send({ type: 'REMOVE_FILE', localId: file.localId })} disabled={disabled}>
          {m.conv_file_remove({ name })}
        </Button>
      </HStack>
    </HStack>
  );
}
