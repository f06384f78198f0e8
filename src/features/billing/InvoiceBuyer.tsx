import { Heading, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import type { Invoice } from './invoice-api';

/** Who was billed, as their billing details read when the invoice was issued. */
export function InvoiceBuyer({ invoice }: { invoice: Pick<Invoice, 'billing_name' | 'company_name' | 'billing_address'> }) {
  return (
    <Stack as="section" aria-labelledby="invoice-buyer" gap="1">
      <Heading as="h2" id="invoice-buyer" size="sm" color="fg.muted">
        {m.invoice_buyer_heading()}
      </Heading>
      <Text as="address" fontStyle="normal">
        <Text as="span" display="block" fontWeight="semibold">
          {invoice.billing_name}
        </Text>
        {invoice.company_name ? (
          <Text as="span" display="block">
            {invoice.company_name}
          </Text>
        ) : null}
        {/* The address is kept as typed, one line per line. */}
        <Text as="span" display="block" whiteSpace="pre-line">
          {invoice.billing_address}
        </Text>
      </Text>
    </Stack>
  );
}
