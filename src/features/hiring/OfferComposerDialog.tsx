import { chakra, DataList, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatMoney } from '@/shared/format';
import { experienceLabel, HIRE_TYPES, hireTypeLabel, hoursRangeLabel, payLabel } from '@/lib/labels';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import type { Locale } from '@/shared/languages';
import { OFFER_VALID_DAYS } from '@/shared/lifecycle/offer.machine';
import type { EmployerJob, OfferInput, OfferTarget } from '@/machines/offer-composer.machine';
import { FEES } from '@/shared/fees';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { FormProblem } from '@/ui/FormProblem';
import { HoursRangeFields } from '@/ui/HoursRangeFields';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { Modal } from '@/ui/Modal';
import { ScheduleFields } from '@/ui/ScheduleFields';
import { addOnLabel } from './add-on-label';
import { useOfferComposer } from './flows/offer-composer';
import { earliestStartDate } from './dates';
import { ADD_ONS, addOnFeeCents, offerMonthlyCost, offerMonthRange } from './offer-cost';
import { offerFieldNames, offerFormValues, offerSchema, toOfferInput, type OfferForm } from './offer-form';
import { ScheduleText } from './ScheduleText';

type Snapshot = ReturnType<typeof useOfferComposer>[0];
type Send = ReturnType<typeof useOfferComposer>[1];

const FORM_ID = 'offer-composer-form';
const monthly = (cents: number, locale: Locale) => payLabel(cents, 'full_time', locale);

