import { Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { $api } from '@/lib/api-client';
import { LoadingSpinner } from '@/ui/LoadingSpinner';

/** How many devices are signed in: the first thing to check if an account feels wrong. */
export function ActiveSessionsSummary() {
  const sessions = $api.useQuery('get', '/auth/sessions');
  if (sessions.isPending) return <LoadingSpinner size="sm" />;
  if (sessions.isError) return <Text color="fg.error">{m.error_unexpected()}</Text>;
  return <Text>{m.dash_sessions_count({ count: sessions.data.sessions.length })}</Text>;
}
