import { m } from '@/generated/paraglide/messages.js';
import { timeOffKindLabel } from '@/lib/labels';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { StackedTable } from '@/ui/StackedTable';
import type { TimeOffRequest } from './api';
import { timeOffPeriod } from './time-off-text';
import { ToneBadge } from '@/ui/StatusBadge';
import { timeOffStatusLabel, timeOffStatusTones } from './words';

/** What an answered or withdrawn request came to: approved on a day, or declined with the reason given. */
function outcome(request: TimeOffRequest, locale: Locale): string {
  if (request.status === 'approved' && request.accepted_date) return m.staffwork_time_off_accepted_on({ date: formatDate(request.accepted_date, locale) });
  if (request.status === 'declined' && request.decline_reason) return request.decline_reason;
  return '';
}

/** Requests already answered or cancelled, latest first. */
export function TimeOffHistory({ requests, labelledBy }: { requests: TimeOffRequest[]; labelledBy: string }) {
  const locale = useLocale();
  const columns = { kind: m.staffwork_column_kind(), status: m.staffwork_column_status(), outcome: m.staffwork_column_outcome() };
  return (
    <StackedTable.Root size="sm" aria-labelledby={labelledBy}>
      <StackedTable.Header>
        <StackedTable.Row>
          <StackedTable.ColumnHeader>{m.staffwork_column_period()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{columns.kind}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{columns.status}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{columns.outcome}</StackedTable.ColumnHeader>
        </StackedTable.Row>
      </StackedTable.Header>
      <StackedTable.Body>
        {requests.map((request) => (
          <StackedTable.Row key={request.id} verticalAlign="top">
            <StackedTable.Cell fontWeight="semibold">{timeOffPeriod(request, locale)}</StackedTable.Cell>
            <StackedTable.Cell label={columns.kind}>{timeOffKindLabel(request.kind)}</StackedTable.Cell>
            <StackedTable.Cell label={columns.status}>
              <ToneBadge tone={timeOffStatusTones[request.status]}>{timeOffStatusLabel(request.status)}</ToneBadge>
            </StackedTable.Cell>
            <StackedTable.Cell label={columns.outcome}>{outcome(request, locale)}</StackedTable.Cell>
          </StackedTable.Row>
        ))}
      </StackedTable.Body>
    </StackedTable.Root>
  );
}
