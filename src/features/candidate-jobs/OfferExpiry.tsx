import { Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDateTime } from '@/shared/format';
import type { OfferStatus } from '@/lib/labels';
import { daysLeft } from '@/shared/offer-days-left';

/** "Expires on … — days left: N" while an offer waits for an answer; nothing once it is answered. */
export function OfferExpiry({ status, expiresAt, now = Date.now() }: { status: OfferStatus; expiresAt: string; now?: number }) {
  const locale = useLocale();
  if (status !== 'pending') return null;
  const date = formatDateTime(expiresAt, locale);
  const days = daysLeft(expiresAt, now);
  return (
    <Text textStyle="sm" color="fg.muted" fontWeight={days > 0 && days <= 2 ? 'semibold' : undefined}>
      {days > 0 ? m.cand_offer_expires({ date, days }) : m.cand_offer_expired_on({ date })}
    </Text>
  );
}
