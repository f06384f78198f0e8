import { Box, DataList, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { otherZoneText, twoZoneText, type OtherParty } from '@/lib/time-zone-text';
import { browserTimeZone, zonePlace } from '@/shared/time-zones';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import type { InterviewInviteTarget } from '@/machines/interview-invite.machine';
import type { Locale } from '@/shared/languages';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { Modal } from '@/ui/Modal';
import { SelectField } from '@/ui/SelectField';
import { useInterviewInvite } from './flows/interview-invite';
import { fromLocalInput, toLocalInput } from './dates';
import {
  DURATIONS,
  interviewInviteSchema,
  inviteFieldNames,
  inviteFormValues,
  MAX_TIMES,
  toInviteRequest,
  type InterviewInviteForm,
} from './interview-invite-form';

type Snapshot = ReturnType<typeof useInterviewInvite>[0];
type Send = ReturnType<typeof useInterviewInvite>[1];

const FORM_ID = 'interview-invite-form';

/** A time for the employer and, when their zone is known, for the candidate. */
function When({ iso, locale, other }: { iso: string; locale: Locale; other?: OtherParty | undefined }) {
  return <time dateTime={iso}>{twoZoneText(iso, locale, other)}</time>;
}

const otherOf = (target: InterviewInviteTarget | null): OtherParty | undefined =>
  target ? { name: target.candidateName, timezone: target.candidateTimeZone } : undefined;

/** Under a proposed time: what it is for the candidate, as the employer types it. */
function TheirTime({ control, index, other }: { control: Control<InterviewInviteForm>; index: number; other?: OtherParty | undefined }) {
  const locale = useLocale();
  const value = useWatch({ control, name: `times.${index}.value` });
  const iso = value ? fromLocalInput(value) : null;
  if (!iso || !other?.timezone) return null;
  return (
    <Text id={`invite-time-${index}-theirs`} textStyle="sm" color="fg.muted" mt="1">
      {otherZoneText(iso, locale, { name: other.name, timezone: other.timezone })}
    </Text>
  );
}

/** The two zones the times are read in: the employer's, and the candidate's when known. */
function Zones({ other }: { other?: OtherParty | undefined }) {
  if (!other) return null;
  return (
    <Text color="fg.muted" textStyle="sm">
      {other.timezone ? m.tz_their_zone({ name: other.name, zone: zonePlace(other.timezone) }) : m.tz_their_zone_unknown({ name: other.name })}
    </Text>
  );
}

/** The times, length, link and message, with the zone the times are read in. */
function InviteForm({ state, send }: { state: Snapshot; send: Send }) {
  const { draft, target, problem } = state.context;
  const schema = useMemo(() => interviewInviteSchema(), []);
  const form = useForm<InterviewInviteForm>({ resolver: zodResolver(schema), defaultValues: inviteFormValues(draft, target) });
  const { register, control, handleSubmit, setError, formState: { errors } } = form;
  const times = useFieldArray({ control, name: 'times' });
  useServerFieldErrors(problem, setError, inviteFieldNames);
  const zone = zonePlace(browserTimeZone());
  const other = otherOf(target);
  const duration = form.getValues('duration');
  const durations = DURATIONS.map(String).includes(duration) ? DURATIONS.map(String) : [duration, ...DURATIONS.map(String)];
  const minTime = useMemo(() => toLocalInput(new Date().toISOString()), []);

  return (
    <form id={FORM_ID} noValidate onSubmit={handleSubmit((values) => send({ type: 'REVIEW', draft: toInviteRequest(values) }))}>
      <Stack gap="5">
        {problem && state.matches('failed') ? (
          <FormProblem>{problem.message}</FormProblem>
        ) : null}
        <Stack as="fieldset" gap="3">
          <Text as="legend" fontWeight="semibold" mb="1">
            {m.hiring_invite_times_legend()}
          </Text>
          <Text color="fg.muted" textStyle="sm" id="invite-times-hint">
            {m.hiring_invite_times_hint({ zone, max: MAX_TIMES })}
          </Text>
          <Zones other={other} />
          {times.fields.map((field, index) => (
            <HStack key={field.id} align="flex-end" gap="2">
              <Box flex="1">
                <LabelledField
                  id={`invite-time-${index}`}
                  label={m.hiring_invite_time_label({ number: index + 1 })}
                  error={errors.times?.[index]?.value?.message}
                >
                  {(control) => <Input {...control} type="datetime-local" min={minTime} {...register(`times.${index}.value`)} />}
                </LabelledField>
                <TheirTime control={control} index={index} other={other} />
              </Box>
              {times.fields.length > 1 ? (
                <IconButton
                  variant="ghost"
                  aria-label={m.hiring_invite_remove_time({ number: index + 1 })}
                  onClick={() => times.remove(index)}
                  mb={errors.times?.[index]?.value ? '7' : '0'}
                >
                  <span aria-hidden="true">✕</span>
                </IconButton>
              ) : null}
            </HStack>
          ))}
          {times.fields.length < MAX_TIMES ? (
            <Button look="secondary" size="sm" alignSelf="flex-start" onClick={() => times.append({ value: '' })}>
              {m.hiring_invite_add_time()}
            </Button>
          ) : null}
        </Stack>
        <SelectField
          id="invite-duration"
          label={m.hiring_invite_duration()}
          error={errors.duration?.message}
          options={durations.map((minutes) => ({ value: minutes, label: m.hiring_invite_minutes({ minutes }) }))}
          {...register('duration')}
        />
        <LabelledField
          id="invite-link"
          label={m.hiring_optional({ label: m.hiring_invite_link() })}
          hint={m.hiring_invite_link_hint()}
          error={errors.meeting_url?.message}
        >
          {(control) => <Input {...control} type="url" inputMode="url" autoComplete="url" spellCheck={false} {...register('meeting_url')} />}
        </LabelledField>
        <LabelledField id="invite-message" label={m.hiring_optional({ label: m.hiring_invite_message() })} error={errors.message?.message}>
          {(control) => <Textarea {...control} rows={4} {...register('message')} />}
        </LabelledField>
      </Stack>
    </form>
  );
}

/** What will be sent, read back before it is. */
function InviteReview({ state }: { state: Snapshot }) {
  const locale = useLocale();
  const draft = state.context.draft!;
  const other = otherOf(state.context.target);
  return (
    <Stack gap="4">
      <Text>{m.hiring_invite_review_intro({ name: state.context.target?.candidateName ?? '' })}</Text>
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel minW="36">{m.hiring_invite_times_legend()}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Stack as="ul" gap="1" ps="0" listStyleType="none">
              {draft.proposed_times.map((iso) => (
                <li key={iso}>
                  <When iso={iso} locale={locale} other={other} />
                </li>
              ))}
            </Stack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="36">{m.hiring_invite_duration()}</DataList.ItemLabel>
          <DataList.ItemValue>{m.hiring_invite_minutes({ minutes: draft.duration_minutes })}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="36">{m.hiring_invite_link()}</DataList.ItemLabel>
          <DataList.ItemValue>{draft.meeting_url ?? m.hiring_invite_no_link()}</DataList.ItemValue>
        </DataList.Item>
        {draft.message ? (
          <DataList.Item>
            <DataList.ItemLabel minW="36">{m.hiring_invite_message()}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-line">{draft.message}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>
    </Stack>
  );
}

/** When proposing again: what was proposed, and what the candidate asked. */
function PreviousInterview({ target }: { target: InterviewInviteTarget }) {
  const locale = useLocale();
  const previous = target.previous;
  const times = previous?.proposedTimes ?? [];
  if (!previous || (!previous.scheduledAt && times.length === 0 && !previous.candidateNote)) return null;
  return (
    <Stack gap="2" p="3" borderRadius="md" bg="bg.subtle" textStyle="sm">
      {previous.scheduledAt ? (
        <Text>
          {m.hiring_invite_was_scheduled()} <When iso={previous.scheduledAt} locale={locale} other={otherOf(target)} />
        </Text>
      ) : times.length > 0 ? (
        <Text>
          {m.hiring_invite_proposed_before()}{' '}
          {times.map((iso, i) => (
            <span key={iso}>
              {i > 0 ? ', ' : ''}
              <When iso={iso} locale={locale} other={otherOf(target)} />
            </span>
          ))}
        </Text>
      ) : null}
      {previous.candidateNote ? <Text>{m.hiring_invite_candidate_asked({ note: previous.candidateNote })}</Text> : null}
    </Stack>
  );
}

export function InterviewInviteDialog({ state, send }: { state: Snapshot; send: Send }) {
  const target = state.context.target;
  const open = state.matches('editing') || state.matches('reviewing') || state.matches('sending') || state.matches('failed');
  const reviewing = state.matches('reviewing') || state.matches('sending');
  const name = target?.candidateName ?? '';
  const footer = reviewing ? (
    <HStack gap="3">
      <Button look="secondary" onClick={() => send({ type: 'EDIT' })} disabled={state.matches('sending')}>
        {m.hiring_edit()}
      </Button>
      <Button look="primary" loading={state.matches('sending')} onClick={() => send({ type: 'SEND' })}>
        {m.hiring_invite_send()}
      </Button>
    </HStack>
  ) : (
    <HStack gap="3">
      <Button look="secondary" onClick={() => send({ type: 'CLOSE' })}>
        {m.ui_cancel()}
      </Button>
      <Button look="primary" type="submit" form={FORM_ID}>
        {m.hiring_review()}
      </Button>
    </HStack>
  );
  return (
    <Modal
      open={open}
      onClose={() => send({ type: 'CLOSE' })}
      size="xl"
      title={target?.previous ? m.hiring_invite_new_times_title({ name }) : m.hiring_invite_title({ name })}
      footer={footer}
    >
      <Stack gap="4">
        {target ? (
          <Text color="fg.muted">
            {m.hiring_for_job()} {target.jobTitle}
          </Text>
        ) : null}
        {target ? <PreviousInterview target={target} /> : null}
        {reviewing ? <InviteReview state={state} /> : open ? <InviteForm state={state} send={send} /> : null}
      </Stack>
    </Modal>
  );
}

/** The interview invite flow for a page: `open(target)` starts it; render `dialog` once. */
export function useInterviewInviteDialog() {
  const [state, send] = useInterviewInvite();
  return {
    open: (target: InterviewInviteTarget) => send({ type: 'OPEN', target }),
    dialog: <InterviewInviteDialog state={state} send={send} />,
  };
}
