import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { LabelledField } from '@/ui/LabelledField';
import { addYears, APPROVAL, approvalSchema, earliestExpiry, type ApprovalInput, type ApprovalOutput } from './decision-schemas';
import { DecisionDialog, decisionFormId, type DecisionDialogFrame } from './DecisionDialog';
import { useDecision } from './flows';

export type ApproveDialogProps = DecisionDialogFrame;

/** The grant an approval creates: its name, the share of the fees it pays, how many hires, until when. */
export function ApproveDialog(frame: ApproveDialogProps) {
  const { application, onDone } = frame;
  // Read once when the dialog opens (a click, never a server render).
  const [earliest] = useState(() => earliestExpiry(new Date()));
  const schema = useMemo(() => approvalSchema(earliest), [earliest]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApprovalInput, unknown, ApprovalOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      percent: '',
      // What they asked for is the likely answer; the contract caps a grant at 50 hires.
      hires: String(Math.min(application.hires_planned, APPROVAL.hires.max)),
      expires_on: addYears(earliest, 1),
    },
  });
  const { busy, problem, decide } = useDecision(onDone);
  const { unplaced } = useServerFieldErrors(problem, setError, { name: 'name', percent: 'percent', hires: 'hires', expires_on: 'expires_on' });

  return (
    <DecisionDialog kind="approve" frame={frame} busy={busy} problem={problem} unplaced={unplaced}>
      <form id={decisionFormId('approve')} noValidate onSubmit={handleSubmit((body) => decide({ kind: 'approve', id: application.id, body }))}>
        <Stack gap="4">
          <LabelledField id="grant-approve-name" label={m.grants_approve_field_name()} hint={m.grants_approve_name_hint()} error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="off" maxLength={APPROVAL.name.max} {...register('name')} />}
          </LabelledField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <LabelledField id="grant-approve-percent" label={m.grants_approve_field_percent()} hint={m.grants_approve_percent_hint()} error={errors.percent?.message}>
              {(control) => <Input {...control} inputMode="numeric" autoComplete="off" maxLength={3} {...register('percent')} />}
            </LabelledField>
            <LabelledField
              id="grant-approve-hires"
              label={m.grants_approve_field_hires()}
              hint={m.grants_approve_hires_hint({ count: application.hires_planned })}
              error={errors.hires?.message}
            >
              {(control) => <Input {...control} inputMode="numeric" autoComplete="off" maxLength={2} {...register('hires')} />}
            </LabelledField>
          </SimpleGrid>
          <LabelledField id="grant-approve-expires" label={m.grants_approve_field_expires()} hint={m.grants_approve_expires_hint()} error={errors.expires_on?.message}>
            {(control) => <Input {...control} type="date" min={earliest} maxW="14rem" {...register('expires_on')} />}
          </LabelledField>
        </Stack>
      </form>
    </DecisionDialog>
  );
}
