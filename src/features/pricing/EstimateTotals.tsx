import { Box, Group, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import type { EstimateView } from '@/machines/price-calculator.machine';
import type { EstimateResult } from '@/shared/estimate';
import { Button } from '@/ui/Button';
import { formatMonths } from './units';

export interface EstimateTotalsProps {
  result: EstimateResult;
  view: EstimateView;
  onView: (view: EstimateView) => void;
}

/** The estimate's total, by the month or over the service period, said again politely whenever it changes. */
export function EstimateTotals({ result, view, onView }: EstimateTotalsProps) {
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const longest = Math.max(...result.lines.map(({ line }) => line.service_period_months));
  const period = formatMonths(longest, locale);
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="l3" p={{ base: 4, md: 6 }} bg="bg.subtle">
      <Group attached role="group" aria-label={m.pricing_totals_view()} alignSelf="flex-start">
        {(['monthly', 'period'] as const).map((option) => (
          <Button key={option} look={view === option ? 'primary' : 'secondary'} size="sm" aria-pressed={view === option} onClick={() => onView(option)}>
            {option === 'monthly' ? m.pricing_totals_view_monthly() : m.pricing_totals_view_period()}
          </Button>
        ))}
      </Group>
      {/* A status region: the new total is read out after whatever the visitor is doing, never over it. */}
      <Box role="status" aria-live="polite" aria-atomic="true">
        {view === 'monthly' ? (
          <>
            <Text textStyle="sm" color="fg.muted">
              {m.pricing_totals_monthly_label()}
            </Text>
            <Text textStyle="3xl" fontWeight="bold">
              {money(result.monthly)}
            </Text>
            <Text>{m.pricing_totals_first_month({ amount: money(result.firstMonth) })}</Text>
          </>
        ) : (
          <>
            <Text textStyle="sm" color="fg.muted">
              {m.pricing_totals_period_label({ period })}
            </Text>
            <Text textStyle="3xl" fontWeight="bold">
              {money(result.period)}
            </Text>
          </>
        )}
        {result.grantSavings > 0 ? <Text>{m.pricing_totals_grant({ amount: money(result.grantSavings) })}</Text> : null}
      </Box>
      <Text textStyle="sm" color="fg.muted">
        {view === 'monthly'
          ? m.pricing_totals_subscription_monthly({ amount: money(result.subscription.monthly) })
          : m.pricing_totals_subscription_period({ amount: money(result.subscription.period), monthly: money(result.subscription.monthly), period })}
      </Text>
    </Stack>
  );
}
