import { m } from '@/generated/paraglide/messages.js';
import { timeOffKindLabel } from '@/lib/labels';
import { useLocale } from '@/app-state/app-actors';
import { FiguresTable } from '@/ui/FiguresTable';
import type { TimeOffBalance } from './api';
import { formatDays } from './times';

/** Days earned, used, waiting and left of each kind of leave, in days. */
export function TimeOffBalances({ balances, labelledBy }: { balances: TimeOffBalance[]; labelledBy: string }) {
  const locale = useLocale();
  const days = (value: number) => formatDays(value, locale);
  return (
    <FiguresTable
      labelledBy={labelledBy}
      columns={[
        { header: m.staffwork_column_kind() },
        { header: m.staffwork_balance_per_year(), end: true },
        { header: m.staffwork_balance_accrued(), end: true },
        { header: m.staffwork_balance_used(), end: true },
        { header: m.staffwork_balance_pending(), end: true },
        { header: m.staffwork_balance_available(), end: true, strong: true },
      ]}
      rows={balances.map((balance) => ({
        key: balance.kind,
        cells: [
          timeOffKindLabel(balance.kind),
          days(balance.days_per_year),
          days(balance.accrued),
          days(balance.used),
          days(balance.pending),
          days(balance.available),
        ],
      }))}
    />
  );
}
