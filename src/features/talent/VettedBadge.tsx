import { Badge } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';

/** "Vetted": the platform reviewed the candidate's profile and role questionnaire (server/vetting). A word, not a colour alone; shades as StatusBadge's green. */
export function VettedBadge() {
  return (
    <Badge variant="subtle" bg="green.100" color="green.800" size="md">
      <span aria-hidden="true">✓ </span>
      {m.vet_badge()}
    </Badge>
  );
}
