import { Badge } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { TONE_SHADES, type StatusTone } from '@/ui/StatusBadge';
import type { GrantApplicationStatus } from './review-api';

export const grantStatusLabel: Record<GrantApplicationStatus, () => string> = {
  submitted: m.grants_status_submitted,
  approved: m.grants_status_approved,
  rejected: m.grants_status_rejected,
};

// The app's colour meanings (src/ui/StatusBadge): orange waits for the reader, green done well, red refused.
const tone: Record<GrantApplicationStatus, StatusTone> = { submitted: 'orange', approved: 'green', rejected: 'red' };

export function GrantStatusBadge({ status }: { status: GrantApplicationStatus }) {
  return (
    <Badge
      data-tone={tone[status]}
      variant="subtle"
      color={`${tone[status]}.${TONE_SHADES.text}`}
      bg={`${tone[status]}.${TONE_SHADES.background}`}
      whiteSpace="normal"
    >
      {grantStatusLabel[status]()}
    </Badge>
  );
}
