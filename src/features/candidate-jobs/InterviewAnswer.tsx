import { HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { INTERVIEW_NOTE_MAX } from '@/machines/interview-answer.machine';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { LabelledField } from '@/ui/LabelledField';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { Modal } from '@/ui/Modal';
import type { CandidateInterview } from './api';
import { EmployerTime } from './EmployerTime';
import { useInterviewAnswer } from './flows';
import { formatSlot } from './time-zone';

/** Pick one proposed time and accept it; or decline; or ask for other times. */
export function InterviewAnswer({ interview }: { interview: CandidateInterview }) {
  const locale = useLocale();
  const [declineNote, setDeclineNote] = useState('');
  const [rescheduleNote, setRescheduleNote] = useState('');
  const [state, send] = useInterviewAnswer(interview);
  const { time, timeMissing, noteInvalid, problem } = state.context;
  const rescheduleNoteRef = useRef<HTMLTextAreaElement>(null);
  // A refused note is where the candidate goes next.
  useEffect(() => {
    if (noteInvalid) rescheduleNoteRef.current?.focus();
  }, [noteInvalid]);
  const name = `interview-${interview.id}-time`;
  const busy = state.matches('accepting') || state.matches('declining') || state.matches('rescheduling');
  const declining = state.matches('composingDecline') || state.matches('declining');
  const rescheduling = state.matches('composingReschedule') || state.matches('rescheduling');

  const accept = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'ACCEPT' });
  };
  const timeError = timeMissing ? m.cand_interview_pick_first() : undefined;

  return (
    <Stack as="form" gap="4" onSubmit={accept} aria-label={m.cand_interview_answer_label({ job: interview.job.title })}>
      <ChoiceGroup
        legend={m.cand_interview_choose_time()}
        look="plain"
        name={name}
        choices={interview.proposed_times.map((slot, index) => ({
          value: slot,
          label: <time dateTime={slot}>{formatSlot(slot, locale)}</time>,
          // With an id the employer's time stands on its own line, without the inline " · ".
          description: interview.employer.timezone ? <EmployerTime id={`${name}-${index}-theirs`} iso={slot} employer={interview.employer} /> : undefined,
        }))}
        value={time}
        onChange={(slot) => send({ type: 'PICK', time: slot })}
        disabled={busy}
        error={timeError}
        announceError
      />
      {state.matches('failed') && problem ? (
        <Text role="alert" color="fg.error">
          {problem.message}
        </Text>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button type="submit" loading={state.matches('accepting')} disabled={busy}>
          {m.cand_interview_accept()}
        </Button>
        <Button look="secondary" disabled={busy} onClick={() => send({ type: 'RESCHEDULE' })}>
          {m.cand_interview_reschedule()}
        </Button>
        <Button look="ghost" disabled={busy} onClick={() => send({ type: 'DECLINE' })}>
          {m.cand_interview_decline()}
        </Button>
      </HStack>

      <ConfirmAction
        open={declining}
        title={m.cand_interview_decline_title()}
        confirmLabel={m.cand_interview_decline()}
        onConfirm={() => send({ type: 'SUBMIT', note: declineNote })}
        onCancel={() => send({ type: 'CANCEL' })}
        busy={state.matches('declining')}
        problem={state.matches('composingDecline') ? problem?.message : null}
      >
        <Text>{m.cand_interview_decline_body({ job: interview.job.title, company: interview.employer.company_name })}</Text>
        <LabelledField id={`${name}-decline-note`} label={m.cand_interview_decline_note()} hint={m.cand_note_hint({ max: INTERVIEW_NOTE_MAX })}>
          {(control) => (
            <Textarea {...control} rows={3} value={declineNote} maxLength={INTERVIEW_NOTE_MAX} onChange={(e) => setDeclineNote(e.target.value)} />
          )}
        </LabelledField>
      </ConfirmAction>

      <Modal
        open={rescheduling}
        onClose={() => send({ type: 'CANCEL' })}
        size="md"
        title={m.cand_interview_reschedule_title()}
        footer={
          <HStack gap="3">
            <Button look="secondary" onClick={() => send({ type: 'CANCEL' })} disabled={state.matches('rescheduling')}>
              {m.ui_cancel()}
            </Button>
            <Button loading={state.matches('rescheduling')} onClick={() => send({ type: 'SUBMIT', note: rescheduleNote })}>
              {m.cand_interview_reschedule_send()}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text>{m.cand_interview_reschedule_body({ company: interview.employer.company_name })}</Text>
          <LabelledField
            id={`${name}-reschedule-note`}
            label={m.cand_interview_reschedule_note()}
            hint={m.cand_interview_reschedule_hint({ max: INTERVIEW_NOTE_MAX })}
            error={noteInvalid ? m.cand_interview_reschedule_required({ max: INTERVIEW_NOTE_MAX }) : undefined}
          >
            {(control) => (
              <Textarea
                {...control}
                ref={rescheduleNoteRef}
                rows={3}
                required
                value={rescheduleNote}
                maxLength={INTERVIEW_NOTE_MAX}
                onChange={(e) => setRescheduleNote(e.target.value)}
              />
            )}
          </LabelledField>
          {problem && state.matches('composingReschedule') ? (
            <Text role="alert" color="fg.error">
              {problem.message}
            </Text>
          ) : null}
        </Stack>
      </Modal>
    </Stack>
  );
}
