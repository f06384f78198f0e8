import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ProfileFileContext } from '@/machines/profile-file.machine';
import { acceptAttribute, megabytes, type FileIssue, type UploadRule } from '@/shared/uploads';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import type { ProfileFileKind } from './api';
import { useProfileFile } from './flows';
import { SectionCard } from './SectionCard';
import { sectionHeadingId } from './sections';

/** What the card of a kind says in words. */
export interface FileCardWords {
  hint: string;
  choose: string;
  chooseHint: string;
  upload: string;
  replace: string;
  remove: string;
  removeTitle: string;
  removeBody: string;
  wrongType: string;
}

export interface ProfileFileCardProps {
  kind: ProfileFileKind;
  rule: UploadRule;
  present: boolean;
  words: FileCardWords;
  /** The one there now (the photo, the CV's name and size), or what says there is none. */
  current: ReactNode;
  /** The file chosen, before it is sent. */
  preview: (file: File) => ReactNode;
}

function issueText(issue: FileIssue, rule: UploadRule, words: FileCardWords): string {
  if (issue === 'empty') return m.profile_file_empty();
  if (issue === 'tooLarge') return m.profile_file_too_large({ megabytes: megabytes(rule) });
  return words.wrongType;
}

/**
 * The photo's or the CV's card: the one there, a file chosen and checked at once (type, size),
 * shown before it is sent, then uploaded to replace it; the one there can be removed after a
 * question. After a change focus goes back to the card's heading.
 */
export function ProfileFileCard({ kind, rule, present, words, current, preview }: ProfileFileCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Once uploaded or removed the input is emptied, and focus goes to the heading.
  const [state, send] = useProfileFile(kind, { rule, present }, () => {
    if (inputRef.current) inputRef.current.value = '';
    headingRef.current?.focus();
  });
  const context: ProfileFileContext = state.context;
  const busy = state.hasTag('busy');
  const inputId = `profile-${kind}-file`;
  const fieldError = context.issue ? issueText(context.issue, rule, words) : state.matches({ editing: 'failed' }) ? context.problem?.fields?.file : undefined;
  const unplaced = state.matches({ editing: 'failed' }) && context.problem && !context.problem.fields?.file ? context.problem : null;

  return (
    <SectionCard section={kind} headingRef={headingRef} hint={words.hint}>
      {current}
      <form
        noValidate
        aria-labelledby={sectionHeadingId(kind)}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'UPLOAD' });
        }}
      >
        <Stack gap="4">
          <LabelledField id={inputId} label={words.choose} hint={words.chooseHint} error={fieldError}>
            {(field) => (
              <Input
                {...field}
                ref={inputRef}
                type="file"
                accept={acceptAttribute(rule)}
                disabled={busy}
                p="1"
                onChange={(event) => send({ type: 'CHOOSE', file: event.currentTarget.files?.[0] ?? null })}
              />
            )}
          </LabelledField>
          {context.file ? preview(context.file) : null}
          {unplaced ? <FormProblem title={m.profile_file_not_sent()}>{unplaced.message}</FormProblem> : null}
          <HStack gap="3" wrap="wrap">
            {context.file ? (
              <>
                <Button type="submit" loading={state.matches('uploading')} loadingText={m.profile_uploading()}>
                  {state.hasTag('canRetry') ? m.profile_try_again() : context.present ? words.replace : words.upload}
                </Button>
                <Button
                  look="ghost"
                  disabled={busy}
                  onClick={() => {
                    if (inputRef.current) inputRef.current.value = '';
                    send({ type: 'CANCEL' });
                  }}
                >
                  {m.profile_file_cancel()}
                </Button>
              </>
            ) : null}
            {context.present ? (
              <Button look="ghost" disabled={busy} onClick={() => send({ type: 'REMOVE' })}>
                {words.remove}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </form>
      <ConfirmAction
        open={state.hasTag('confirming')}
        title={words.removeTitle}
        confirmLabel={words.remove}
        confirmLook="danger"
        cancelLabel={m.profile_file_keep()}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'KEEP' })}
        busy={state.matches('removing')}
        problem={state.matches('confirmingRemoval') ? context.problem?.message : null}
        // Once removed, the button that opened the question is gone: back to choosing a file.
        finalFocusEl={() => inputRef.current}
      >
        <Text>{words.removeBody}</Text>
      </ConfirmAction>
    </SectionCard>
  );
}
