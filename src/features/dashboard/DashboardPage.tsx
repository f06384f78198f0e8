import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { AdminSecondStep } from '@/app-state/AdminSecondStep';
import { useSession } from '@/app-state/app-actors';
import { roleLabel } from '@/lib/role-label';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { noticeFrame } from '@/ui/notice-frame';
import { PageHeader } from '@/ui/PageHeader';
import { AccountCards } from './AccountCards';
import { AdminSummary, GRANT_REVIEW_PATH } from './AdminSummary';
import { CandidateHome } from './CandidateHome';
import { EmployerSummary, POST_JOB_PATH } from './EmployerSummary';

/**
 * /dashboard, shared by every role: an employer's hiring summary, a candidate's home,
 * and for everyone the account and its security below.
 */
export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null; // RequireAuth renders this page only with a user

  const action =
    user.role === 'employer' ? (
      <Button asChild>
        <Link to={POST_JOB_PATH}>{m.dash_post_job()}</Link>
      </Button>
    ) : user.role === 'candidate' ? (
      <Button asChild>
        <Link to="/jobs">{m.dash_find_jobs()}</Link>
      </Button>
    ) : user.role === 'admin' ? (
      <Button asChild>
        <Link to={GRANT_REVIEW_PATH}>{m.dash_review_grants()}</Link>
      </Button>
    ) : undefined;

  return (
    <DashboardFrame action={action}>
      {user.role === 'employer' && <EmployerSummary />}
      {user.role === 'candidate' && <CandidateHome />}
      {user.role === 'admin' && (
        <AdminSecondStep frame={(notice) => <Box {...noticeFrame} bg="bg.warning" borderColor="orange.700">{notice}</Box>}>
          <AdminSummary />
        </AdminSecondStep>
      )}
    </DashboardFrame>
  );
}

/**
 * The dashboard's frame: the greeting, the role's home (`children`), then the account and its
 * security. The partners' dashboards (src/routes/composed/PartnerHome.tsx) pass their
 * homes in here, since a feature does not import another's.
 */
export function DashboardFrame({ action, children }: { action?: ReactNode; children?: ReactNode }) {
  usePageTitle(m.dash_title());
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="10">
      <PageHeader
        title={m.dash_greeting({ name: user.call_me_by ?? user.firstname })}
        description={
          user.company_name
            ? m.dash_signed_in_as_company({ role: roleLabel(user.role), company: user.company_name })
            : m.dash_signed_in_as({ role: roleLabel(user.role) })
        }
        actions={action}
      />
      {children}
      <AccountCards user={user} />
    </Stack>
  );
}
