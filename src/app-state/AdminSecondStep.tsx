import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { $api } from '@/lib/api-client';
import { toProblem } from '@/lib/api-problem';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';

/**
 * Administrators work only with two-factor sign-in on: the server answers 403 TWO_FACTOR_REQUIRED
 * otherwise (server/http/operation-access.ts, decision 023). What only an administrator sees says
 * so and leads to where it is turned on, instead of a page whose every call would be refused.
 * `frame` places the notice: a page's heading around it, or a panel of the dashboard.
 */
export function AdminSecondStep({ frame, children }: { frame: (notice: ReactNode) => ReactNode; children: ReactNode }) {
  // Read again on each visit: it is turned on in the security settings, another page.
  const status = $api.useQuery('get', '/account/two-factor', {}, { staleTime: 0 });
  if (status.data?.enabled) return children;
  if (status.isPending) {
    return (
      <Stack align="center" py="10">
        <LoadingSpinner size="lg" label={m.ui_admin_checking_two_factor()} />
      </Stack>
    );
  }
  if (status.isError) {
    return frame(
      <Stack gap="3" align="flex-start">
        <Text role="alert">{toProblem(status.error).message}</Text>
        <Button look="secondary" onClick={() => void status.refetch()} loading={status.isFetching}>
          {m.public_retry()}
        </Button>
      </Stack>,
    );
  }
  return frame(
    <Stack gap="4" align="flex-start">
      <Text>{m.ui_admin_needs_two_factor()}</Text>
      <Button look="primary" asChild>
        <Link to="/settings/security">{m.ui_admin_turn_on_two_factor()}</Link>
      </Button>
    </Stack>,
  );
}
