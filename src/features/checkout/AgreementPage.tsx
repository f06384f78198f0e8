import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { usePageTitle } from '@/lib/use-page-title';
import { msaAccepted, platformAccepted } from '@/machines/contract-activation.machine';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import type { AgreementSection } from './agreement-texts';
import type { AgreementsSend, AgreementsSnapshot } from '@/payments/agreements';
import { useContractActivation } from './flows';

export type AgreementKind = 'msa' | 'platform';

export interface AgreementPageProps {
  kind: AgreementKind;
  title: string;
  intro: string;
  sections: AgreementSection[];
  acceptLabel: string;
}

/** Where the employer stands with this agreement, and accepting it. */
interface StandingProps {
  kind: AgreementKind;
  state: AgreementsSnapshot;
  send: AgreementsSend;
  acceptLabel: string;
}

function Standing({ kind, state, send, acceptLabel }: StandingProps) {
  const locale = useLocale();
  const { msa, platform, problem } = state.context;
  if (state.matches('loading')) return <LoadingSpinner label={m.checkout_agreements_loading()} />;
  if (state.matches('loadFailed')) {
    return (
      <LoadProblem
        error={problem}
        what={m.checkout_agreements_load_failed()}
        retryLabel={m.checkout_try_again()}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  }
  const accepted = kind === 'msa' ? msaAccepted(state.context) : platformAccepted(state.context);
  const acceptedAt = kind === 'msa' ? msa?.accepted_at : platform?.accepted_at;
  const version = (kind === 'msa' ? msa?.version : platform?.version) ?? '';
  const event = kind === 'msa' ? ({ type: 'ACCEPT_MSA' } as const) : ({ type: 'ACCEPT_PLATFORM' } as const);
  const accepting = state.matches(kind === 'msa' ? 'acceptingMsa' : 'acceptingPlatform');
  return (
    <Stack gap="3" p="4" borderWidth="1px" borderRadius="md" bg="bg.subtle">
      <Text role="status" fontWeight="semibold" color={accepted ? 'fg.success' : undefined}>
        {accepted && acceptedAt
          ? m.checkout_agreement_status_accepted({ date: formatDate(acceptedAt, locale), version })
          : m.checkout_agreement_status_pending({ version })}
      </Text>
      {accepted ? null : (
        <Button look="primary" alignSelf="flex-start" loading={accepting} disabled={!state.can(event)} onClick={() => send(event)}>
          {acceptLabel}
        </Button>
      )}
      {problem ? (
        <FormProblem>{problem.message}</FormProblem>
      ) : null}
    </Stack>
  );
}

/** An agreement's full text, the employer's standing with it, and the way back to checkout. */
export function AgreementPage({ kind, title, intro, sections, acceptLabel }: AgreementPageProps) {
  usePageTitle(title);
  const locale = useLocale();
  const [state, send] = useContractActivation();
  const backToCheckout = (
    <ChakraLink asChild color="brand.fg">
      <Link to="/hire-staff/checkout">{m.checkout_back_to_checkout()}</Link>
    </ChakraLink>
  );
  return (
    <PageColumn maxW="3xl" gap="6">
      {backToCheckout}
      <PageHeader title={title} description={intro} />
      <Text color="fg.muted">{m.checkout_agreement_read_then_accept()}</Text>
      <Stack as="article" aria-label={title} gap="6">
        {sections.map((section, index) => (
          <Stack as="section" key={section.id} aria-labelledby={`${kind}-${section.id}`} gap="2">
            <Heading as="h2" size="md" id={`${kind}-${section.id}`}>
              {index + 1}. {section.title()}
            </Heading>
            {section.paragraphs.map((paragraph, p) => (
              <Text key={p}>{paragraph(locale)}</Text>
            ))}
          </Stack>
        ))}
      </Stack>
      <Standing kind={kind} state={state} send={send} acceptLabel={acceptLabel} />
      {backToCheckout}
    </PageColumn>
  );
}
