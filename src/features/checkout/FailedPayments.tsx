import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { formatDateTime, formatMoney } from '@/shared/format';
import type { FailedPayment } from '@/machines/checkout.machine';
import type { Locale } from '@/shared/languages';
import type { Payment } from '@/machines/payment.machine';
import { usePaymentRetry } from '@/payments/flows';
import { Button } from '@/ui/Button';
import { useChosenCard } from '@/payments/CardChoice';
import { CheckoutPayment } from '@/payments/CheckoutPayment';

export interface FailedPaymentsProps {
  payments: FailedPayment[];
  error: string | null;
  onRetryLoad: () => void;
  onPaid: (payment: Payment) => void;
  locale: Locale;
}

interface FailedPaymentCardProps {
  item: FailedPayment;
  onPaid: (payment: Payment) => void;
  onReload: () => void;
  locale: Locale;
}

interface FailedPaymentRetryProps {
  item: FailedPayment;
  payLabel: string;
  onPaid: (payment: Payment) => void;
  onReload: () => void;
  card: string | null;
  onCardChange: (paymentMethodId: string) => void;
}

/** The failed payment paid again, its own payment running while it is shown. */
function FailedPaymentRetry({ item, payLabel, onPaid, onReload, card, onCardChange }: FailedPaymentRetryProps) {
  const { payment, finishAuthentication } = usePaymentRetry(item.payment.id);
  return (
    <CheckoutPayment
      id={`retry-${item.payment.id}`}
      payment={payment}
      onAuthenticated={finishAuthentication}
      payLabel={payLabel}
      blockedReason={null}
      onPaid={onPaid}
      onReload={onReload}
      reloadLabel={m.checkout_failed_reload()}
      card={card}
      onCardChange={onCardChange}
    />
  );
}

function FailedPaymentCard({ item, onPaid, onReload, locale }: FailedPaymentCardProps) {
  const [retrying, setRetrying] = useState(false);
  const [card, setCard] = useChosenCard();
  const { payment } = item;
  const headingId = `failed-payment-${payment.id}`;
  const amount = formatMoney(payment.amount_cents, locale);
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            {item.description}
          </Heading>
          <Text fontWeight="semibold">{amount}</Text>
        </HStack>
        {payment.failure ? <Text color="fg.error">{payment.failure.message}</Text> : null}
        <Text color="fg.muted" textStyle="sm">
          {m.checkout_failed_attempts({ count: item.attempts, date: formatDateTime(item.last_attempt_at, locale) })}
        </Text>
        {retrying ? (
          <FailedPaymentRetry
            item={item}
            payLabel={m.checkout_pay_amount({ amount })}
            onPaid={onPaid}
            onReload={() => {
              setRetrying(false);
              onReload();
            }}
            card={card}
            onCardChange={setCard}
          />
        ) : (
          <Button
            look="secondary"
            size="sm"
            alignSelf="flex-start"
            onClick={() => setRetrying(true)}
            aria-label={m.checkout_failed_retry_named({ description: item.description })}
          >
            {m.checkout_failed_retry()}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** Payments whose card was refused, each of which can be paid again with the same or another card. */
export function FailedPayments({ payments, error, onRetryLoad, onPaid, locale }: FailedPaymentsProps) {
  if (!error && payments.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="checkout-failed-payments" gap="3">
      <Heading as="h2" size="lg" id="checkout-failed-payments">
        {m.checkout_failed_title()}
      </Heading>
      {error ? (
        <Box role="alert" bg="bg.error" borderWidth="1px" borderColor="red.700" borderInlineStartWidth="4px" borderRadius="l2" px="4" py="3">
          <HStack justify="space-between" gap="4" flexWrap="wrap">
            <Text>{error}</Text>
            <Button look="secondary" size="sm" onClick={onRetryLoad}>
              {m.checkout_try_again()}
            </Button>
          </HStack>
        </Box>
      ) : null}
      {payments.map((item) => (
        <FailedPaymentCard key={item.payment.id} item={item} onPaid={onPaid} onReload={onRetryLoad} locale={locale} />
      ))}
    </Stack>
  );
}
