import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { formatDate } from '@/shared/format';
import { msaAccepted, platformAccepted } from '@/machines/contract-activation.machine';
import type { Locale } from '@/shared/languages';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import type { AgreementsSend, AgreementsSnapshot } from './agreements';

interface AgreementRowProps {
  title: string;
  readLink: { to: string; label: string };
  acceptedAt: string | null | undefined;
  accepted: boolean;
  acceptLabel: string;
  accepting: boolean;
  canAccept: boolean;
  onAccept: () => void;
  locale: Locale;
}

function AgreementRow({ title, readLink, acceptedAt, accepted, acceptLabel, accepting, canAccept, onAccept, locale }: AgreementRowProps) {
  return (
    <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap" p="3" borderWidth="1px" borderRadius="md">
      <Stack gap="1">
        <Text fontWeight="semibold">{title}</Text>
        <ChakraLink asChild color="brand.fg" textStyle="sm">
          <Link to={readLink.to}>{readLink.label}</Link>
        </ChakraLink>
      </Stack>
      {accepted ? (
        <Text color="fg.success" fontWeight="medium">
          {acceptedAt ? m.checkout_agreement_accepted_on({ date: formatDate(acceptedAt, locale) }) : m.checkout_agreement_accepted()}
        </Text>
      ) : (
        <Button look="secondary" size="sm" onClick={onAccept} loading={accepting} disabled={!canAccept}>
          {acceptLabel}
        </Button>
      )}
    </HStack>
  );
}

/** The two agreements to accept before paying: the master service agreement and the platform hire terms. */
export function AgreementsPanel({ state, send, locale }: { state: AgreementsSnapshot; send: AgreementsSend; locale: Locale }) {
  const { msa, platform, problem } = state.context;
  return (
    <Stack as="section" aria-labelledby="checkout-agreements" gap="3">
      <Heading as="h2" size="lg" id="checkout-agreements">
        {m.checkout_agreements_title()}
      </Heading>
      {state.matches('loading') ? <LoadingSpinner label={m.checkout_agreements_loading()} /> : null}
      {state.matches('loadFailed') ? (
        <LoadProblem
          error={problem}
          what={m.checkout_agreements_load_failed()}
          retryLabel={m.checkout_try_again()}
          onRetry={() => send({ type: 'RETRY' })}
        />
      ) : null}
      {msa && platform ? (
        <Stack gap="2">
          <Text color="fg.muted">{m.checkout_agreements_intro()}</Text>
          <AgreementRow
            title={m.checkout_msa_title()}
            readLink={{ to: '/client-services-agreement', label: m.checkout_msa_read() }}
            acceptedAt={msa.accepted_at}
            accepted={msaAccepted(state.context)}
            acceptLabel={m.checkout_msa_accept()}
            accepting={state.matches('acceptingMsa')}
            canAccept={state.can({ type: 'ACCEPT_MSA' })}
            onAccept={() => send({ type: 'ACCEPT_MSA' })}
            locale={locale}
          />
          <AgreementRow
            title={m.checkout_terms_title()}
            readLink={{ to: '/hire-staff/hire-terms', label: m.checkout_terms_read() }}
            acceptedAt={platform.accepted_at}
            accepted={platformAccepted(state.context)}
            acceptLabel={m.checkout_terms_accept()}
            accepting={state.matches('acceptingPlatform')}
            canAccept={state.can({ type: 'ACCEPT_PLATFORM' })}
            onAccept={() => send({ type: 'ACCEPT_PLATFORM' })}
            locale={locale}
          />
          {problem && !state.matches('loadFailed') ? (
            <FormProblem>{problem.message}</FormProblem>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
