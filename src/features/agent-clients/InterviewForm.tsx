import { HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';
import type { InterviewInvite } from './api';

const LENGTHS = [30, 45, 60, 90] as const;

/** One interview time (in the agent's zone: the browser's), its length and an optional meeting link. */
export function InterviewForm({ id, busy, onSend, onCancel }: { id: string; busy: boolean; onSend: (invite: InterviewInvite) => void; onCancel: () => void }) {
  const [time, setTime] = useState('');
  const [length, setLength] = useState('30');
  const [link, setLink] = useState('');
  const [timeError, setTimeError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(time);
    if (time === '' || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return setTimeError(m.agc_time_missing());
    setTimeError(undefined);
    onSend({ proposed_times: [at.toISOString()], duration_minutes: Number(length), ...(link.trim() ? { meeting_url: link.trim() } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="3" borderWidth="1px" borderRadius="md" p="4">
        <LabelledField id={`${id}-time`} label={m.agc_interview_time()} hint={m.agc_interview_time_hint()} error={timeError}>
          {(control) => <Input {...control} type="datetime-local" value={time} onChange={(e) => setTime(e.target.value)} />}
        </LabelledField>
        <SelectField
          id={`${id}-length`}
          label={m.agc_duration()}
          value={length}
          onChange={(e) => setLength(e.target.value)}
          options={LENGTHS.map((n) => ({ value: String(n), label: String(n) }))}
        />
        <LabelledField id={`${id}-link`} label={m.agc_meeting_url()}>
          {(control) => <Input {...control} type="url" value={link} maxLength={300} onChange={(e) => setLink(e.target.value)} />}
        </LabelledField>
        <HStack gap="3">
          <Button type="submit" look="primary" size="sm" loading={busy}>
            {m.agc_send_invite()}
          </Button>
          <Button look="ghost" size="sm" onClick={onCancel} disabled={busy}>
            {m.agc_cancel()}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
