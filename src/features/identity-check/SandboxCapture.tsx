import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { IdentityCheckContext, PhotoSide, SandboxOutcome } from '@/machines/identity-check.machine';
import { PHOTO_SIDES } from '@/machines/identity-check.machine';
import { IDENTITY_PHOTO } from '@/shared/identity';
import { acceptAttribute, megabytes } from '@/shared/uploads';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { OUTCOME_LABEL, photoIssueText, SIDE_LABEL } from './words';

const OUTCOMES: readonly SandboxOutcome[] = ['verified', 'document_unverified', 'document_expired', 'selfie_mismatch'];

export interface SandboxCaptureProps {
  context: IdentityCheckContext;
  busy: boolean;
  sendingSide: PhotoSide | null;
  submitting: boolean;
  failed: boolean;
  onChoose: (side: PhotoSide, file: File) => void;
  onSubmit: (outcome: SandboxOutcome) => void;
}

/**
 * The identity sandbox's capture screen, standing in for Stripe Identity's own page when no keys
 * are set: it says so first, takes the document's front and a selfie (each sent as it is chosen),
 * and lets the candidate choose the result the sandbox reports.
 */
export function SandboxCapture({ context, busy, sendingSide, submitting, failed, onChoose, onSubmit }: SandboxCaptureProps) {
  const [outcome, setOutcome] = useState<SandboxOutcome>('verified');
  const serverFields = context.problem?.fields ?? {};
  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="idc-sandbox-title" p="4" borderWidth="1px" borderColor="orange.300" borderRadius="md" bg="orange.50">
        <Text as="h2" id="idc-sandbox-title" fontWeight="bold">
          {m.idc_sandbox_title()}
        </Text>
        <Text>{m.idc_sandbox_body()}</Text>
      </Box>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(outcome);
        }}
      >
        <Stack gap="4">
          {PHOTO_SIDES.map((side) => {
            const issue = context.issues[side];
            return (
              <LabelledField
                key={side}
                id={`idc-photo-${side}`}
                label={SIDE_LABEL[side]()}
                hint={m.idc_photo_hint({ megabytes: megabytes(IDENTITY_PHOTO) })}
                error={issue ? photoIssueText(issue) : (serverFields[side] ?? (sendingSide === null && failed ? serverFields.file : undefined))}
              >
                {(field) => (
                  <Stack gap="1">
                    <Input
                      {...field}
                      type="file"
                      accept={acceptAttribute(IDENTITY_PHOTO)}
                      disabled={busy}
                      p="1"
                      onChange={(event) => {
                        const file = event.currentTarget.files?.[0];
                        if (file) onChoose(side, file);
                      }}
                    />
                    {sendingSide === side ? <Text role="status">{m.idc_photo_sending()}</Text> : null}
                    {context.taken[side] && sendingSide !== side ? <Text role="status">{`✓ ${m.idc_photo_taken()}`}</Text> : null}
                  </Stack>
                )}
              </LabelledField>
            );
          })}
          <ChoiceGroup
            legend={m.idc_outcome_legend()}
            choices={OUTCOMES.map((value) => ({ value, label: OUTCOME_LABEL[value]() }))}
            value={outcome}
            onChange={setOutcome}
            disabled={busy}
            look="plain"
          />
          {failed && context.problem && !context.problem.fields ? <FormProblem title={m.idc_capture_problem()}>{context.problem.message}</FormProblem> : null}
          <Box>
            <Button type="submit" look="primary" disabled={busy && !submitting} loading={submitting} loadingText={m.idc_submitting()}>
              {m.idc_submit()}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}
