import { m } from '@/generated/paraglide/messages.js';
import { formatMoney } from '@/shared/format';
import { experienceLabel } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import { FiguresTable } from '@/ui/FiguresTable';
import type { PayGuidance } from './role-costs';

/** Pay for each experience level of a role: the usual range, the typical figure, the hourly equivalent, our fee and the total. */
export function PayGuidanceTable({ rows, labelledBy, locale }: { rows: PayGuidance[]; labelledBy: string; locale: Locale }) {
  const money = (cents: number) => formatMoney(cents, locale);
  const range = (low: number, high: number) => m.talent_range({ low: money(low), high: money(high) });
  return (
    <FiguresTable
      labelledBy={labelledBy}
      columns={[
        { header: m.talent_col_level() },
        { header: m.talent_col_salary_range() },
        { header: m.talent_col_salary(), end: true },
        { header: m.talent_col_hourly() },
        { header: m.talent_col_fee(), end: true },
        { header: m.talent_col_total(), end: true, strong: true },
      ]}
      rows={rows.map((row) => ({
        key: row.level,
        cells: [
          experienceLabel(row.level),
          range(row.monthly.low, row.monthly.high),
          money(row.monthly.typical),
          range(row.hourly.low, row.hourly.high),
          money(row.serviceFeeCents),
          money(row.typicalTotalCents),
        ],
      }))}
    />
  );
}
