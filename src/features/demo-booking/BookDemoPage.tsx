import { useEffect, useMemo, useRef } from 'react';
import { Alert, Box, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatFullDateTime } from '@/shared/format';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import type { DemoDetails } from '@/machines/demo-booking.machine';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { HoneypotField } from '@/ui/HoneypotField';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageColumn } from '@/ui/PageColumn';
import { SelectField } from '@/ui/SelectField';
import { useDemoBooking } from './flows';
import { SlotPicker } from './SlotPicker';

const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

const detailsSchema = () =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(2, m.demobook_error_name()), z.maxLength(120, m.demobook_error_name())),
    email: z.string().check(z.trim(), z.email(m.demobook_error_email()), z.maxLength(254, m.demobook_error_email())),
    company: z.string().check(z.trim(), z.minLength(2, m.demobook_error_company()), z.maxLength(160, m.demobook_error_company())),
    team_size: z.enum(TEAM_SIZES, { message: m.demobook_error_team_size() }),
    notes: z.string().check(z.maxLength(2000, m.demobook_error_notes())),
    website: z.string(),
  });
type DetailsForm = z.input<ReturnType<typeof detailsSchema>>;

/** A demo booked in one of the free half hours; the flow is demoBookingMachine's. */
export default function BookDemoPage() {
  usePageTitle(m.demobook_title());
  useMetaDescription(m.demobook_description());
  const locale = useLocale();
  const [state, send] = useDemoBooking();
  const { slots, chosen, booking, problem, slotTaken, details } = state.context;

  const schema = useMemo(detailsSchema, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DetailsForm>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', company: '', team_size: '' as never, notes: '', website: '' },
  });
  const { unplaced } = useServerFieldErrors(problem, setError, { name: 'name', email: 'email', company: 'company', team_size: 'team_size', notes: 'notes' });

  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (slotTaken || (state.matches('failed') && unplaced)) noticeRef.current?.focus();
  }, [slotTaken, state, unplaced]);
  const bookedRef = useRef<HTMLHeadingElement>(null);
  const booked = state.matches('booked');
  useEffect(() => {
    if (booked) bookedRef.current?.focus();
  }, [booked]);

  const when = (iso: string) => formatFullDateTime(iso, locale);

  if (booked && booking) {
    return (
      <PageColumn maxW="3xl" gap="5">
        <Heading as="h1" size="2xl" ref={bookedRef} tabIndex={-1}>
          {m.demobook_booked_title()}
        </Heading>
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description>
            {m.demobook_booked_body({
              when: when(booking.starts_at),
              utc: booking.starts_at.slice(0, 16).replace('T', ' '),
              email: details?.email ?? '',
              reference: booking.reference,
            })}
          </Alert.Description>
        </Alert.Root>
        <Box>
          <Button look="secondary" onClick={() => send({ type: 'BOOK_ANOTHER' })}>
            {m.demobook_book_another()}
          </Button>
        </Box>
      </PageColumn>
    );
  }

  const submit = handleSubmit(({ website, notes, ...rest }) => {
    const sent: DemoDetails = { ...rest, team_size: rest.team_size, locale, ...(notes.trim() ? { notes: notes.trim() } : {}), ...(website ? { website } : {}) };
    send({ type: 'SUBMIT', details: sent });
  });

  return (
    <PageColumn maxW="3xl" gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {m.demobook_title()}
        </Heading>
        <Text color="fg.muted">{m.demobook_intro()}</Text>
      </Stack>

      {state.matches('loading') || state.matches('reloading') ? (
        <Stack direction="row" align="center" gap="3" role="status">
          <LoadingSpinner />
          <Text>{m.demobook_slots_loading()}</Text>
        </Stack>
      ) : null}

      {state.matches('loadFailed') ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.demobook_slots_failed()}</Alert.Title>
            <Alert.Description>{problem?.message}</Alert.Description>
          </Alert.Content>
          <Button look="secondary" size="sm" onClick={() => send({ type: 'RETRY' })}>
            {m.demobook_retry()}
          </Button>
        </Alert.Root>
      ) : null}

      {slotTaken ? (
        <Alert.Root status="warning" ref={noticeRef} tabIndex={-1} role="alert">
          <Alert.Indicator />
          <Alert.Description>{m.demobook_slot_taken()}</Alert.Description>
        </Alert.Root>
      ) : null}

      {state.matches('choosing') || state.matches('submitting') || state.matches('failed') ? (
        slots.length === 0 ? (
          <Text>{m.demobook_slots_none()}</Text>
        ) : (
          <SlotPicker slots={slots} chosen={chosen} locale={locale} onChoose={(startsAt) => send({ type: 'SELECT_SLOT', startsAt })} />
        )
      ) : null}

      {/* The details stay rendered (and typed) while the slots load or reload. */}
      <form noValidate onSubmit={submit} aria-labelledby="demo-details">
        <Stack gap="4">
          <Heading as="h2" id="demo-details" size="lg">
            {m.demobook_details_heading()}
          </Heading>
          {state.matches('failed') && problem && unplaced ? (
            <FormProblem ref={noticeRef} tabIndex={-1}>{problem.message}</FormProblem>
          ) : null}
          <LabelledField id="demo-name" label={m.demobook_field_name()} error={errors.name?.message}>
            {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
          </LabelledField>
          <LabelledField id="demo-email" label={m.demobook_field_email()} error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
          </LabelledField>
          <LabelledField id="demo-company" label={m.demobook_field_company()} error={errors.company?.message}>
            {(control) => <Input {...control} autoComplete="organization" {...register('company')} />}
          </LabelledField>
          <SelectField
            id="demo-team-size"
            label={m.demobook_field_team_size()}
            error={errors.team_size?.message}
            placeholder={m.demobook_choose_size()}
            options={TEAM_SIZES.map((size) => ({ value: size, label: m.demobook_team_size_option({ size }) }))}
            {...register('team_size')}
          />
          <LabelledField id="demo-notes" label={m.demobook_field_notes()} error={errors.notes?.message}>
            {(control) => <Textarea {...control} rows={3} {...register('notes')} />}
          </LabelledField>
          <HoneypotField id="demo-website" {...register('website')} />
          {chosen ? (
            <Text fontWeight="semibold">{m.demobook_chosen({ when: when(chosen) })}</Text>
          ) : (
            <Text color="fg.muted">{m.demobook_choose_first()}</Text>
          )}
          <Box>
            <Button type="submit" disabled={!chosen} loading={state.matches('submitting')}>
              {m.demobook_submit()}
            </Button>
          </Box>
        </Stack>
      </form>
    </PageColumn>
  );
}
