import { Box, DataList, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDateTime, formatMoney } from '@/shared/format';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useFailedPayments, type FailedPayment } from './api';
import { BillingSection } from './BillingSection';
import { FailedPaymentsRetry } from './FailedPaymentsRetry';

/** Payments whose last attempt failed: what each paid for, why it failed, and a way to pay it again. */
export function FailedPaymentsSection() {
  const locale = useLocale();
  const failed = useFailedPayments();
  const [retrying, setRetrying] = useState<FailedPayment | null>(null);
  const list = failed.data?.failed_payments ?? [];

  return (
    <BillingSection id="billing-failed" title={m.billing_failed_heading()}>
      {failed.isPending ? <LoadingSpinner /> : null}
      {failed.isError ? (
        <LoadProblem
          error={failed.error}
          what={m.billing_failed_load_failed()}
          retryLabel={m.billing_try_again()}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />
      ) : null}
      {failed.isSuccess && list.length === 0 ? <Text color="fg.muted">{m.billing_failed_none()}</Text> : null}
      {list.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="3">
          {list.map((item) => {
            const headingId = `failed-${item.payment.id}`;
            return (
              <Box as="li" key={item.payment.id} aria-labelledby={headingId} borderWidth="1px" borderColor="border.error" borderRadius="l2" px="4" py="3">
                <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
                  <Stack gap="2" flex="1" minW="60">
                    <Heading as="h3" id={headingId} size="md">
                      {item.description}
                    </Heading>
                    <DataList.Root orientation="horizontal" gap="2" size="sm">
                      <DataList.Item>
                        <DataList.ItemLabel minW="32">{m.billing_failed_amount()}</DataList.ItemLabel>
                        <DataList.ItemValue>{formatMoney(item.payment.amount_cents, locale)}</DataList.ItemValue>
                      </DataList.Item>
                      {item.payment.failure ? (
                        <DataList.Item>
                          <DataList.ItemLabel minW="32">{m.billing_failed_reason()}</DataList.ItemLabel>
                          <DataList.ItemValue>{item.payment.failure.message}</DataList.ItemValue>
                        </DataList.Item>
                      ) : null}
                      <DataList.Item>
                        <DataList.ItemLabel minW="32">{m.billing_failed_attempts()}</DataList.ItemLabel>
                        <DataList.ItemValue>{item.attempts}</DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel minW="32">{m.billing_failed_last_attempt()}</DataList.ItemLabel>
                        <DataList.ItemValue>{formatDateTime(item.last_attempt_at, locale)}</DataList.ItemValue>
                      </DataList.Item>
                    </DataList.Root>
                  </Stack>
                  <Button look="primary" onClick={() => setRetrying(item)}>
                    {/* The space outside: a name's leading space inside the hidden part is trimmed away. */}
                    {m.billing_failed_retry()}{' '}
                    <VisuallyHidden>{item.description}</VisuallyHidden>
                  </Button>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      ) : null}
      {retrying ? <FailedPaymentsRetry key={retrying.payment.id} failed={retrying} onClose={() => setRetrying(null)} /> : null}
    </BillingSection>
  );
}
