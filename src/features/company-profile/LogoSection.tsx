import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ProfileFileContext } from '@/machines/profile-file.machine';
import { acceptAttribute, LOGO, megabytes, type FileIssue } from '@/shared/uploads';
import { Button } from '@/ui/Button';
import { CompanyLogo } from '@/ui/CompanyLogo';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { FormProblem } from '@/ui/FormProblem';
import { ImagePreview } from '@/ui/ImagePreview';
import { LabelledField } from '@/ui/LabelledField';
import type { CompanyProfile } from './api';
import { EditorCard } from '@/ui/EditorSection';
import { useCompanyLogo } from './flows';

const HEADING = 'company-logo';

function issueText(issue: FileIssue): string {
  if (issue === 'empty') return m.company_logo_empty();
  if (issue === 'tooLarge') return m.company_logo_too_large({ megabytes: megabytes(LOGO) });
  return m.company_logo_wrong_type();
}

/**
 * The logo: the one there (or the monogram shown in its place), a file chosen and checked at once
 * (type, size), previewed, then uploaded to replace it; the one there can be removed after a
 * question. After a change focus goes back to the section's heading.
 */
export function LogoSection({ profile }: { profile: CompanyProfile }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, send] = useCompanyLogo({ rule: LOGO, present: profile.logo_url !== undefined }, () => {
    if (inputRef.current) inputRef.current.value = '';
    headingRef.current?.focus();
  });
  const context: ProfileFileContext = state.context;
  const busy = state.hasTag('busy');
  const failed = state.matches({ editing: 'failed' });
  const fieldError = context.issue ? issueText(context.issue) : failed ? context.problem?.fields?.file : undefined;
  const unplaced = failed && context.problem && !context.problem.fields?.file ? context.problem : null;

  return (
    <EditorCard headingId={HEADING} title={m.company_logo_title()} hint={m.company_logo_hint()} headingRef={headingRef}>
      <HStack gap="4">
        <CompanyLogo name={profile.name} url={profile.logo_url} size="20" alt={profile.logo_url ? m.company_logo_current_alt() : ''} />
        {profile.logo_url ? null : <Text color="fg.muted">{m.company_logo_none()}</Text>}
      </HStack>
      <form
        noValidate
        aria-labelledby={HEADING}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'UPLOAD' });
        }}
      >
        <Stack gap="4">
          <LabelledField id="company-logo-file" label={m.company_logo_choose()} hint={m.company_logo_choose_hint({ megabytes: megabytes(LOGO) })} error={fieldError}>
            {(field) => (
              <Input
                {...field}
                ref={inputRef}
                type="file"
                accept={acceptAttribute(LOGO)}
                disabled={busy}
                p="1"
                onChange={(event) => send({ type: 'CHOOSE', file: event.currentTarget.files?.[0] ?? null })}
              />
            )}
          </LabelledField>
          {context.file ? <ImagePreview file={context.file} alt={m.company_logo_preview_alt()} note={m.company_logo_preview_note()} /> : null}
          {unplaced ? <FormProblem title={m.company_logo_not_sent()}>{unplaced.message}</FormProblem> : null}
          <HStack gap="3" wrap="wrap">
            {context.file ? (
              <>
                <Button type="submit" loading={state.matches('uploading')} loadingText={m.company_uploading()}>
                  {state.hasTag('canRetry') ? m.company_try_again() : context.present ? m.company_logo_replace() : m.company_logo_upload()}
                </Button>
                <Button
                  look="ghost"
                  disabled={busy}
                  onClick={() => {
                    if (inputRef.current) inputRef.current.value = '';
                    send({ type: 'CANCEL' });
                  }}
                >
                  {m.company_logo_cancel()}
                </Button>
              </>
            ) : null}
            {context.present ? (
              <Button look="ghost" disabled={busy} onClick={() => send({ type: 'REMOVE' })}>
                {m.company_logo_remove()}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </form>
      <ConfirmAction
        open={state.hasTag('confirming')}
        title={m.company_logo_remove_title()}
        confirmLabel={m.company_logo_remove()}
        confirmLook="danger"
        cancelLabel={m.company_logo_keep()}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'KEEP' })}
        busy={state.matches('removing')}
        problem={state.matches('confirmingRemoval') ? context.problem?.message : null}
        finalFocusEl={() => inputRef.current}
      >
        <Text>{m.company_logo_remove_body()}</Text>
      </ConfirmAction>
    </EditorCard>
  );
}
