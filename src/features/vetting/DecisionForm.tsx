import { Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { DECIDED, type VettingReviewCase } from './review-api';
import { useVettingDecision } from './review-flows';

/** The limits of VettingDecision.reasons in the contract. */
export const REASONS = { min: limits.VettingDecision.reasons.minLength, max: limits.VettingDecision.reasons.maxLength } as const;

type Choice = 'vetted' | 'needs_changes';

/**
 * The decision on a case in review: vet, or ask for changes with the reasons the candidate reads
 * (required, checked as the contract does). A case someone else decided meanwhile says so and
 * leaves nothing to send.
 */
export function DecisionForm({ id, onDone }: { id: string; onDone: (decided: VettingReviewCase) => void }) {
  const [decision, setDecision] = useState<Choice | null>(null);
  const [reasons, setReasons] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, problem, decide } = useVettingDecision(onDone);
  const length = reasons.trim().length;
  const reasonsError =
    checked && decision === 'needs_changes' && (length < REASONS.min || length > REASONS.max) ? m.vrev_error_reasons({ min: REASONS.min, max: REASONS.max }) : problem?.fields?.reasons;
  const choiceError = checked && decision === null ? m.vet_choose() : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (decision === null) return;
    if (decision === 'vetted') return decide({ id, body: { decision } });
    if (length < REASONS.min || length > REASONS.max) return;
    decide({ id, body: { decision, reasons: reasons.trim() } });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`vetting-decision-${id}`}>
      <Stack gap="4">
      <ChoiceGroup
        legend={<span id={`vetting-decision-${id}`}>{m.vrev_decision()}</span>}
        look="plain"
        required
        choices={[
          { value: 'vetted', label: m.vrev_vet() },
          { value: 'needs_changes', label: m.vrev_ask_changes() },
        ]}
        value={decision}
        onChange={setDecision}
        error={choiceError}
        disabled={busy || problem?.code === DECIDED}
      />
      {decision === 'needs_changes' ? (
        <LabelledField id={`vetting-reasons-${id}`} label={m.vrev_reasons()} hint={m.vrev_reasons_hint()} error={reasonsError}>
          {(control) => <Textarea {...control} rows={5} maxLength={REASONS.max} value={reasons} onChange={(e) => setReasons(e.target.value)} />}
        </LabelledField>
      ) : null}
      {problem && !problem.fields ? <FormProblem title={m.vrev_not_sent()}>{problem.message}</FormProblem> : null}
      {problem?.code === DECIDED ? null : (
        <Button type="submit" alignSelf="start" loading={busy}>
          {m.vrev_send()}
        </Button>
      )}
      </Stack>
    </form>
  );
}
