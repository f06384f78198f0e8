import { m } from '@/generated/paraglide/messages.js';
import { experienceLabel, hireTypeLabel, jobRoleLabel } from '@/lib/labels';
import { estimate, type EstimateGrant, type EstimateLine } from '@/shared/estimate';
import { otherWay } from './other-way';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
export const BOM = '\uFEFF';

/** A field quoted when it holds a separator, a quote or a line break (RFC 4180), quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (fields: ReadonlyArray<string | number>) => fields.map(csvField).join(',');

/** Dollars with a point and two decimals, whatever the language, so every spreadsheet reads a number. */
export const csvAmount = (cents: number) => (cents / 100).toFixed(2);

/**
 * The estimate as a spreadsheet: one row per role with its cost and the same role hired
 * the other way, then the subscription (once), the grant and the totals. Headers and
 * words in the language the site is shown in; dates as YYYY-MM-DD; amounts in USD.
 */
export function estimateCsv(lines: readonly EstimateLine[], grant?: EstimateGrant): string {
  const result = estimate(lines, grant);
  const yesNo = (value: boolean) => (value ? m.pricing_csv_yes() : m.pricing_csv_no());
  const header = [
    m.pricing_csv_role(),
    m.pricing_csv_experience(),
    m.pricing_csv_hire_type(),
    m.pricing_csv_people(),
    m.pricing_csv_hours(),
    m.pricing_csv_start(),
    m.pricing_csv_months(),
    m.pricing_csv_security(),
    m.pricing_csv_first_month(),
    m.pricing_csv_monthly(),
    m.pricing_csv_period(),
    m.pricing_csv_other_type(),
    m.pricing_csv_other_hours(),
    m.pricing_csv_other_monthly(),
    m.pricing_csv_other_period(),
  ];
  const rows = result.lines.map(({ line, firstMonth, monthly, period }) => {
    const other = otherWay(line);
    return [
      jobRoleLabel(line.role),
      experienceLabel(line.experience),
      hireTypeLabel(line.type_of_hire),
      line.headcount,
      line.work_hours,
      line.start_date,
      line.service_period_months,
      yesNo(line.security),
      csvAmount(firstMonth),
      csvAmount(monthly),
      csvAmount(period),
      hireTypeLabel(other.line.type_of_hire),
      other.line.work_hours,
      csvAmount(other.monthly),
      csvAmount(other.period),
    ];
  });
  // Summary rows put their amounts under the same three columns as the lines.
  const blank = Array<string>(7).fill('');
  const summary = (label: string, first: string, monthly: string, period: string) => [label, ...blank, first, monthly, period];
  const totals = [
    summary(
      m.pricing_csv_subscription(),
      csvAmount(result.subscription.monthly),
      csvAmount(result.subscription.monthly),
      csvAmount(result.subscription.period),
    ),
    ...(grant && result.grantSavings > 0
      ? [summary(m.pricing_csv_grant_savings({ percent: grant.percent }), '', '', csvAmount(-result.grantSavings))]
      : []),
    summary(m.pricing_csv_total(), csvAmount(result.firstMonth), csvAmount(result.monthly), csvAmount(result.period)),
  ];
  return BOM + [header, ...rows, [], ...totals].map(csvRow).join('\r\n') + '\r\n';
}
