import { Box, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/lib/app-actors';
import { formatDate, formatMoney } from '@/shared/format';
import type { Spending } from './spendings-api';
import { SpendingsCardLabel } from './SpendingsCardLabel';
import { SpendingsStatusBadge } from './SpendingsStatusBadge';

const invoicePath = (invoiceId: string) => `/settings/billing/invoices/${invoiceId}`;

const MoneyCell = ({ children }: { children: string }) => (
  <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
    {children}
  </Table.Cell>
);

/** One page of card payments, newest first: a row each, its invoice a link to the printable page. */
export function SpendingsTable({ spendings }: { spendings: Spending[] }) {
  const locale = useLocale();
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
      <Table.Root size="md" variant="line">
        <Table.Caption srOnly>{m.transactions_caption()}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{m.transactions_col_date()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.transactions_col_description()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.transactions_col_invoice()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.transactions_col_card()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.transactions_col_amount()}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.transactions_col_card_fee()}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {m.transactions_col_total()}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.transactions_col_status()}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {spendings.map(({ payment, invoice_id, invoice_number, description, paid_at }) => (
            <Table.Row key={payment.id} verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={paid_at}>{formatDate(paid_at, locale)}</time>
              </Table.Cell>
              <Table.Cell minW="48">{description}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {invoice_number ? (
                  <ChakraLink asChild color="brand.fg" textDecoration="underline">
                    <Link to={invoicePath(invoice_id)}>{invoice_number}</Link>
                  </ChakraLink>
                ) : (
                  <Text as="span" color="fg.muted">
                    {m.transactions_no_invoice()}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <SpendingsCardLabel card={payment.card} />
              </Table.Cell>
              {/* The payment's amount is what the card was charged, its fee included. */}
              <MoneyCell>{formatMoney(payment.amount_cents - payment.card_fee_cents, locale, payment.currency)}</MoneyCell>
              <MoneyCell>{formatMoney(payment.card_fee_cents, locale, payment.currency)}</MoneyCell>
              <MoneyCell>{formatMoney(payment.amount_cents, locale, payment.currency)}</MoneyCell>
              <Table.Cell>
                <SpendingsStatusBadge status={payment.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
