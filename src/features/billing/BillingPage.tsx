import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { RoleGate } from '@/app-state/RoleGate';
import { AgreementsSection } from './AgreementsSection';
import { BillingDetailsSection } from './BillingDetailsForm';
import { FailedPaymentsSection } from './FailedPaymentsSection';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { SubscriptionSection } from './SubscriptionSection';

function BillingContent() {
  usePageTitle(m.billing_title());
  return (
    <Stack maxW="4xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="8">
      <HStack justify="space-between" align="flex-end" gap="4" flexWrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            {m.billing_title()}
          </Heading>
          <Text color="fg.muted" mt="1">
            {m.billing_intro()}
          </Text>
        </Box>
        <Button look="secondary" asChild>
          <Link to="/settings/billing/transactions">{m.billing_transactions_link()}</Link>
        </Button>
      </HStack>
      <FailedPaymentsSection />
      <PaymentMethodsSection />
      <SubscriptionSection />
      <BillingDetailsSection />
      <AgreementsSection />
    </Stack>
  );
}

/** /settings/billing: the employer's cards, subscription, failed payments, invoice details and agreements. */
export default function BillingPage() {
  return (
    <RoleGate role="employer" title={m.billing_title()} otherRoleReason={m.billing_gate_other_role()}>
      <BillingContent />
    </RoleGate>
  );
}
