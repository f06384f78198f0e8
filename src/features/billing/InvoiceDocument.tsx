import { DataList, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import type { Invoice } from './invoice-api';
import { InvoiceBuyer } from './InvoiceBuyer';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { InvoiceSeller } from './InvoiceSeller';
import { SpendingsCardLabel } from './SpendingsCardLabel';

const KIND: Record<Invoice['kind'], () => string> = {
  hire: m.invoice_kind_hire,
  monthly: m.invoice_kind_monthly,
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32" color="fg.muted">
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The invoice as it is printed: its number and dates, who issued it, who was billed, its lines and sums. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const locale = useLocale();
  return (
    <Stack
      as="article"
      aria-labelledby="invoice-title"
      data-invoice=""
      gap="8"
      p={{ base: 5, md: 8 }}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      _print={{ p: 0, borderWidth: 0 }}
    >
      <Stack gap="4">
        <Heading as="h1" id="invoice-title" size="2xl">
          {m.invoice_title({ number: invoice.number })}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          <Fact label={m.invoice_issued()}>
            <time dateTime={invoice.issued_at}>{formatDate(invoice.issued_at, locale)}</time>
          </Fact>
          <Fact label={m.invoice_kind()}>{KIND[invoice.kind]()}</Fact>
          <Fact label={m.invoice_period()}>
            {m.invoice_period_range({ start: formatDate(invoice.period_start, locale), end: formatDate(invoice.period_end, locale) })}
          </Fact>
          <Fact label={m.invoice_paid_with()}>
            <SpendingsCardLabel card={invoice.card} />
          </Fact>
        </DataList.Root>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" _print={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <InvoiceSeller />
        <InvoiceBuyer invoice={invoice} />
      </SimpleGrid>
      <InvoiceLinesTable invoice={invoice} />
    </Stack>
  );
}
