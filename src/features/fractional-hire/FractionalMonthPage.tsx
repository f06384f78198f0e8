import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { toProblem } from '@/lib/api-problem';
import { hoursRangeLabel, payLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate, formatMoney, formatMonth, intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { BackLink } from '@/ui/BackLink';
import { FactList, type Fact } from '@/ui/FactList';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { StackedTable } from '@/ui/StackedTable';
import { ToneBadge, type StatusTone } from '@/ui/StatusBadge';
import { FRACTIONAL_HIRE_PATH, fractionalMonthPath, invoicePath, useFractionalMonth, type FractionalMonth } from './api';
import { asOfferId, lastDayOf, monthFromSearch, monthOf, shiftMonth } from './month';
import { durationText } from './words';

type PaymentStatus = NonNullable<FractionalMonth['payment']>['status'];

const PAYMENT_STATUS: Record<PaymentStatus, { tone: StatusTone; label: () => string }> = {
  processing: { tone: 'blue', label: m.fhire_payment_processing },
  requires_action: { tone: 'orange', label: m.fhire_payment_requires_action },
  succeeded: { tone: 'green', label: m.fhire_payment_succeeded },
  failed: { tone: 'red', label: m.fhire_payment_failed },
  void: { tone: 'gray', label: m.fhire_payment_void },
};

const dayText = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The clamp in words: the hours worked, and whether the minimum or the maximum set the bill instead. */
export function clampText(month: FractionalMonth, locale: Locale): string {
  const worked = durationText(month.minutes, locale);
  if (month.worked_cents > month.cap_cents) {
    return m.fhire_clamp_cap({ worked, max: month.hours_range.max_hours, amount: formatMoney(month.cap_cents, locale) }, { locale });
  }
  if (month.worked_cents < month.floor_cents) {
    return m.fhire_clamp_floor({ worked, min: month.hours_range.min_hours, amount: formatMoney(month.floor_cents, locale) }, { locale });
  }
  return m.fhire_clamp_none({ worked, amount: formatMoney(month.worked_cents, locale) }, { locale });
}

function AttendanceDays({ month }: { month: FractionalMonth }) {
  const locale = useLocale();
  if (month.days.length === 0) return <Text>{month.final ? m.fhire_month_no_hours_final() : m.fhire_month_no_hours()}</Text>;
  return (
    <StackedTable.Root size="sm" aria-labelledby="fractional-month-hours">
      <StackedTable.Header>
        <StackedTable.Row>
          <StackedTable.ColumnHeader>{m.fhire_column_day()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.fhire_column_hours()}</StackedTable.ColumnHeader>
        </StackedTable.Row>
      </StackedTable.Header>
      <StackedTable.Body>
        {month.days.map((day) => (
          <StackedTable.Row key={day.work_date}>
            <StackedTable.Cell fontWeight="semibold">
              <time dateTime={day.work_date}>{dayText(day.work_date, locale)}</time>
            </StackedTable.Cell>
            <StackedTable.Cell label={m.fhire_column_hours()}>{durationText(day.minutes, locale)}</StackedTable.Cell>
          </StackedTable.Row>
        ))}
        <StackedTable.Row>
          <StackedTable.Cell fontWeight="semibold">{m.fhire_month_total()}</StackedTable.Cell>
          <StackedTable.Cell label={m.fhire_column_hours()} fontWeight="semibold">
            {durationText(month.minutes, locale)}
          </StackedTable.Cell>
        </StackedTable.Row>
      </StackedTable.Body>
    </StackedTable.Root>
  );
}

function BillFacts({ month }: { month: FractionalMonth }) {
  const locale = useLocale();
  const monthKey = monthOf(month.month);
  const partial = month.period_start !== `${monthKey}-01` || month.period_end !== lastDayOf(monthKey);
  const facts: Fact[] = [
    { label: m.fhire_rate(), value: payLabel(month.hourly_rate_cents, 'fractional', locale) },
    { label: m.fhire_range(), value: hoursRangeLabel(month.hours_range, locale) },
    {
      label: m.fhire_month_floor_cap(),
      value: m.fhire_month_floor_cap_value({ floor: formatMoney(month.floor_cents, locale), cap: formatMoney(month.cap_cents, locale) }),
    },
    { label: m.fhire_month_worked(), value: clampText(month, locale) },
    { label: m.fhire_month_billed(), value: formatMoney(month.billed_cents, locale) },
  ];
  if (month.prepaid_cents > 0) facts.push({ label: m.fhire_month_prepaid(), value: formatMoney(month.prepaid_cents, locale) });
  facts.push(
    { label: m.fhire_month_amount(), value: <Text as="span" fontWeight="semibold">{formatMoney(month.amount_cents, locale)}</Text> },
    { label: m.fhire_month_bill_date(), value: formatDate(month.bill_date, locale) },
    {
      label: m.fhire_month_payment(),
      value: month.payment ? (
        <ToneBadge tone={PAYMENT_STATUS[month.payment.status].tone}>{PAYMENT_STATUS[month.payment.status].label()}</ToneBadge>
      ) : (
        m.fhire_payment_not_billed({ date: formatDate(month.bill_date, locale) })
      ),
    },
  );
  return (
    <Stack gap="3">
      {partial ? (
        <Text color="fg.muted">
          {m.fhire_month_prorated({ start: formatDate(month.period_start, locale), end: formatDate(month.period_end, locale) })}
        </Text>
      ) : null}
      {month.final ? null : <Text color="fg.muted">{m.fhire_month_running({ date: formatDate(month.bill_date, locale) })}</Text>}
      <FactList facts={facts} />
      {month.payment?.invoice_id ? (
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to={invoicePath(month.payment.invoice_id)}>{m.fhire_month_invoice()}</Link>
        </ChakraLink>
      ) : null}
    </Stack>
  );
}

/** The months before and after, as far as the hire covers them: its first month has none before, the month running none after. */
function MonthLinks({ month }: { month: FractionalMonth }) {
  const locale = useLocale();
  const key = monthOf(month.month);
  const previous = shiftMonth(key, -1);
  const next = shiftMonth(key, 1);
  const name = (value: string) => formatMonth(`${value}-01`, locale);
  const hasPrevious = month.period_start === `${key}-01`;
  const hasNext = month.final && month.period_end === lastDayOf(key);
  return (
    <HStack as="nav" aria-label={m.fhire_month_nav()} justify="space-between" gap="3" wrap="wrap">
      {hasPrevious ? (
        <ChakraLink asChild color="brand.fg">
          <Link to={fractionalMonthPath(month.offer_id, previous)} aria-label={m.fhire_month_previous({ month: name(previous) })}>
            <span aria-hidden="true">← </span>
            {name(previous)}
          </Link>
        </ChakraLink>
      ) : (
        <span />
      )}
      {hasNext ? (
        <ChakraLink asChild color="brand.fg">
          <Link to={fractionalMonthPath(month.offer_id, next)} aria-label={m.fhire_month_next({ month: name(next) })}>
            {name(next)}
            <span aria-hidden="true"> →</span>
          </Link>
        </ChakraLink>
      ) : null}
    </HStack>
  );
}

function MonthStatement({ month }: { month: FractionalMonth }) {
  const locale = useLocale();
  const monthName = formatMonth(month.month, locale);
  usePageTitle(m.fhire_month_title({ name: month.candidate_name, month: monthName }));
  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {m.fhire_month_title({ name: month.candidate_name, month: monthName })}
        </Heading>
        <Text color="fg.muted">{month.job_title}</Text>
      </Stack>
      <MonthLinks month={month} />
      <Stack as="section" aria-labelledby="fractional-month-bill" gap="4">
        <Heading as="h2" id="fractional-month-bill" size="lg">
          {m.fhire_month_bill_title()}
        </Heading>
        <BillFacts month={month} />
      </Stack>
      <Stack as="section" aria-labelledby="fractional-month-hours" gap="4">
        <Heading as="h2" id="fractional-month-hours" size="lg">
          {m.fhire_month_hours_title()}
        </Heading>
        <Text color="fg.muted">{m.fhire_month_hours_intro()}</Text>
        <AttendanceDays month={month} />
      </Stack>
    </Stack>
  );
}

