import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { readSession } from '@/lib/storage';
import {
  POST_JOB_STEPS,
  type EmployerJob,
  type HireType,
  type JobFields,
  type PostJobInput,
  type PostJobStep,
} from '@/machines/post-job.machine';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { Stepper } from '@/ui/Stepper';
import { DetailsStep } from './DetailsStep';
import { usePostJob } from './flows';
import { postJobDraftKey } from './draft-key';
import { MethodChoice } from './MethodChoice';
import { PayStep } from './PayStep';
import { ReviewStep } from './ReviewStep';

export interface PostJobWizardProps {
  userId: string;
  /** The job being edited; null for a new post. */
  job: EmployerJob | null;
  /** The method chosen on the previous page, if any. */
  method: HireType | null;
}

const stepTitles: Record<PostJobStep, () => string> = {
  details: m.ejobs_step_details,
  pay: m.ejobs_step_pay,
  review: m.ejobs_step_review,
};

function ChooseMethodFirst({ onChoose }: { onChoose: (method: HireType) => void }) {
  const [method, setMethod] = useState<HireType | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (method) onChoose(method);
        else setMissing(true);
      }}
    >
      <Stack gap="6">
        <MethodChoice
          legend={m.ejobs_method_legend()}
          value={method}
          onChange={(chosen) => {
            setMethod(chosen);
            setMissing(false);
          }}
          error={missing ? m.ejobs_method_required() : undefined}
        />
        <HStack justify="flex-end">
          <Button type="submit">{m.ejobs_continue()}</Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The job post wizard: the postJobMachine's states as steps, its draft kept in the tab. */
export function PostJobWizard({ userId, job, method }: PostJobWizardProps) {
  const locale = useLocale();
  // Read once: what this tab kept of the same post, so a reload resumes it.
  const [input] = useState<PostJobInput>(() => {
    const storageKey = postJobDraftKey(userId, job?.id ?? null);
    return { method, job, draft: readSession(storageKey), storageKey, locale };
  });
  const editingLive = job?.status === 'open';
  const actor = usePostJob(input, editingLive);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;

  // Starting over re-mounts the step even when it stays the same one.
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = snapshot.matches('choosingMethod') ? null : context.step;
  // Focus follows a change of step (announcing it), never the page's first render.
  const firstStep = useRef(shownStep);
  useEffect(() => {
    if (shownStep === firstStep.current) return;
    firstStep.current = null;
    if (!Object.keys(context.fieldErrors).length) heading.current?.focus();
    // Only a change of step moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownStep, round]);

  const onChange = useCallback((fields: Partial<JobFields>) => actor.send({ type: 'UPDATE', fields }), [actor]);
  const saving = snapshot.matches('saving');
  const publishing = snapshot.matches('publishing');

  if (snapshot.matches('choosingMethod') || !context.method) {
    return <ChooseMethodFirst onChoose={(chosen) => actor.send({ type: 'CHOOSE_METHOD', method: chosen })} />;
  }

  const step = context.step;
  const number = POST_JOB_STEPS.indexOf(step) + 1;
  const stepOptions = { method: context.method, fields: context.fields, fieldErrors: context.fieldErrors, locale, onChange };
  const { problem } = context;

  return (
    <Stack gap="6">
      <Stepper
        steps={POST_JOB_STEPS.map((id) => ({ id, title: stepTitles[id]() }))}
        current={number}
        reached={context.reached}
        disabled={saving || publishing}
        onSelect={(id) => actor.send({ type: 'EDIT_STEP', step: id })}
        label={m.ejobs_progress_label()}
        doneText={m.ejobs_step_done()}
      />
      {context.resumed ? (
        <HStack justify="space-between" gap="3" flexWrap="wrap" borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.subtle">
          <Text>{job ? m.ejobs_resumed_edit() : m.ejobs_resumed_new()}</Text>
          <Button
            look="link"
            onClick={() => {
              actor.send({ type: 'RESET' });
              setRound((n) => n + 1);
            }}
          >
            {job ? m.ejobs_discard_changes() : m.ejobs_start_over()}
          </Button>
        </HStack>
      ) : null}
      {problem ? (
        <FormProblem title={context.lastAttempt === 'save' ? m.ejobs_save_failed() : m.ejobs_publish_failed()}>
          <Text>{problem.message}</Text>
          {step === 'review' && !saving && !publishing ? (
            <Box>
              <Button look="secondary" size="sm" onClick={() => actor.send({ type: 'RETRY' })}>
                {m.ejobs_try_again()}
              </Button>
            </Box>
          ) : null}
        </FormProblem>
      ) : null}
      <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: 4, md: 6 }}>
        <Stack gap="6">
          <Heading as="h2" size="xl" ref={heading} tabIndex={-1} outline="none">
            <Text as="span" display="block" textStyle="sm" fontWeight="medium" color="fg.muted" mb="1">
              {m.ejobs_step_count({ current: number, total: POST_JOB_STEPS.length })}
            </Text>
            {stepTitles[step]()}
          </Heading>
          {step === 'details' ? (
            <DetailsStep key={`details-${round}`} {...stepOptions} onNext={(fields) => actor.send({ type: 'NEXT', fields })} />
          ) : step === 'pay' ? (
            <PayStep
              key={`pay-${context.method}-${round}`}
              {...stepOptions}
              method={context.method}
              onMethodChange={(chosen) => actor.send({ type: 'CHOOSE_METHOD', method: chosen })}
              onNext={(fields) => actor.send({ type: 'NEXT', fields })}
              onBack={() => actor.send({ type: 'BACK' })}
            />
          ) : (
            <ReviewStep
              method={context.method}
              fields={context.fields}
              locale={context.locale}
              live={context.jobStatus === 'open'}
              saving={saving}
              publishing={publishing}
              onEdit={(target) => actor.send({ type: 'EDIT_STEP', step: target })}
              onBack={() => actor.send({ type: 'BACK' })}
              onSaveDraft={() => actor.send({ type: 'SAVE_DRAFT' })}
              onPublish={() => actor.send({ type: 'PUBLISH' })}
            />
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
