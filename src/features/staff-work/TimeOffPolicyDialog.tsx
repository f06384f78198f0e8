import { chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useTimeOffPolicy, type TimeOffPolicy } from './api';
import { useTimeOffPolicySave } from './flows';

type PolicyField = keyof TimeOffPolicy;
const FIELDS: PolicyField[] = ['vacation_days', 'sick_days', 'personal_days'];
const FORM_ID = 'time-off-policy';

const fieldLabels: Record<PolicyField, () => string> = {
  vacation_days: m.staffwork_policy_vacation,
  sick_days: m.staffwork_policy_sick,
  personal_days: m.staffwork_policy_personal,
};

/** Whole days between the contract's bounds for the field, else what is wrong. */
function fieldProblem(field: PolicyField, text: string): string | undefined {
  const { minimum, maximum } = limits.TimeOffPolicy[field];
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < minimum || value > maximum) return m.staffwork_policy_range({ min: minimum, max: maximum });
  return undefined;
}

function PolicyForm({ policy, onSubmit }: { policy: TimeOffPolicy; onSubmit: (policy: TimeOffPolicy) => void }) {
  const [texts, setTexts] = useState<Record<PolicyField, string>>({
    vacation_days: String(policy.vacation_days),
    sick_days: String(policy.sick_days),
    personal_days: String(policy.personal_days),
  });
  const [errors, setErrors] = useState<Partial<Record<PolicyField, string>>>({});
  return (
    <chakra.form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = Object.fromEntries(FIELDS.map((field) => [field, fieldProblem(field, texts[field])]).filter(([, problem]) => problem));
        setErrors(found);
        if (Object.keys(found).length === 0) {
          onSubmit({ vacation_days: Number(texts.vacation_days), sick_days: Number(texts.sick_days), personal_days: Number(texts.personal_days) });
        }
      }}
    >
      <Stack gap="4">
        {FIELDS.map((field) => (
          <LabelledField key={field} id={`policy-${field}`} label={fieldLabels[field]()} error={errors[field]}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={limits.TimeOffPolicy[field].minimum}
                max={limits.TimeOffPolicy[field].maximum}
                step={1}
                value={texts[field]}
                onChange={(e) => setTexts({ ...texts, [field]: e.currentTarget.value })}
              />
            )}
          </LabelledField>
        ))}
      </Stack>
    </chakra.form>
  );
}

/**
 * The employer's time-off policy: days a year of each kind of leave, accrued monthly. It is one
 * policy for all their staff, which the dialog says before anything is changed.
 */
export function TimeOffPolicyDialog({ onClose }: { onClose: () => void }) {
  const policy = useTimeOffPolicy();
  const [state, send] = useTimeOffPolicySave(onClose);
  const problem = state.matches('failed') ? state.context.problem : null;
  return (
    <ConfirmAction
      open
      title={m.staffwork_policy_title()}
      confirmLabel={m.staffwork_policy_save()}
      confirmLook="primary"
      formId={FORM_ID}
      onCancel={onClose}
      busy={state.matches('submitting')}
      problem={problem?.message}
      closed={!policy.data}
    >
      <Text>{m.staffwork_policy_applies_to_all()}</Text>
      {policy.isPending ? (
        <LoadingSpinner label={m.staffwork_policy_loading()} />
      ) : policy.isError ? (
        <LoadProblem error={policy.error} what={m.staffwork_policy_error()} retryLabel={m.staffwork_try_again()} onRetry={() => void policy.refetch()} retrying={policy.isFetching} />
      ) : (
        <PolicyForm policy={policy.data} onSubmit={(values) => send({ type: 'SUBMIT', values: { ...values } })} />
      )}
    </ConfirmAction>
  );
}
