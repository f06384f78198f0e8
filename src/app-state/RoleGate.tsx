import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { AdminSecondStep } from '@/app-state/AdminSecondStep';
import { usePageTitle } from '@/lib/use-page-title';
import type { FromState } from '@/lib/from-state';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';

// The partner roles too (issue 18): their pages are theirs alone.
type Role = 'employer' | 'candidate' | 'admin' | 'agent' | 'business_agent' | 'bpo' | 'saa' | 'ba';

/** Where each kind of visitor creates the account a gated page asks for. */
const SIGN_UP: Partial<Record<Role, { to: string; label: () => string }>> = {
  employer: { to: '/signup/employer', label: m.ui_create_business_account },
};

export interface RoleGateProps {
  /** Who may see the page. */
  role: Role;
  /** The page's heading while it is not shown. */
  title: string;
  /** To someone signed in with another kind of account. */
  otherRoleReason: string;
  /**
   * To a visitor who is not signed in, on a public route: why to sign in. Without it
   * the visitor goes to sign-in at once, as on a route that asks for a session.
   */
  signInReason?: string;
  children: ReactNode;
}

/**
 * Shows its page to one role only. Routes other roles may reach (a bookmark, a shared
 * link) tell them who the page is for and send them home instead of meeting a wall of
 * refusals; a visitor is offered a sign-in (and sign-up) that brings them back here.
 */
export function RoleGate({ role, title, otherRoleReason, signInReason, children }: RoleGateProps) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'restoring' || status === 'signingOut') {
    return (
      <Stack align="center" py="10">
        <LoadingSpinner size="lg" label={m.shell_loading_session()} />
      </Stack>
    );
  }
  if (status === 'authenticated' && user?.role === role) {
    return role === 'admin' ? (
      <AdminSecondStep frame={(notice) => <GateNotice title={title}>{notice}</GateNotice>}>{children}</AdminSecondStep>
    ) : (
      children
    );
  }
  const from: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  if (status !== 'authenticated' && signInReason === undefined) return <Navigate to="/login" replace state={from} />;
  return (
    <GateNotice title={title}>
      {status === 'authenticated' ? (
        <>
          <Text>{otherRoleReason}</Text>
          <Button look="secondary" alignSelf="flex-start" asChild>
            <Link to="/dashboard">{m.ui_go_to_dashboard()}</Link>
          </Button>
        </>
      ) : (
        <>
          <Text>{signInReason}</Text>
          <HStack gap="3" flexWrap="wrap">
            <Button look="primary" asChild>
              <Link to="/login" state={from}>
                {m.ui_sign_in()}
              </Link>
            </Button>
            {SIGN_UP[role] && (
              <Button look="secondary" asChild>
                <Link to={SIGN_UP[role].to} state={from}>
                  {SIGN_UP[role].label()}
                </Link>
              </Button>
            )}
          </HStack>
        </>
      )}
    </GateNotice>
  );
}

function GateNotice({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack maxW="2xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 10 }} gap="5">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
