import { Badge } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { TONE_SHADES, type StatusTone } from '@/ui/StatusBadge';
import type { PaymentStatus } from './spendings-api';

// The colours mean what they mean in every other list (src/ui/StatusBadge): blue waits,
// orange needs the reader, green is done, red failed, gray is over.
const STATUS: Record<PaymentStatus, { tone: StatusTone; label: () => string }> = {
  processing: { tone: 'blue', label: m.transactions_status_processing },
  requires_action: { tone: 'orange', label: m.transactions_status_requires_action },
  succeeded: { tone: 'green', label: m.transactions_status_succeeded },
  failed: { tone: 'red', label: m.transactions_status_failed },
  void: { tone: 'gray', label: m.transactions_status_void },
};

/** Where a card payment stands, in words and colour. */
export function SpendingsStatusBadge({ status }: { status: PaymentStatus }) {
  const { tone, label } = STATUS[status];
  return (
    <Badge data-tone={tone} variant="subtle" color={`${tone}.${TONE_SHADES.text}`} bg={`${tone}.${TONE_SHADES.background}`} whiteSpace="nowrap">
      {label()}
    </Badge>
  );
}
