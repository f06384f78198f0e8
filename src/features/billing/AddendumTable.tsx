import { Table, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/lib/app-actors';
import { formatDate, formatMoney, intlLocale } from '@/shared/format';
import { experienceLabel } from '@/lib/labels';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
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
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-labelledby="billing-addendum" aria-describedby="billing-addendum-as-of">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" id="billing-addendum-as-of" px="3" py="2">
          {m.billing_addendum_as_of({ date: formatDate(as_of, locale) })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{m.billing_addendum_col_staff()}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.billing_addendum_col_job()}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.billing_addendum_col_level()}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.billing_addendum_col_start()}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{m.billing_addendum_col_pay()}</Table.ColumnHeader>
            <Table.ColumnHeader>{m.billing_addendum_col_addons()}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{m.billing_addendum_col_charge()}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {hires.map((hire) => {
            const extras = addOns(hire);
            return (
              <Table.Row key={hire.offer_id}>
                <Table.Cell>{hire.candidate_name}</Table.Cell>
                <Table.Cell>{hire.job_title}</Table.Cell>
                <Table.Cell>{experienceLabel(hire.experience_level)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(hire.start_date, locale)}</Table.Cell>
                <Table.Cell textAlign="end">{money(hire.pay_cents)}</Table.Cell>
                <Table.Cell>{extras.length > 0 ? list.format(extras) : m.billing_addons_none()}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {money(hire.monthly_charge_cents)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