/** The add-ons of a full-time offer, each with its monthly fee. */
function AddOnFields({ form }: { form: UseFormReturn<OfferForm> }) {
  const locale = useLocale();
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="medium" mb="2">
        {m.hiring_offer_addons()}
      </chakra.legend>
      <Stack gap="2">
        {ADD_ONS.map(({ addOn, field }) => (
          <HStack key={addOn} gap="3" align="flex-start">
            <chakra.input
              type="checkbox"
              id={`offer-${field}`}
              {...form.register(field)}
              boxSize="5"
              mt="0.5"
              accentColor="brand.solid"
              _focusVisible={{ layerStyle: 'focusRing' }}
            />
            <chakra.label htmlFor={`offer-${field}`}>
              {m.hiring_addon_with_fee({ name: addOnLabel(addOn), fee: monthly(addOnFeeCents(addOn), locale) })}
            </chakra.label>
          </HStack>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

function ComposeForm({ state, send }: { state: Snapshot; send: Send }) {
  const locale = useLocale();
  const { draft, job, problem, target } = state.context;
  const schema = useMemo(() => offerSchema(locale), [locale]);
  const form = useForm<OfferForm>({ resolver: zodResolver(schema), defaultValues: offerFormValues(draft, job, locale) });
  const { register, handleSubmit, setError, watch, formState: { errors } } = form;
  useServerFieldErrors(problem, setError, offerFieldNames);
  const contractType = watch('contract_type');
  const earliest = useMemo(() => earliestStartDate(), []);

  return (
    <form id={FORM_ID} noValidate onSubmit={handleSubmit((values) => send({ type: 'REVIEW', draft: toOfferInput(values, locale) }))}>
      <Stack gap="5">
        {problem ? (
          <FormProblem>{problem.message}</FormProblem>
        ) : null}
        <Controller
          control={form.control}
          name="contract_type"
          render={({ field }) => (
            <ChoiceGroup
              legend={m.hiring_offer_contract()}
              look="plain"
              columns={{ base: 1, sm: 2 }}
              name={field.name}
              choices={HIRE_TYPES.map((type) => ({ value: type, label: hireTypeLabel(type) }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField
            id="offer-pay"
            label={contractType === 'fractional' ? m.hiring_offer_pay_hourly() : m.hiring_offer_pay_monthly()}
            hint={job ? m.hiring_offer_pay_hint({ pay: payLabel(job.pay_cents, job.hire_type, locale) }) : undefined}
            error={errors.pay?.message}
          >
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" {...register('pay')} />}
          </LabelledField>
          <LabelledField id="offer-start" label={m.hiring_offer_start()} error={errors.start_date?.message}>
            {(control) => <Input {...control} type="date" min={earliest} {...register('start_date')} />}
          </LabelledField>
        </SimpleGrid>
        {/* No add-on applies to a fractional hire (docs/product.md, "Pricing"): its range of hours takes their place. */}
        {contractType === 'fractional' ? (
          <HoursRangeFields form={form} idPrefix="offer-hours" legend={m.hiring_offer_hours_legend()} hint={m.hiring_offer_hours_hint()} />
        ) : (
          <AddOnFields form={form} />
        )}
        <ScheduleFields
          form={form}
          idPrefix="offer-schedule"
          legend={m.hiring_schedule_legend()}
          other={target ? { name: target.candidateName, timezone: target.candidateTimeZone } : undefined}
        />
        <LabelledField id="offer-message" label={m.hiring_optional({ label: m.hiring_offer_message() })} error={errors.message?.message}>
          {(control) => <Textarea {...control} rows={4} {...register('message')} />}
        </LabelledField>
      </Stack>
    </form>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="44">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** A full-time offer's add-ons and our fees, and its monthly total with the salary. */
function MonthlyCostRows({ draft, level }: { draft: OfferInput; level: EmployerJob['experience_level'] }) {
  const locale = useLocale();
  const cost = offerMonthlyCost(draft, level);
  return (
    <>
      <Row label={m.hiring_offer_addons()}>
        {cost.addOns.length === 0 ? (
          m.hiring_offer_no_addons()
        ) : (
          <Stack as="ul" gap="1" ps="0" listStyleType="none">
            {cost.addOns.map(({ addOn, cents }) => (
              <li key={addOn}>{m.hiring_addon_with_fee({ name: addOnLabel(addOn), fee: monthly(cents, locale) })}</li>
            ))}
          </Stack>
        )}
      </Row>
      <Row label={m.hiring_offer_service_fee({ level: experienceLabel(level) })}>{monthly(cost.serviceFeeCents, locale)}</Row>
      <Row label={m.hiring_offer_fees_total()}>{monthly(cost.feesCents, locale)}</Row>
      {cost.totalCents !== null ? (
        <Row label={m.hiring_offer_monthly_total()}>
          <Text as="span" fontWeight="semibold">
            {monthly(cost.totalCents, locale)}
          </Text>
        </Row>
      ) : null}
    </>
  );
}

/** A fractional offer's range of hours, and what a full month may cost at its rate. */
function MonthRangeRows({ draft }: { draft: OfferInput }) {
  const locale = useLocale();
  const range = offerMonthRange(draft);
  if (!draft.hours_range || !range) return null;
  return (
    <>
      <Row label={m.hiring_offer_hours_legend()}>{hoursRangeLabel(draft.hours_range, locale)}</Row>
      <Row label={m.hiring_offer_month_range_label()}>
        <Text as="span" fontWeight="semibold">
          {m.hiring_offer_month_range({ lower: formatMoney(range.lower, locale), upper: formatMoney(range.upper, locale) })}
        </Text>
      </Row>
    </>
  );
}

/** The offer read back with what it costs each month, before it is sent. */
function OfferReview({ state }: { state: Snapshot }) {
  const locale = useLocale();
  const { draft, job, target } = state.context;
  if (!draft || !job || !target) return null;
  const fractional = draft.contract_type === 'fractional';
  return (
    <Stack gap="4">
      <Text>{m.hiring_offer_review_intro({ name: target.candidateName })}</Text>
      <DataList.Root orientation="horizontal" gap="3">
        <Row label={m.hiring_offer_contract()}>{hireTypeLabel(draft.contract_type)}</Row>
        <Row label={m.hiring_offer_pay()}>{payLabel(draft.pay_cents, draft.contract_type, locale)}</Row>
        <Row label={m.hiring_offer_start()}>{formatDate(draft.start_date, locale)}</Row>
        <Row label={m.hiring_schedule_legend()}>
          <ScheduleText schedule={draft.schedule} other={{ name: target.candidateName, timezone: target.candidateTimeZone }} />
        </Row>
        {fractional ? <MonthRangeRows draft={draft} /> : <MonthlyCostRows draft={draft} level={job.experience_level} />}
        {draft.message ? (
          <Row label={m.hiring_offer_message()}>
            <Text as="span" whiteSpace="pre-line">
              {draft.message}
            </Text>
          </Row>
        ) : null}
      </DataList.Root>
      <Stack gap="1" color="fg.muted" textStyle="sm">
        {fractional ? <Text>{m.hiring_offer_fractional_note()}</Text> : null}
        <Text>{m.hiring_offer_setup_note({ fee: formatMoney(FEES.onboardingSetup, locale) })}</Text>
        <Text>{m.hiring_offer_valid_note({ days: OFFER_VALID_DAYS })}</Text>
      </Stack>
    </Stack>
  );
}

export function OfferComposerDialog({ state, send }: { state: Snapshot; send: Send }) {
  const target = state.context.target;
  const open = !state.matches('idle') && !state.matches('sent');
  const reviewing = state.matches('reviewing') || state.matches('sending');
  let footer;
  if (reviewing) {
    footer = (
      <HStack gap="3">
        <Button look="secondary" onClick={() => send({ type: 'EDIT' })} disabled={state.matches('sending')}>
          {m.hiring_edit()}
        </Button>
        <Button look="primary" loading={state.matches('sending')} onClick={() => send({ type: 'SEND' })}>
          {m.hiring_offer_send()}
        </Button>
      </HStack>
    );
  } else if (state.matches('loadFailed')) {
    footer = (
      <HStack gap="3">
        <Button look="secondary" onClick={() => send({ type: 'CLOSE' })}>
          {m.ui_cancel()}
        </Button>
        <Button look="primary" onClick={() => send({ type: 'RETRY' })}>
          {m.hiring_try_again()}
        </Button>
      </HStack>
    );
  } else {
    footer = (
      <HStack gap="3">
        <Button look="secondary" onClick={() => send({ type: 'CLOSE' })}>
          {m.ui_cancel()}
        </Button>
        <Button look="primary" type="submit" form={FORM_ID} disabled={!state.matches('composing')}>
          {m.hiring_review()}
        </Button>
      </HStack>
    );
  }

  let body;
  if (state.matches('loadingJob')) body = <LoadingSpinner label={m.hiring_offer_loading_job()} />;
  else if (state.matches('loadFailed')) {
    body = (
      <Text role="alert" color="fg.error">
        {m.hiring_offer_job_failed({ problem: state.context.problem?.message ?? '' })}
      </Text>
    );
  } else if (reviewing) body = <OfferReview state={state} />;
  else if (state.matches('composing')) body = <ComposeForm state={state} send={send} />;

  return (
    <Modal
      open={open}
      onClose={() => send({ type: 'CLOSE' })}
      size="xxl"
      title={m.hiring_offer_title({ name: target?.candidateName ?? '' })}
      footer={footer}
    >
      <Stack gap="4">
        {target ? (
          <Text color="fg.muted">
            {m.hiring_for_job()} {target.jobTitle}
          </Text>
        ) : null}
        {body}
      </Stack>
    </Modal>
  );
}

/** The offer flow for a page: `open(target)` starts it; render `dialog` once. */
export function useOfferComposerDialog() {
  const [state, send] = useOfferComposer();
  return {
    open: (target: OfferTarget) => send({ type: 'OPEN', target }),
    dialog: <OfferComposerDialog state={state} send={send} />,
  };
}
