import { Badge } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';

/** "On a contract": busy with another employer, so probably not free for a new full-time job. Shades as StatusBadge's orange. */
export function EngagedBadge() {
  return (
    <Badge variant="subtle" bg="orange.100" color="orange.800" size="md">
      {m.talent_engaged()}
    </Badge>
  );
}
