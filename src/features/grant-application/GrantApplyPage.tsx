import { Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { ApplicationHistory } from './ApplicationHistory';
import { GrantApplicationForm } from './GrantApplicationForm';
import { useGrantApplications } from './grant-api';

/** /grants/apply: the form for employers, their earlier applications, and the way in for everyone else. */
export default function GrantApplyPage() {
  usePageTitle(m.grantapp_title());
  useMetaDescription(m.grantapp_description());
  const locale = useLocale();
  const { status, user } = useSession();
  const employer = status === 'authenticated' && user?.role === 'employer';
  const applications = useGrantApplications(employer);

  return (
    <PageColumn maxW="3xl" gap="6">
      <PageHeader title={m.grantapp_title()} description={m.grantapp_intro()} link={{ to: '/grants', label: m.grantapp_programme_link() }} />
      {status === 'restoring' || status === 'signingOut' ? (
        <LoadingSpinner />
      ) : !employer ? (
        <Stack gap="4">
          <Text>{status === 'authenticated' ? m.grantapp_other_role() : m.grantapp_visitor()}</Text>
          {status !== 'authenticated' ? (
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button look="primary" asChild>
                <Link to="/login" state={{ from: { pathname: '/grants/apply' } }}>
                  {m.grantapp_sign_in()}
                </Link>
              </Button>
              <Button look="secondary" asChild>
                <Link to="/signup/employer">{m.grantapp_sign_up()}</Link>
              </Button>
            </Stack>
          ) : null}
        </Stack>
      ) : applications.isError ? (
        <LoadProblem
          error={applications.error}
          what={m.grantapp_load_failed()}
          retryLabel={m.grantapp_retry()}
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      ) : !applications.data ? (
        <LoadingSpinner />
      ) : (
        <>
          {applications.data.items.some((a) => a.status === 'submitted') ? (
            <Text role="status">{m.grantapp_pending()}</Text>
          ) : (
            <GrantApplicationForm locale={locale} email={user!.email} />
          )}
          {applications.data.items.length > 0 ? <ApplicationHistory applications={applications.data.items} locale={locale} /> : null}
        </>
      )}
    </PageColumn>
  );
}
