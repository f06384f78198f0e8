import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { AddendumTable } from './AddendumTable';
import { useMsa, usePlatformAgreement } from './api';
import { BillingSection } from './BillingSection';

interface AgreementRowProps {
  name: string;
  accepted: boolean;
  acceptedAt: string | null;
  version: string;
  link: { to: string; label: string };
}

function AgreementRow({ name, accepted, acceptedAt, version, link }: AgreementRowProps) {
  const locale = useLocale();
  return (
    <HStack as="li" justify="space-between" gap="4" flexWrap="wrap" borderWidth="1px" borderRadius="l2" px="4" py="3">
      <Box>
        <Text fontWeight="semibold">{name}</Text>
        <Text color={accepted ? 'fg.muted' : 'fg.warning'} textStyle="sm">
          {accepted && acceptedAt ? m.billing_agreement_accepted({ date: formatDate(acceptedAt, locale), version }) : m.billing_agreement_pending()}
        </Text>
      </Box>
      <Button look="link" asChild>
        <Link to={link.to}>{link.label}</Link>
      </Button>
    </HStack>
  );
}

/** Where the employer stands with the client services agreement and the platform agreement, and the addendum listing each hire. */
export function AgreementsSection() {
  const msa = useMsa();
  const platform = usePlatformAgreement();
  const failed = msa.error ?? platform.error;
  return (
    <BillingSection id="billing-agreements" title={m.billing_agreements_heading()}>
      {failed ? (
        <LoadProblem
          error={failed}
          what={m.billing_agreements_load_failed()}
          retryLabel={m.billing_try_again()}
          onRetry={() => {
            if (msa.isError) void msa.refetch();
            if (platform.isError) void platform.refetch();
          }}
          retrying={msa.isFetching || platform.isFetching}
        />
      ) : null}
      {!failed && (msa.isPending || platform.isPending) ? <LoadingSpinner /> : null}
      {msa.data && platform.data ? (
        <Stack as="ul" listStyleType="none" gap="3">
          <AgreementRow
            name={m.billing_msa_name()}
            accepted={msa.data.status === 'active'}
            acceptedAt={msa.data.accepted_at}
            version={msa.data.version}
            link={{ to: '/client-services-agreement', label: m.billing_msa_link() }}
          />
          <AgreementRow
            name={m.billing_platform_name()}
            accepted={platform.data.accepted}
            acceptedAt={platform.data.accepted_at}
            version={platform.data.version}
            link={{ to: '/hire-staff/hire-terms', label: m.billing_platform_link() }}
          />
        </Stack>
      ) : null}
      <Stack gap="3" pt="2">
        <Heading as="h3" size="md" id="billing-addendum">
          {m.billing_addendum_heading()}
        </Heading>
        <AddendumTable />
      </Stack>
    </BillingSection>
  );
}
