import { Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { associationVerification, businessVerification, type VerificationConfig } from '@/machines/partner-verification.machine';
import { isPartnerKind, VERIFY_PATHS, type PartnerKind } from '@/shared/partner-verification';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { useMyPartnerVerification } from './api';
import { VerificationForm } from './VerificationForm';

function Loader({ config, edit }: { config: VerificationConfig; edit: boolean }) {
  const verification = useMyPartnerVerification();
  if (verification.isPending) return <LoadingSpinner size="lg" label={m.pv_loading()} />;
  if (verification.isError) {
    return <LoadProblem error={verification.error} what={m.pv_load_failed()} retryLabel={m.pv_retry()} onRetry={() => void verification.refetch()} retrying={verification.isFetching} />;
  }
  return <VerificationForm config={config} initial={verification.data} edit={edit} />;
}

/** Only the kinds the form is for: another partner is sent to its own page, anyone else told who it is for. */
function KindGate({ config, kinds, edit }: { config: VerificationConfig; kinds: readonly PartnerKind[]; edit: boolean }) {
  const { status, user } = useSession();
  if (status !== 'authenticated' || !user) return <LoadingSpinner size="lg" label={m.pv_loading()} />;
  const role = user.role;
  if ((kinds as readonly string[]).includes(role)) return <Loader config={config} edit={edit} />;
  return (
    <Stack gap="4" align="start">
      <Text>{isPartnerKind(role) ? m.pv_other_kind() : m.pv_not_partner()}</Text>
      <Button look="secondary" asChild>
        <Link to={isPartnerKind(role) ? VERIFY_PATHS[role] : '/dashboard'}>{isPartnerKind(role) ? m.pv_open_mine() : m.ui_go_to_dashboard()}</Link>
      </Button>
    </Stack>
  );
}

function Page({ config, kinds, title, edit = false }: { config: VerificationConfig; kinds: readonly PartnerKind[]; title: string; edit?: boolean }) {
  usePageTitle(title);
  useMetaDescription(m.pv_description());
  return (
    <PageColumn maxW="4xl" gap="6">
      <PageHeader title={title} description={m.pv_description()} />
      <KindGate config={config} kinds={kinds} edit={edit} />
    </PageColumn>
  );
}

/**
 * The partner kinds' verification pages (issue 18): business details, registration, address,
 * documents, then review and submit; afterwards where the review stands, with the reason of a
 * decision that sent it back. /verify-bpo/edit opens a verified BPO's details for a change.
 */
export const AgentVerificationPage = () => <Page config={businessVerification} kinds={['agent', 'business_agent']} title={m.pv_title_agent()} />;
export const BpoVerificationPage = () => <Page config={businessVerification} kinds={['bpo']} title={m.pv_title_bpo()} />;
export const BpoVerificationEditPage = () => <Page config={businessVerification} kinds={['bpo']} title={m.pv_title_edit()} edit />;
export const SaaVerificationPage = () => <Page config={businessVerification} kinds={['saa']} title={m.pv_title_saa()} />;
export const BaVerificationPage = () => <Page config={associationVerification} kinds={['ba']} title={m.pv_title_ba()} />;
