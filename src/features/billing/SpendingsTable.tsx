import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatMoney } from '@/shared/format';
import { StackedTable } from '@/ui/StackedTable';
import type { Spending } from './spendings-api';
import { SpendingsCardLabel } from './SpendingsCardLabel';
import { SpendingsStatusBadge } from './SpendingsStatusBadge';

const invoicePath = (invoiceId: string) => `/settings/billing/invoices/${invoiceId}`;

const MoneyCell = ({ label, children }: { label: string; children: string }) => (
  <StackedTable.Cell label={label} textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
    {children}
  </StackedTable.Cell>
);

/** One page of card payments, newest first: a row each, its invoice a link to the printable page. */
export function SpendingsTable({ spendings }: { spendings: Spending[] }) {
  const locale = useLocale();
  return (
    <StackedTable.Root size="md" variant="line">
      <StackedTable.Caption srOnly>{m.transactions_caption()}</StackedTable.Caption>
      <StackedTable.Header>
        <StackedTable.Row>
          <StackedTable.ColumnHeader>{m.transactions_col_date()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.transactions_col_description()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.transactions_col_invoice()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.transactions_col_card()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader textAlign="end">
            {m.transactions_col_amount()}
          </StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader textAlign="end">
            {m.transactions_col_card_fee()}
          </StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader textAlign="end">
            {m.transactions_col_total()}
          </StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.transactions_col_status()}</StackedTable.ColumnHeader>
        </StackedTable.Row>
      </StackedTable.Header>
      <StackedTable.Body>
        {spendings.map(({ payment, invoice_id, invoice_number, description, paid_at }) => (
          <StackedTable.Row key={payment.id} verticalAlign="top">
            <StackedTable.Cell whiteSpace="nowrap" fontWeight={{ base: 'semibold', md: 'normal' }}>
              <time dateTime={paid_at}>{formatDate(paid_at, locale)}</time>
            </StackedTable.Cell>
            <StackedTable.Cell label={m.transactions_col_description()} minW={{ md: '48' }}>{description}</StackedTable.Cell>
            <StackedTable.Cell label={m.transactions_col_invoice()} whiteSpace="nowrap">
              {invoice_number ? (
                <ChakraLink asChild color="brand.fg" textDecoration="underline">
                  <Link to={invoicePath(invoice_id)}>{invoice_number}</Link>
                </ChakraLink>
              ) : (
                <Text as="span" color="fg.muted">
                  {m.transactions_no_invoice()}
                </Text>
              )}
            </StackedTable.Cell>
            <StackedTable.Cell label={m.transactions_col_card()}>
              <SpendingsCardLabel card={payment.card} />
            </StackedTable.Cell>
            {/* The payment's amount is what the card was charged, its fee included. */}
            <MoneyCell label={m.transactions_col_amount()}>{formatMoney(payment.amount_cents - payment.card_fee_cents, locale, payment.currency)}</MoneyCell>
            <MoneyCell label={m.transactions_col_card_fee()}>{formatMoney(payment.card_fee_cents, locale, payment.currency)}</MoneyCell>
            <MoneyCell label={m.transactions_col_total()}>{formatMoney(payment.amount_cents, locale, payment.currency)}</MoneyCell>
            <StackedTable.Cell label={m.transactions_col_status()}>
              <SpendingsStatusBadge status={payment.status} />
            </StackedTable.Cell>
          </StackedTable.Row>
        ))}
      </StackedTable.Body>
    </StackedTable.Root>
  );
}
