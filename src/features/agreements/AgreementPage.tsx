import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { agreementOfSlug, type AgreementKind } from '@/shared/agreements';
import { formatDate } from '@/shared/format';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { AgreementText } from './AgreementText';
import { useAgreement } from './api';
import { SignedCopy } from './SignedCopy';
import { SigningForm } from './SigningForm';

/** Where the agreements are listed, with the documents (src/features/onboarding). */
const COMPLIANCE_PATH = '/candidate/compliance';

function Agreement({ kind }: { kind: AgreementKind }) {
  const locale = useLocale();
  const agreement = useAgreement(kind);
  usePageTitle(agreement.data?.title ?? m.agr_loading());
  if (agreement.isPending) return <LoadingSpinner size="lg" label={m.agr_loading()} />;
  if (agreement.isError) {
    return <LoadProblem error={agreement.error} what={m.agr_load_error()} retryLabel={m.agr_try_again()} onRetry={() => void agreement.refetch()} retrying={agreement.isFetching} />;
  }
  const document = agreement.data;
  return (
    <Stack gap="6">
      <PageHeader
        title={document.title}
        description={m.agr_version({ version: document.version, date: formatDate(document.updated, locale) })}
        link={{ to: COMPLIANCE_PATH, label: m.agr_back() }}
      />
      <AgreementText text={document.text} title={document.title} />
      {document.signature ? (
        <SignedCopy signature={document.signature} />
      ) : (
        // A new form when the text changes: a signature names the text it was given.
        <SigningForm key={document.sha256} kind={kind} document={document} />
      )}
    </Stack>
  );
}

/**
 * /candidate/agreements/:kind: an agreement to read and sign in the app (docs/product.md,
 * "Onboarding"), in the candidate's language, or the copy they signed with its fingerprint.
 */
export default function AgreementPage() {
  const kind = agreementOfSlug(useParams().kind);
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <PageColumn maxW="3xl">
        {kind ? <Agreement kind={kind} /> : <NotFoundNotice title={m.agr_unknown_title()} body={m.agr_unknown_body()} linkTo={COMPLIANCE_PATH} linkText={m.agr_back()} />}
      </PageColumn>
    </RoleGate>
  );
}
