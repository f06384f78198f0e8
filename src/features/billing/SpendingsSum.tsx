import { Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatMoney } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import type { SpendingsRange } from './spendings-range';

function sumLabel({ from, to }: SpendingsRange, locale: Locale): string {
  if (from && to) return m.transactions_paid_between({ from: formatDate(from, locale), to: formatDate(to, locale) });
  if (from) return m.transactions_paid_since({ from: formatDate(from, locale) });
  if (to) return m.transactions_paid_until({ to: formatDate(to, locale) });
  return m.transactions_paid_total();
}

/** Everything paid within the range, all pages together; said again when the range changes. */
export function SpendingsSum({ range, totalCents }: { range: SpendingsRange; totalCents: number }) {
  const locale = useLocale();
  return (
    <Stack gap="0" aria-live="polite" aria-atomic="true">
      <Text color="fg.muted">{sumLabel(range, locale)}</Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {formatMoney(totalCents, locale)}
      </Text>
    </Stack>
  );
}