function MonthNotFound() {
  return <NotFoundNotice title={m.fhire_month_not_found_title()} body={m.fhire_month_not_found_body()} linkTo={FRACTIONAL_HIRE_PATH} linkText={m.fhire_back()} />;
}

function MonthRead({ offerId, month }: { offerId: string; month: string | undefined }) {
  const read = useFractionalMonth(offerId, month);
  if (read.isPending) return <LoadingSpinner size="lg" label={m.fhire_month_loading()} />;
  if (read.isError) {
    if (toProblem(read.error).code === 'NOT_FOUND') return <MonthNotFound />;
    return <LoadProblem error={read.error} what={m.fhire_month_load_error()} retryLabel={m.fhire_try_again()} onRetry={() => void read.refetch()} retrying={read.isFetching} />;
  }
  return <MonthStatement month={read.data} />;
}

function MonthRoute() {
  const offerId = asOfferId(useParams().id);
  const [search] = useSearchParams();
  const month = monthFromSearch(search);
  return (
    <PageColumn gap="6">
      <BackLink to={FRACTIONAL_HIRE_PATH}>{m.fhire_back()}</BackLink>
      {offerId ? <MonthRead key={`${offerId}-${month ?? ''}`} offerId={offerId} month={month} /> : <MonthNotFound />}
    </PageColumn>
  );
}

/**
 * /dashboard/activity/fractional-hire/:id/month?month=YYYY-MM (the offer's id; the month running
 * without `month`): one month of a fractional hire as its bill charges it — the attendance days
 * behind the hours, the range in money, the clamp in words, what checkout paid ahead, the bill,
 * its payment and invoice.
 */
export default function FractionalMonthPage() {
  return (
    <RoleGate role="employer" title={m.fhire_employers_only_title()} otherRoleReason={m.fhire_employers_only_body()}>
      <MonthRoute />
    </RoleGate>
  );
}
