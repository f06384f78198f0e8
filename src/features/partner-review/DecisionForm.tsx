import { Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { DECIDED, type PartnerReview } from './api';
import { usePartnerDecision } from './review-flows';

const REASON_MAX = limits.PartnerDecision.reason.maxLength;

type Choice = 'verified' | 'changes_requested' | 'rejected';

/**
 * The decision on a submitted verification: verify, or ask for changes or reject with the reason
 * the partner reads (required, checked as the server does). A verification someone else decided
 * meanwhile says so and leaves nothing to send.
 */
export function DecisionForm({ id, onDone }: { id: string; onDone: (decided: PartnerReview) => void }) {
  const [decision, setDecision] = useState<Choice | null>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, problem, decide } = usePartnerDecision(onDone);
  const length = reason.trim().length;
  const needsReason = decision === 'changes_requested' || decision === 'rejected';
  const reasonError = checked && needsReason && (length < 1 || length > REASON_MAX) ? m.prev_error_reason({ max: REASON_MAX }) : problem?.fields?.reason;
  const choiceError = checked && decision === null ? m.prev_choose() : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (decision === null) return;
    if (decision === 'verified') return decide({ id, body: { decision } });
    if (length < 1 || length > REASON_MAX) return;
    decide({ id, body: { decision, reason: reason.trim() } });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="partner-decision">
      <Stack gap="4">
        <ChoiceGroup
          legend={<span id="partner-decision">{m.prev_decision()}</span>}
          look="plain"
          required
          choices={[
            { value: 'verified', label: m.prev_verify() },
            { value: 'changes_requested', label: m.prev_ask_changes() },
            { value: 'rejected', label: m.prev_reject() },
          ]}
          value={decision}
          onChange={setDecision}
          error={choiceError}
          disabled={busy || problem?.code === DECIDED}
        />
        {needsReason ? (
          <LabelledField id="partner-decision-reason" label={m.prev_reason()} hint={m.prev_reason_hint()} error={reasonError}>
            {(control) => <Textarea {...control} rows={5} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </LabelledField>
        ) : null}
        {decision === 'rejected' ? <Text color="fg.muted">{m.prev_reject_hint()}</Text> : null}
        {problem && !problem.fields ? <FormProblem title={m.prev_not_sent()}>{problem.message}</FormProblem> : null}
        {problem?.code === DECIDED ? null : (
          <Button type="submit" alignSelf="start" loading={busy}>
            {m.prev_send()}
          </Button>
        )}
      </Stack>
    </form>
  );
}
