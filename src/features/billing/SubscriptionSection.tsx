import { Box, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatMoney } from '@/shared/format';
import { FEES } from '@/shared/fees';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { notify } from '@/ui/toaster';
import { cancelSubscription, refreshSubscription, useSubscriptionStatus, type Subscription } from './api';
import { BillingConfirm } from './BillingConfirm';
import { BillingSection } from './BillingSection';

const STATUS: Record<Subscription['status'], () => string> = {
  active: m.billing_subscription_status_active,
  past_due: m.billing_subscription_status_past_due,
  cancelled: m.billing_subscription_status_cancelled,
};

/** The platform subscription: what it costs, what the next bill will charge, and a way to cancel it. */
export function SubscriptionSection() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const status = useSubscriptionStatus();
  const [cancelling, setCancelling] = useState(false);
  const subscription = status.data?.subscription ?? null;
  const money = (cents: number) => formatMoney(cents, locale);

  const rows: Array<{ label: string; value: ReactNode }> = subscription
    ? [
        {
          label: m.billing_subscription_status(),
          value:
            subscription.status === 'cancelled' && subscription.cancelled_at
              ? m.billing_subscription_cancelled_on({ date: formatDate(subscription.cancelled_at, locale) })
              : STATUS[subscription.status](),
        },
        { label: m.billing_subscription_fee(), value: m.billing_per_month({ amount: money(subscription.fee_cents) }) },
        { label: m.billing_subscription_active_staff(), value: subscription.active_staff },
        ...(subscription.status === 'cancelled'
          ? []
          : [
              {
                // The run's next charge, as checkout promised it: a month that bills nobody is skipped.
                label: m.billing_subscription_next_charge(),
                value: subscription.next_charge_date
                  ? m.billing_subscription_next_charge_on({
                      amount: money(subscription.next_charge_cents),
                      date: formatDate(subscription.next_charge_date, locale),
                    })
                  : m.billing_subscription_no_next_charge(),
              },
            ]),
      ]
    : [];

  return (
    <BillingSection id="billing-subscription" title={m.billing_subscription_heading()}>
      {status.isPending ? <LoadingSpinner /> : null}
      {status.isError ? (
        <LoadProblem
          error={status.error}
          what={m.billing_subscription_load_failed()}
          retryLabel={m.billing_try_again()}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : null}
      {status.isSuccess && !subscription ? (
        <Text>{m.billing_subscription_none({ fee: money(FEES.platformSubscription) })}</Text>
      ) : null}
      {subscription ? (
        <>
          <FactList facts={rows} />
          {subscription.status === 'cancelled' ? null : (
            <Box>
              <Button look="secondary" onClick={() => setCancelling(true)}>
                {m.billing_subscription_cancel()}
              </Button>
            </Box>
          )}
        </>
      ) : null}
      {cancelling && subscription ? (
        <BillingConfirm
          title={m.billing_subscription_cancel_title()}
          confirmLabel={m.billing_subscription_cancel()}
          dismissLabel={m.billing_subscription_keep()}
          onConfirm={() => cancelSubscription(subscription.id)}
          onDone={() => {
            setCancelling(false);
            notify({ kind: 'success', title: m.billing_subscription_cancelled() });
            void refreshSubscription(queryClient);
          }}
          onClose={() => setCancelling(false)}
        >
          <Text>{m.billing_subscription_cancel_body()}</Text>
        </BillingConfirm>
      ) : null}
    </BillingSection>
  );
}
