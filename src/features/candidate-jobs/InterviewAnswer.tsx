import { chakra, Fieldset, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { INTERVIEW_NOTE_MAX } from '@/machines/interviewAnswer.machine';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import { ConfirmModal } from '@/ui/ConfirmModal';
import { Modal } from '@/ui/Modal';
import type { CandidateInterview } from './api';
import { EmployerTime } from './EmployerTime';
import { useInterviewAnswer } from './flows';
import { formatSlot } from './time-zone';

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

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
      <Fieldset.Root invalid={Boolean(timeError)}>
        <Fieldset.Legend fontWeight="semibold">{m.cand_interview_choose_time()}</Fieldset.Legend>
        <Stack as="ul" gap="2" m="0" p="0" listStyleType="none" mt="2">
          {interview.proposed_times.map((slot, index) => {
            const id = `${name}-${index}`;
            return (
              <HStack as="li" key={slot} gap="3" align="center" wrap="wrap">
                <chakra.input
                  type="radio"
                  id={id}
                  name={name}
                  value={slot}
                  checked={time === slot}
                  disabled={busy}
                  onChange={() => send({ type: 'PICK', time: slot })}
                  aria-describedby={[interview.employer.timezone ? `${id}-theirs` : '', timeError ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined}
                  boxSize="5"
                  accentColor="brand.solid"
                  _focusVisible={focusRing}
                />
                <chakra.label htmlFor={id} cursor="pointer">
                  <time dateTime={slot}>{formatSlot(slot, locale)}</time>
                </chakra.label>
                <EmployerTime id={`${id}-theirs`} iso={slot} employer={interview.employer} />
              </HStack>
            );
          })}
        </Stack>
        {timeError ? (
          <Text id={`${name}-error`} role="alert" color="fg.error" textStyle="sm" fontWeight="medium">
            {timeError}
          </Text>
        ) : null}
      </Fieldset.Root>
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

      <ConfirmModal
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
      </ConfirmModal>

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
