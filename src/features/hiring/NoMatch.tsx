import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';

/** A filtered list with no rows: say so, and offer the way back to everything. */
export function NoMatch() {
  return (
    <EmptyState
      title={m.hiring_no_match()}
      description={m.hiring_no_match_hint()}
      action={
        <Button look="secondary" asChild>
          <Link to={{ search: '' }}>{m.hiring_clear_filters()}</Link>
        </Button>
      }
    />
  );
}
