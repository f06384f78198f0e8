import { Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatMoney, intlLocale } from '@/shared/format';
import { experienceLabel } from '@/lib/labels';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { StackedTable } from '@/ui/StackedTable';
import { useAddendum, type AddendumHire } from './api';

function addOns(hire: AddendumHire): string[] {
  const chosen: Array<[boolean, () => string]> = [
    [hire.include_insurance, m.billing_addon_insurance],
    [hire.include_healthcare, m.billing_addon_healthcare],
    [hire.secure_cloud_computing, m.billing_addon_cloud],
  ];
  return chosen.filter(([included]) => included).map(([, name]) => name());
}

/** The addendum to the MSA: each active hire and its monthly terms, as of today. */
export function AddendumTable() {
  const locale = useLocale();
  const addendum = useAddendum();
  if (addendum.isPending) return <LoadingSpinner />;
  if (addendum.isError) {
    return (
      <LoadProblem
        error={addendum.error}
        what={m.billing_addendum_load_failed()}
        retryLabel={m.billing_try_again()}
        onRetry={() => void addendum.refetch()}
        retrying={addendum.isFetching}
      />
    );
  }
  const { hires, as_of } = addendum.data;
  if (hires.length === 0) return <Text color="fg.muted">{m.billing_addendum_none()}</Text>;
  const list = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' });
  const money = (cents: number) => formatMoney(cents, locale);
  // Cards on a phone; from md up a table whose texts wrap, so all seven columns fit the billing column.
  return (
    <StackedTable.Root size="sm" aria-labelledby="billing-addendum" aria-describedby="billing-addendum-as-of">
      <StackedTable.Caption captionSide="top" textAlign="start" color="fg.muted" id="billing-addendum-as-of" px={{ base: 0, md: 3 }} py="2">
        {m.billing_addendum_as_of({ date: formatDate(as_of, locale) })}
      </StackedTable.Caption>
      <StackedTable.Header>
        <StackedTable.Row>
          <StackedTable.ColumnHeader>{m.billing_addendum_col_staff()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.billing_addendum_col_job()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.billing_addendum_col_level()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.billing_addendum_col_start()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader textAlign="end">{m.billing_addendum_col_pay()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.billing_addendum_col_addons()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader textAlign="end">{m.billing_addendum_col_charge()}</StackedTable.ColumnHeader>
        </StackedTable.Row>
      </StackedTable.Header>
      <StackedTable.Body>
        {hires.map((hire) => {
          const extras = addOns(hire);
          return (
            <StackedTable.Row key={hire.offer_id}>
              <StackedTable.Cell fontWeight={{ base: 'semibold', md: 'normal' }}>{hire.candidate_name}</StackedTable.Cell>
              <StackedTable.Cell label={m.billing_addendum_col_job()}>{hire.job_title}</StackedTable.Cell>
              <StackedTable.Cell label={m.billing_addendum_col_level()}>{experienceLabel(hire.experience_level)}</StackedTable.Cell>
              <StackedTable.Cell label={m.billing_addendum_col_start()} whiteSpace="nowrap">
                {formatDate(hire.start_date, locale)}
              </StackedTable.Cell>
              <StackedTable.Cell label={m.billing_addendum_col_pay()} textAlign="end" whiteSpace="nowrap">
                {money(hire.pay_cents)}
              </StackedTable.Cell>
              <StackedTable.Cell label={m.billing_addendum_col_addons()}>
                {extras.length > 0 ? list.format(extras) : m.billing_addons_none()}
              </StackedTable.Cell>
              <StackedTable.Cell label={m.billing_addendum_col_charge()} textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
                {money(hire.monthly_charge_cents)}
              </StackedTable.Cell>
            </StackedTable.Row>
          );
        })}
      </StackedTable.Body>
    </StackedTable.Root>
  );
}
