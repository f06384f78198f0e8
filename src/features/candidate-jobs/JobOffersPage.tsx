import { Box, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { OFFER_STATUSES, offerStatusLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { MessageButton } from '@/messaging/MessageButton';
import { PageHeader } from '@/ui/PageHeader';
import { StatusBadge } from '@/ui/StatusBadge';
import { useMyOffers, type CandidateOffer } from './api';
import { useListParams } from './list-params';
import { PagedList } from './PagedList';
import { OfferExpiry } from './OfferExpiry';
import { OfferTerms } from '@/ui/OfferTerms';
import { PageColumn } from '@/ui/PageColumn';
import { RoleGate } from '@/app-state/RoleGate';
import { offerDetailsPath } from './paths';

function OfferItem({ offer }: { offer: CandidateOffer }) {
  const locale = useLocale();
  const headingId = `offer-${offer.id}`;
  return (
    <Box as="li" listStyleType="none" p="5" borderWidth="1px" borderRadius="lg" bg="bg.panel" aria-labelledby={headingId}>
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>
              {offer.job.title}
            </Heading>
            <Text color="fg.muted">{offer.employer.company_name}</Text>
          </Stack>
          <StatusBadge kind="offer" status={offer.status} />
        </HStack>
        <OfferExpiry status={offer.status} expiresAt={offer.expires_at} />
        <OfferTerms terms={offer} locale={locale} />
        <HStack gap="4" wrap="wrap">
          <ChakraLink asChild color="brand.fg">
            <Link to={offerDetailsPath(offer.job.id)}>
              {offer.status === 'pending' ? m.cand_offers_answer({ job: offer.job.title }) : m.cand_offers_details({ job: offer.job.title })}
            </Link>
          </ChakraLink>
          <MessageButton about="offer" subjectId={offer.id} name={offer.employer.company_name} job={offer.job.title} />
        </HStack>
      </Stack>
    </Box>
  );
}

function OffersList() {
  usePageTitle(m.cand_offers_title());
  const list = useListParams(OFFER_STATUSES);
  const offers = useMyOffers(list.query);

  return (
    <PageColumn maxW="4xl">
      <PageHeader title={m.cand_offers_title()} description={m.cand_offers_lead()} />
      <PagedList
        list={list}
        filterId="offers-status"
        statusLabel={offerStatusLabel}
        query={offers}
        items={(data) => data.offers}
        itemKey={(offer) => offer.id}
        renderItem={(offer) => <OfferItem offer={offer} />}
        label={m.cand_offers_title()}
        loadingLabel={m.cand_offers_loading()}
        emptyFiltered={m.cand_offers_empty_filtered()}
        empty={{ title: m.cand_offers_empty_title(), description: m.cand_offers_empty_body() }}
      />
    </PageColumn>
  );
}

/** /dashboard/candidate/job-offers: every offer made to the candidate, with what it gives and how long it stays open. */
export default function JobOffersPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <OffersList />
    </RoleGate>
  );
}
