import { Box, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { partOfDayLabel, timeOffKindLabel } from '@/lib/labels';
import { useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import {
  PARTS_OF_DAY,
  TIME_OFF_KINDS,
  TIME_OFF_NOTE_MAX,
  timeOffIssues,
  type TimeOffForm as Form,
  type TimeOffFormIssue,
  type TimeOffKind,
} from '@/machines/time-off-request.machine';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';
import type { TimeOffBalance } from './api';
import { useTimeOffRequest } from './flows';
import { formatDays } from './time-off-words';

const EMPTY: Form = { kind: null, start_date: '', end_date: '', part_of_day: 'full', note: '' };

const issueWords: Record<TimeOffFormIssue, () => string> = {
  kind: m.work_time_off_kind_missing,
  startMissing: m.work_time_off_start_missing,
  startPast: m.work_time_off_start_past,
  endMissing: m.work_time_off_end_missing,
  endBeforeStart: m.work_time_off_end_before_start,
  halfDayRange: m.work_time_off_half_day_range,
  noteTooLong: () => m.work_text_too_long({ max: TIME_OFF_NOTE_MAX }),
};

/** The first of `issues` a field answers for, in words. */
const wordsFor = (issues: TimeOffFormIssue[], ...mine: TimeOffFormIssue[]) => {
  const found = issues.find((issue) => mine.includes(issue));
  return found ? issueWords[found]() : undefined;
};

function Form({ today, balances, onRequested }: { today: string; balances: TimeOffBalance[]; onRequested: () => void }) {
  const locale = useLocale();
  const [form, setForm] = useState<Form>(EMPTY);
  const [snapshot, send] = useTimeOffRequest({ request: null, today }, onRequested);
  const { problem } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  // Issues show once the form was sent, and follow what is typed from then on.
  const issues = snapshot.context.form ? timeOffIssues(form, today) : [];
  const server = (field: string) => problem?.fields?.[field];
  const change = (fields: Partial<Form>) => setForm((current) => ({ ...current, ...fields }));
  const balance = problem?.code === 'TIME_OFF_BALANCE' ? balances.find((item) => item.kind === snapshot.context.form?.kind) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', form });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="work-time-off-form">
      <Stack gap="4">
        <SelectField
          id="work-time-off-kind"
          label={m.work_time_off_kind()}
          placeholder={m.work_time_off_kind_placeholder()}
          options={TIME_OFF_KINDS.map((kind) => ({ value: kind, label: timeOffKindLabel(kind) }))}
          value={form.kind ?? ''}
          onChange={(event) => change({ kind: (event.target.value || null) as TimeOffKind | null })}
          error={wordsFor(issues, 'kind') ?? server('kind')}
          required
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <LabelledField id="work-time-off-start" label={m.work_time_off_start()} error={wordsFor(issues, 'startMissing', 'startPast') ?? server('start_date')}>
            {(control) => (
              <Input
                type="date"
                min={today}
                value={form.start_date}
                onChange={(event) => change({ start_date: event.target.value, end_date: form.end_date || event.target.value })}
                required
                {...control}
              />
            )}
          </LabelledField>
          <LabelledField id="work-time-off-end" label={m.work_time_off_end()} error={wordsFor(issues, 'endMissing', 'endBeforeStart') ?? server('end_date')}>
            {(control) => <Input type="date" min={form.start_date || today} value={form.end_date} onChange={(event) => change({ end_date: event.target.value })} required {...control} />}
          </LabelledField>
        </Stack>
        <ChoiceGroup
          legend={m.work_time_off_part()}
          look="plain"
          columns={{ base: 1, sm: 3 }}
          choices={PARTS_OF_DAY.map((part) => ({ value: part, label: partOfDayLabel(part) }))}
          value={form.part_of_day}
          onChange={(part) => change({ part_of_day: part })}
          error={wordsFor(issues, 'halfDayRange') ?? server('part_of_day')}
        />
        <LabelledField id="work-time-off-note" label={m.work_time_off_note_label()} hint={m.work_time_off_note_hint()} error={wordsFor(issues, 'noteTooLong') ?? server('note')}>
          {(control) => <Textarea rows={2} value={form.note} onChange={(event) => change({ note: event.target.value })} {...control} />}
        </LabelledField>
        {problem && snapshot.matches({ composing: 'failed' }) ? (
          <FormProblem title={m.work_time_off_failed()}>
            <Text>{problem.message}</Text>
            {balance ? <Text>{m.work_time_off_available({ days: formatDays(balance.available, locale), kind: timeOffKindLabel(balance.kind) })}</Text> : null}
          </FormProblem>
        ) : null}
        <Box>
          <Button type="submit" loading={busy}>
            {m.work_time_off_send()}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** Asking for time off; once sent, a fresh form for the next one. */
export function TimeOffForm({ today, balances }: { today: string; balances: TimeOffBalance[] }) {
  const [round, setRound] = useState(0);
  return <Form key={round} today={today} balances={balances} onRequested={() => setRound((n) => n + 1)} />;
}
