import { Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { limits } from '@/generated/limits';
import { formatLongDate } from '@/shared/format';
import { wallClockInstant, zoneCity } from '@/shared/time-zones';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { LabelledField } from '@/ui/LabelledField';
import type { AttendanceSession, CorrectionRequest } from './api';
import { useCorrectionRequest } from './flows';
import { addDays } from './work-time';

const REASON_MAX = limits.CorrectionRequest.reason.maxLength;
const FORM_ID = 'work-correction-form';

/** "HH:MM" of an instant in `zone`, as a time input takes it (24 hours, whatever the reader's language). */
const clockOf = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(iso));

/** The request for a day's times typed in the staff member's zone; a clock-out before the clock-in is the next morning. */
function toRequest(session: AttendanceSession, zone: string, start: string, end: string, reason: string): CorrectionRequest {
  const clockIn = wallClockInstant(session.work_date, start, zone);
  const clockOut = wallClockInstant(end > start ? session.work_date : addDays(session.work_date, 1), end, zone);
  return { session_id: session.id, work_date: session.work_date, clock_in_at: clockIn.toISOString(), clock_out_at: clockOut.toISOString(), reason: reason.trim() };
}

/** Asking the employer for a forgotten day's real times, with a reason; the employer approves or declines it. */
export function CorrectionDialog({ session, zone, onClose, onAsked }: { session: AttendanceSession; zone: string; onClose: () => void; onAsked: () => void }) {
  const locale = useLocale();
  const [start, setStart] = useState(() => clockOf(session.clock_in_at, zone));
  const [end, setEnd] = useState(() => clockOf(session.clock_out_at ?? session.clock_in_at, zone));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const correction = useCorrectionRequest(onAsked);
  const timesMissing = !start || !end || start === end;
  const reasonIssue = !reason.trim() ? m.work_correction_reason_missing() : reason.trim().length > REASON_MAX ? m.work_text_too_long({ max: REASON_MAX }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (timesMissing || reasonIssue) return;
    correction.ask(toRequest(session, zone, start, end, reason));
  };
  const fieldError = (name: string) => correction.problem?.fields?.[name];

  return (
    <ConfirmAction
      open
      title={m.work_correction_title({ date: formatLongDate(session.work_date, locale) })}
      confirmLabel={m.work_correction_send()}
      confirmLook="primary"
      formId={FORM_ID}
      onCancel={onClose}
      busy={correction.busy}
      problem={correction.problem && !correction.problem.fields ? correction.problem.message : null}
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <Stack gap="4">
          <Text color="fg.muted">{m.work_correction_times_hint({ zone: zoneCity(zone) })}</Text>
          <LabelledField id="work-correction-in" label={m.work_correction_in()} error={(tried && timesMissing ? m.work_correction_times_missing() : undefined) ?? fieldError('clock_in_at')}>
            {(control) => <Input type="time" value={start} onChange={(event) => setStart(event.target.value)} required {...control} />}
          </LabelledField>
          <LabelledField id="work-correction-out" label={m.work_correction_out()} error={fieldError('clock_out_at')}>
            {(control) => <Input type="time" value={end} onChange={(event) => setEnd(event.target.value)} required {...control} />}
          </LabelledField>
          <LabelledField id="work-correction-reason" label={m.work_correction_reason()} error={(tried ? reasonIssue : undefined) ?? fieldError('reason')}>
            {(control) => <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} required {...control} />}
          </LabelledField>
        </Stack>
      </form>
    </ConfirmAction>
  );
}
