import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { getLocale } from '@/generated/paraglide/runtime.js';
import { readRegistrationInput } from '@/machines/registration.machine';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { Modal } from '@/ui/Modal';
import { Stepper } from '@/ui/Stepper';
import type { StepValues } from './fields';
import type { RegistrationForm } from './forms';
import { HaveAccount } from './HaveAccount';
import { useRegistration } from './flows';
import { StepForm } from './StepForm';

/** A whole sign-up form: the machine behind it, the stepper, the server's message and the current step. */
export function RegistrationWizard({ form }: { form: RegistrationForm }) {
  const title = form.title();
  usePageTitle(title);
  // Read once: the tab's draft of this form, so a reload keeps the visitor's progress.
  const [input] = useState(() => readRegistrationInput(form.userType));
  const actor = useRegistration(form, input);
  const step = useSelector(actor, (s) => s.context.step);
  const reached = useSelector(actor, (s) => s.context.reached);
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  // The page re-mounts when the language changes (the layout is keyed by it).
  const locale = getLocale();


  // Focus follows step changes, not the first render of the page.
  const firstRender = useRef(true);
  useEffect(() => {
    firstRender.current = false;
  }, []);
  // Starting over re-mounts the step even when it already is the first one.
  const [round, setRound] = useState(0);
  // Starting over wipes the draft, so it is asked first. Once done, the focus
  // goes to the new first step's heading (which announces it), not back to the button.
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);
  const startedOver = useRef(false);
  const stepPanel = useRef<HTMLDivElement>(null);
  const askToStartOver = () => {
    startedOver.current = false;
    setConfirmingStartOver(true);
  };
  const startOver = () => {
    startedOver.current = true;
    setConfirmingStartOver(false);
    actor.send({ type: 'RESET' });
    setRound((n) => n + 1);
  };

  const current = form.steps[step - 1] ?? form.steps[0]!;
  const onChange = useCallback((fields: StepValues) => actor.send({ type: 'UPDATE', fields }), [actor]);

  return (
    <Stack maxW="2xl" w="full" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }} gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{m.reg_required_note()}</Text>
      </Stack>
      <Stepper
        steps={form.steps.map((s) => ({ id: s.id, title: s.title() }))}
        current={step}
        reached={reached}
        disabled={submitting}
        onSelect={(_id, number) => actor.send({ type: 'SET_STEP', step: number })}
        label={m.reg_progress_label()}
        doneText={m.reg_step_done()}
        currentText={m.reg_step_current()}
      />
      {error ? (
        <FormProblem title={m.reg_error_title()}>{error}</FormProblem>
      ) : null}
      <Box ref={stepPanel} borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: 4, md: 6 }}>
        <StepForm
          key={`${current.id}-${round}`}
          step={current}
          number={step}
          count={form.steps.length}
          values={actor.getSnapshot().context.fields}
          fieldErrors={fieldErrors}
          submitting={submitting}
          focusOnOpen={!firstRender.current}
          locale={locale}
          onChange={onChange}
          onNext={(fields) => actor.send({ type: 'NEXT', fields })}
          onSubmit={(fields) => actor.send({ type: 'SUBMIT', fields })}
          onBack={() => actor.send({ type: 'BACK' })}
        />
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3" align={{ sm: 'center' }}>
        <HaveAccount />
        <Button type="button" look="link" disabled={submitting} onClick={askToStartOver}>
          {m.reg_start_over()}
        </Button>
      </Stack>
      <Modal
        open={confirmingStartOver}
        onClose={() => setConfirmingStartOver(false)}
        size="sm"
        title={m.reg_start_over_title()}
        finalFocusEl={() => (startedOver.current ? (stepPanel.current?.querySelector<HTMLElement>('h2') ?? null) : null)}
        footer={
          <HStack gap="3">
            <Button look="secondary" onClick={() => setConfirmingStartOver(false)}>
              {m.ui_cancel()}
            </Button>
            <Button look="danger" onClick={startOver}>
              {m.reg_start_over()}
            </Button>
          </HStack>
        }
      >
        <Text>{m.reg_start_over_body()}</Text>
      </Modal>
    </Stack>
  );
}
