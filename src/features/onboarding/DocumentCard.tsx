import { Box, Heading, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { hasExpiry } from '@/shared/compliance';
import { formatDate, formatFileSize } from '@/shared/format';
import { acceptAttribute, DOCUMENT, megabytes } from '@/shared/uploads';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { FactList, type Fact } from '@/ui/FactList';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { ToneBadge } from '@/ui/StatusBadge';
import { type ComplianceRequirement } from './api';
import { documentFileUrl } from '@/lib/compliance-files';
import { useComplianceDocument } from './flows';
import { isExpiryIssue, issueText, KIND_TITLE, kindHint, STATUS } from './words';

/**
 * One document the candidate's country asks for: what it must show, where it stands (the file
 * handed in, its review, why it was not approved), and the form that hands one in or replaces
 * it; a document not approved yet can be removed.
 */
export function DocumentCard({ requirement, today }: { requirement: ComplianceRequirement; today: string }) {
  const locale = useLocale();
  const [state, send] = useComplianceDocument(requirement.kind, requirement.document ?? null, today);
  const { context } = state;
  const document = context.document;
  // The server's word once it answers; until then what the overview said.
  const status = document?.status ?? (document === null ? 'missing' : requirement.status);
  const id = `compliance-${requirement.kind}`;
  const title = KIND_TITLE[requirement.kind]();
  const busy = state.hasTag('busy');
  const shown = state.matches({ editing: 'invalid' }) ? context.issues : [];
  const fileIssue = shown.find((issue) => !isExpiryIssue(issue));
  const expiryIssue = shown.find(isExpiryIssue);
  const serverFields = context.problem?.fields ?? {};

  const facts: Fact[] = document
    ? [
        {
          label: m.onb_file(),
          value: (
            <ChakraLink href={documentFileUrl(document.id)} download color="brand.fg" aria-label={m.onb_download_named({ name: document.file.name })}>
              {`${document.file.name} (${formatFileSize(document.file.size_bytes, locale)})`}
            </ChakraLink>
          ),
        },
        { label: m.onb_handed_in(), value: formatDate(document.submitted_at, locale) },
        ...(document.expires_on ? [{ label: m.onb_expires(), value: formatDate(document.expires_on, locale) }] : []),
      ]
    : [];

  return (
    <Box as="section" aria-labelledby={`${id}-title`} p="5" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" flex="1" minW="60">
            <Heading as="h2" id={`${id}-title`} size="lg">
              {title}
            </Heading>
            <Text color="fg.muted">{kindHint(requirement)}</Text>
          </Stack>
          <ToneBadge tone={STATUS[status].tone}>{STATUS[status].label()}</ToneBadge>
        </HStack>

        {facts.length > 0 ? <FactList facts={facts} /> : null}
        {document?.status === 'rejected' && document.rejection_reason ? (
          <FormProblem title={m.onb_rejected_title()}>{document.rejection_reason}</FormProblem>
        ) : null}
        {document?.status === 'expired' ? <Text>{m.onb_expired_note()}</Text> : null}

        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <Stack gap="3">
            <LabelledField
              id={`${id}-file`}
              label={m.onb_choose_file()}
              hint={m.onb_file_hint({ megabytes: megabytes(DOCUMENT) })}
              error={fileIssue ? issueText(fileIssue) : serverFields.file}
            >
              {(field) => (
                <Input
                  {...field}
                  // A new input once a file is kept: the one just sent is no longer chosen.
                  key={document?.submitted_at ?? 'none'}
                  type="file"
                  accept={acceptAttribute(DOCUMENT)}
                  disabled={busy}
                  p="1"
                  onChange={(event) => send({ type: 'CHOOSE', file: event.currentTarget.files?.[0] ?? null })}
                />
              )}
            </LabelledField>
            {hasExpiry(requirement.kind) ? (
              <LabelledField id={`${id}-expiry`} label={m.onb_expiry_label()} hint={m.onb_expiry_hint()} error={expiryIssue ? issueText(expiryIssue) : serverFields.expires_on}>
                {(field) => (
                  <Input
                    {...field}
                    type="date"
                    min={today}
                    maxW="xs"
                    value={context.expiresOn}
                    disabled={busy}
                    onChange={(event) => send({ type: 'SET_EXPIRY', expiresOn: event.currentTarget.value })}
                  />
                )}
              </LabelledField>
            ) : null}
            {state.matches({ editing: 'failed' }) && context.problem && !context.problem.fields ? (
              <FormProblem title={m.onb_upload_problem()}>{context.problem.message}</FormProblem>
            ) : null}
            <HStack gap="3" wrap="wrap">
              <Button type="submit" look="primary" loading={state.matches('uploading')} loadingText={m.onb_uploading()}>
                {document ? m.onb_replace() : m.onb_upload()}
              </Button>
              {document && document.status !== 'approved' ? (
                <Button look="ghost" disabled={busy} onClick={() => send({ type: 'TAKE_BACK' })}>
                  {m.onb_take_back()}
                </Button>
              ) : null}
            </HStack>
          </Stack>
        </form>
      </Stack>
      {document ? (
        <ConfirmAction
          open={state.hasTag('confirming')}
          title={m.onb_take_back_title()}
          confirmLabel={m.onb_take_back_confirm()}
          cancelLabel={m.onb_keep()}
          onConfirm={() => send({ type: 'CONFIRM' })}
          onCancel={() => send({ type: 'KEEP' })}
          busy={state.matches('takingBack')}
          problem={state.matches('confirmingTakeBack') ? context.problem?.message : null}
        >
          <Text>{m.onb_take_back_body({ name: document.file.name })}</Text>
        </ConfirmAction>
      ) : null}
    </Box>
  );
}
