import { Heading, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';

/** Who issues every invoice: the one place our legal name and address are printed. */
export function InvoiceSeller() {
  return (
    <Stack as="section" aria-labelledby="invoice-seller" gap="1">
      <Heading as="h2" id="invoice-seller" size="sm" color="fg.muted">
        {m.invoice_seller_heading()}
      </Heading>
      <Text as="address" fontStyle="normal">
        <Text as="span" display="block" fontWeight="semibold">
          {m.invoice_seller_name()}
        </Text>
        <Text as="span" display="block">
          {m.invoice_seller_street()}
        </Text>
        <Text as="span" display="block">
          {m.invoice_seller_city()}
        </Text>
        <Text as="span" display="block">
          {m.invoice_seller_country()}
        </Text>
      </Text>
    </Stack>
  );
}
