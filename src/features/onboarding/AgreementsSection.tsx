import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { AGREEMENT_SLUGS, type AgreementKind } from '@/shared/agreements';
import { formatDate } from '@/shared/format';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { ToneBadge } from '@/ui/StatusBadge';
import { useMyAgreements } from './api';

const AGREEMENT_TITLE: Record<AgreementKind, () => string> = {
  contractor_agreement: m.agr_kind_contractor_agreement,
  nda: m.agr_kind_nda,
};

/**
 * The agreements the candidate's country asks for (src/shared/compliance.ts), next to the
 * documents: each to sign or signed on its date, with the way to read and sign it or its signed copy.
 */
export function AgreementsSection() {
  const locale = useLocale();
  const agreements = useMyAgreements();
  let body;
  if (agreements.isPending) body = <LoadingSpinner label={m.agr_list_loading()} />;
  else if (agreements.isError) {
    body = (
      <LoadProblem error={agreements.error} what={m.agr_list_error()} retryLabel={m.agr_try_again()} onRetry={() => void agreements.refetch()} retrying={agreements.isFetching} />
    );
  } else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none">
        {agreements.data.agreements.map((agreement) => {
          const name = AGREEMENT_TITLE[agreement.kind]();
          const signedOn = agreement.signed_at ? formatDate(agreement.signed_at, locale) : null;
          return (
            <HStack as="li" key={agreement.kind} justify="space-between" gap="3" wrap="wrap" p="4" borderWidth="1px" borderRadius="md">
              <Stack gap="1">
                <Text fontWeight="semibold">{name}</Text>
                <ChakraLink asChild color="brand.fg">
                  <Link to={`/candidate/agreements/${AGREEMENT_SLUGS[agreement.kind]}`}>
                    {signedOn ? m.agr_view_signed_named({ name }) : m.agr_read_and_sign_named({ name })}
                  </Link>
                </ChakraLink>
              </Stack>
              <ToneBadge tone={signedOn ? 'green' : 'gray'}>{signedOn ? m.agr_status_signed_on({ date: signedOn }) : m.agr_status_to_sign()}</ToneBadge>
            </HStack>
          );
        })}
      </Stack>
    );
  }
  return (
    <Box as="section" aria-labelledby="compliance-agreements-title" p="5" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="4">
        <Stack gap="1">
          <Heading as="h2" id="compliance-agreements-title" size="lg">
            {m.agr_section_title()}
          </Heading>
          <Text color="fg.muted">{m.agr_section_intro()}</Text>
        </Stack>
        {body}
      </Stack>
    </Box>
  );
}
