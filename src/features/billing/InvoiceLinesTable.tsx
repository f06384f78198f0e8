import { Box, chakra, Table, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatMoney } from '@/shared/format';
import type { Invoice, InvoiceLine } from './invoice-api';
import { durationText, invoiceLineWords } from './invoice-lines';

const amountStyle = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The coupon and the card fee are sums of the whole invoice: shown once, under the lines. */
const SUMMED_BELOW = new Set<Invoice['lines'][number]['kind']>(['coupon', 'card_fee']);

function SumRow({ label, amount, total = false }: { label: string; amount: string; total?: boolean }) {
  const weight = total ? 'semibold' : 'normal';
  return (
    <Table.Row>
      <Table.ColumnHeader scope="row" fontWeight={weight} textAlign="end" color="fg">
        {label}
      </Table.ColumnHeader>
      <Table.Cell {...amountStyle} fontWeight={weight}>
        {amount}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The attendance days behind a fractional line's hours, folded under it: a native disclosure, so
 * it opens from the keyboard and reads as one to a screen reader (printing opens it,
 * InvoicePrintStyles.tsx).
 */
function DaysWorked({ line }: { line: InvoiceLine }) {
  const locale = useLocale();
  const days = line.attendance_days ?? [];
  if (days.length === 0) return null;
  return (
    <chakra.details mt="1" textStyle="sm">
      <chakra.summary cursor="pointer" color="brand.fg" width="fit-content" borderRadius="sm" _focusVisible={{ layerStyle: 'focusRing' }}>
        {m.invoice_days_worked({ count: days.length })}
      </chakra.summary>
      <Table.Root size="sm" variant="line" mt="2" width="auto">
        <Table.Caption srOnly>{m.invoice_days_worked_caption({ name: line.candidate_name ?? '' })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{m.invoice_col_work_date()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.invoice_col_hours_worked()}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.map((day) => (
            <Table.Row key={day.work_date}>
              <Table.Cell>
                <time dateTime={day.work_date}>{formatDate(day.work_date, locale)}</time>
              </Table.Cell>
              <Table.Cell {...amountStyle}>{durationText(day.minutes, locale)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </chakra.details>
  );
}

/** What the invoice charges line by line, credits as negative amounts, then its sums. */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale, invoice.currency);
  const couponLine = invoice.lines.find((line) => line.kind === 'coupon');
  return (
    <Box overflowX="auto">
      <Table.Root size="md" variant="line">
        <Table.Caption srOnly>{m.invoice_lines_caption()}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{m.invoice_col_description()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.invoice_col_amount()}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoice.lines.filter((line) => !SUMMED_BELOW.has(line.kind)).map((line, index) => {
            const words = invoiceLineWords(line, locale, invoice.currency);
            return (
              // Lines have no id of their own and never move: their place on the invoice is their identity.
              <Table.Row key={index} verticalAlign="top">
                <Table.Cell>
                  {words.text}
                  {/* The invoice's period spans its lines; a line billing other days says which. */}
                  {line.period_start && line.period_end && (line.period_start !== invoice.period_start || line.period_end !== invoice.period_end) ? (
                    <Text textStyle="sm" color="fg.muted">
                      {m.invoice_line_period({ start: formatDate(line.period_start, locale), end: formatDate(line.period_end, locale) })}
                    </Text>
                  ) : null}
                  {line.kind === 'fractional_hours' ? <DaysWorked line={line} /> : null}
                </Table.Cell>
                <Table.Cell {...amountStyle} color={words.credit ? 'fg.success' : undefined}>
                  {words.amount}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
        <Table.Footer>
          <SumRow label={m.invoice_subtotal()} amount={money(invoice.subtotal_cents)} />
          {invoice.discount_cents ? <SumRow label={couponLine ? invoiceLineWords(couponLine, locale, invoice.currency).text : m.invoice_discount()} amount={money(-invoice.discount_cents)} /> : null}
          <SumRow label={m.invoice_line_card_fee()} amount={money(invoice.card_fee_cents)} />
          <SumRow label={m.invoice_total()} amount={money(invoice.total_cents)} total />
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}
