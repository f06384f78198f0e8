import { Table } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { formatMoney } from '@/shared/format';
import { experienceLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import type { PayGuidance } from './role-costs';

/** Pay for each experience level of a role: the usual range, the typical figure, the hourly equivalent, our fee and the total. */
export function PayGuidanceTable({ rows, labelledBy, locale }: { rows: PayGuidance[]; labelledBy: string; locale: Locale }) {
  const money = (cents: number) => formatMoney(cents, locale);
  const range = (low: number, high: number) => m.talent_range({ low: money(low), high: money(high) });
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{m.talent_col_level()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.talent_col_salary_range()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.talent_col_salary()}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.talent_col_hourly()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.talent_col_fee()}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.talent_col_total()}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.level}>
              <Table.Cell as="th" scope="row">
                {experienceLabel(row.level)}
              </Table.Cell>
              <Table.Cell>{range(row.monthly.low, row.monthly.high)}</Table.Cell>
              <Table.Cell textAlign="end">{money(row.monthly.typical)}</Table.Cell>
              <Table.Cell>{range(row.hourly.low, row.hourly.high)}</Table.Cell>
              <Table.Cell textAlign="end">{money(row.serviceFeeCents)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {money(row.typicalTotalCents)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
