import { HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { EXPERIENCE_LEVELS, experienceLabel, HIRE_TYPES, hireTypeLabel } from '@/lib/labels';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import type { ExperienceLevel, JobRole } from '@/shared/job-roles';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { Modal } from '@/ui/Modal';
import { useCandidateRequest } from './flows';
import {
  DETAILS_MAX,
  HEADCOUNT_MAX,
  HEADCOUNT_MIN,
  localToday,
  requestCandidateSchema,
  toCandidateRequest,
  type RequestCandidateValues,
} from './request-candidate-schema';
import { RoleOptions } from '@/ui/RoleOptions';
import { SelectField } from '@/ui/SelectField';

export interface RequestCandidateDialogProps {
  open: boolean;
  onClose: () => void;
  /** Preselected when the page already knows what the employer is after. */
  role?: JobRole;
  level?: ExperienceLevel;
}

const FORM_ID = 'request-candidate-form';

const defaultsFor = (role?: JobRole, level?: ExperienceLevel): RequestCandidateValues => ({
  role: role ?? '',
  experience_level: level ?? 'intermediate',
  hire_type: 'full_time',
  headcount: '1',
  start_date: '',
  details: '',
});

/** "Ask us to find someone": the employer describes who they need and our team answers by e-mail. */
export function RequestCandidateDialog({ open, onClose, role, level }: RequestCandidateDialogProps) {
  const { user } = useSession();
  const today = useMemo(() => localToday(), []);
  const schema = useMemo(() => requestCandidateSchema(today), [today]);
  const form = useForm<RequestCandidateValues>({ resolver: zodResolver(schema), defaultValues: defaultsFor(role, level) });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = form;

  const [state, send] = useCandidateRequest();
  const sent = state.matches('succeeded');
  const failed = state.matches('failed');
  const { problem } = state.context;
  const { unplaced } = useServerFieldErrors(problem, setError, {
    role: 'role',
    experience_level: 'experience_level',
    hire_type: 'hire_type',
    headcount: 'headcount',
    start_date: 'start_date',
    details: 'details',
  });

  // A fresh opening follows the page's preselection; input the server refused, or that was typed, is kept.
  useEffect(() => {
    if (open && !failed && !isDirty) reset(defaultsFor(role, level));
    // Only an opening re-applies the preselection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, role, level]);

  const close = () => {
    if (sent) {
      send({ type: 'RESET' });
      reset(defaultsFor(role, level));
    }
    onClose();
  };

  const footer = sent ? (
    <Button onClick={close}>{m.ui_close()}</Button>
  ) : (
    <HStack gap="3">
      <Button look="ghost" onClick={close}>
        {m.ui_cancel()}
      </Button>
      <Button type="submit" form={FORM_ID} loading={state.matches('submitting')}>
        {m.talent_request_submit()}
      </Button>
    </HStack>
  );

  return (
    <Modal open={open} onClose={close} title={m.talent_request_title()} footer={footer} size="xl">
      {sent ? (
        <Stack role="status" gap="2">
          <Text fontWeight="semibold">{m.talent_request_sent_title()}</Text>
          <Text>{user ? m.talent_request_sent_body({ email: user.email }) : m.talent_request_sent_body_no_email()}</Text>
        </Stack>
      ) : (
        <Stack gap="5">
          <Text color="fg.muted">{m.talent_request_intro()}</Text>
          {failed && problem && unplaced ? (
            <FormProblem>{problem.message}</FormProblem>
          ) : null}
          <form id={FORM_ID} noValidate onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values: toCandidateRequest(values) }))}>
            <Stack gap="4">
              <LabelledField id="request-role" label={m.talent_request_role()} error={errors.role?.message}>
                {(control) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field {...control} {...register('role')}>
                      <RoleOptions emptyLabel={m.talent_choose_role()} />
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </LabelledField>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <SelectField
                  id="request-level"
                  label={m.talent_request_level()}
                  error={errors.experience_level?.message}
                  options={EXPERIENCE_LEVELS.map((value) => ({ value, label: experienceLabel(value) }))}
                  {...register('experience_level')}
                />
                <SelectField
                  id="request-hire-type"
                  label={m.talent_request_hire_type()}
                  error={errors.hire_type?.message}
                  options={HIRE_TYPES.map((value) => ({ value, label: hireTypeLabel(value) }))}
                  {...register('hire_type')}
                />
                <LabelledField
                  id="request-headcount"
                  label={m.talent_request_headcount()}
                  hint={m.talent_request_headcount_hint({ min: HEADCOUNT_MIN, max: HEADCOUNT_MAX })}
                  error={errors.headcount?.message}
                >
                  {(control) => <Input {...control} {...register('headcount')} inputMode="numeric" autoComplete="off" />}
                </LabelledField>
                <LabelledField
                  id="request-start-date"
                  label={m.talent_request_start_date()}
                  hint={m.talent_optional()}
                  error={errors.start_date?.message}
                >
                  {(control) => <Input {...control} {...register('start_date')} type="date" min={today} />}
                </LabelledField>
              </SimpleGrid>
              <LabelledField
                id="request-details"
                label={m.talent_request_details()}
                hint={m.talent_request_details_hint({ max: DETAILS_MAX })}
                error={errors.details?.message}
              >
                {(control) => <Textarea {...control} {...register('details')} rows={5} maxLength={DETAILS_MAX} />}
              </LabelledField>
            </Stack>
          </form>
        </Stack>
      )}
    </Modal>
  );
}
