import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import type { FromState } from '@/lib/from-state';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageHeader } from '@/ui/PageHeader';

/**
 * Administrators only. A visitor goes to sign-in and comes back here; another role is
 * told whose page this is instead of meeting the API's refusals.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'restoring' || status === 'signingOut') {
    return (
      <Stack align="center" py="10">
        <LoadingSpinner size="lg" label={m.shell_loading_session()} />
      </Stack>
    );
  }
  if (status !== 'authenticated') {
    const from: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={from} />;
  }
  if (user?.role === 'admin') return children;
  return (
    <Stack gap="5">
      <PageHeader title={title} />
      <Text>{m.grants_review_admin_only()}</Text>
      <Button look="secondary" alignSelf="flex-start" asChild>
        <Link to="/dashboard">{m.ui_go_to_dashboard()}</Link>
      </Button>
    </Stack>
  );
}
