import { Heading, HStack, Stack } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import type { PartnerVerification, VerificationCall, VerificationConfig } from '@/machines/partner-verification.machine';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { Stepper } from '@/ui/Stepper';
import { DetailsStep } from './DetailsStep';
import { DocumentsStep } from './DocumentsStep';
import { useVerificationFlow } from './flows';
import { ReviewStep } from './ReviewStep';
import { StatusPanel } from './StatusPanel';
import { STEP_TITLE } from './steps';

/** What did not happen, by the call the server refused. */
const PROBLEM_TITLE: Record<VerificationCall, () => string> = {
  save: m.pv_not_saved,
  upload: m.pv_document_not_added,
  remove: m.pv_document_not_removed,
  submit: m.pv_not_submitted,
};

/**
 * One kind's verification, as its machine (src/machines/partner-verification.machine.ts) stands:
 * the steps of the form while editing, and where it stands otherwise. The view renders states and
 * sends events; the machine and its calls (./flows.ts) do the rest.
 */
export function VerificationForm({ config, initial, edit }: { config: VerificationConfig; initial: PartnerVerification; edit: boolean }) {
  const [state, send] = useVerificationFlow(config, initial, edit);
  const { verification, fields, step, reached, problem, refusedCall, fieldErrors } = state.context;
  const busy = state.hasTag('busy');
  const editing = state.matches('editing') || state.matches('submitting');
  const view = editing ? 'editing' : state.matches('inReview') ? 'inReview' : state.matches('verified') ? 'verified' : state.matches('changesRequested') ? 'changesRequested' : 'rejected';
  const current = config.steps[step]!;
  const headingId = `partner-step-${current.id}`;
  const last = step === config.steps.length - 1;
  // A refusal naming a field is shown on it; anything else above the step.
  const general = problem && Object.keys(fieldErrors).length === 0 ? problem : null;
  const problemTitle = refusedCall ? PROBLEM_TITLE[refusedCall]() : undefined;

  const buttons = (
    <HStack gap="3" wrap="wrap" pt="2">
      {step > 0 ? (
        <Button look="secondary" type="button" disabled={busy} onClick={() => send({ type: 'BACK' })}>
          {m.pv_back()}
        </Button>
      ) : null}
      {last ? (
        <Button type="button" loading={state.matches('submitting')} disabled={busy} onClick={() => send({ type: 'SUBMIT' })}>
          {m.pv_submit()}
        </Button>
      ) : current.fields.length ? (
        <Button type="submit" loading={state.matches({ editing: 'saving' })} disabled={busy}>
          {m.pv_save_continue()}
        </Button>
      ) : (
        <Button type="button" disabled={busy} onClick={() => send({ type: 'NEXT' })}>
          {m.pv_continue()}
        </Button>
      )}
    </HStack>
  );

  return (
    <Stack gap="6">
      <StatusPanel verification={verification} view={view} onEdit={() => send({ type: 'EDIT' })} />
      {editing ? (
        <Stack gap="5">
          <Stepper
            label={m.pv_steps_label()}
            doneText={m.pv_step_done()}
            steps={config.steps.map((s) => ({ id: s.id, title: STEP_TITLE[s.id]() }))}
            current={step + 1}
            reached={reached + 1}
            disabled={busy}
            onSelect={(_, number) => send({ type: 'SET_STEP', step: number - 1 })}
          />
          <Heading as="h2" size="lg" id={headingId}>
            {STEP_TITLE[current.id]()}
          </Heading>
          {general ? <FormProblem title={problemTitle}>{general.message}</FormProblem> : null}
          {current.id === 'documents' ? (
            <DocumentsStep
              headingId={headingId}
              documents={verification.documents}
              error={fieldErrors.documents}
              busy={busy}
              uploading={state.matches({ editing: 'uploading' })}
              onUpload={(upload) => send({ type: 'UPLOAD', upload })}
              onRemove={(id) => send({ type: 'REMOVE', id })}
              actions={buttons}
            />
          ) : current.id === 'review' ? (
            <ReviewStep verification={verification} fields={fields} actions={buttons} />
          ) : (
            <DetailsStep
              headingId={headingId}
              fields={current.fields}
              values={fields}
              errors={fieldErrors}
              busy={busy}
              onChange={(update) => send({ type: 'UPDATE', fields: update })}
              onNext={() => send({ type: 'NEXT' })}
              actions={buttons}
            />
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
