import { HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDateTime } from '@/shared/format';
import { usePageTitle } from '@/lib/use-page-title';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { MessageButton } from '@/messaging/MessageButton';
import { StatusBadge } from '@/ui/StatusBadge';
import { useMyOffers, type CandidateOffer } from './api';
import { BackLink } from '@/ui/BackLink';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { OfferOutcome } from './OfferOutcome';
import { OfferResponse } from './OfferResponse';
import { OfferTerms } from '@/ui/OfferTerms';
import { PageColumn } from '@/ui/PageColumn';
import { RoleGate } from '@/app-state/RoleGate';
import { jobViewPath } from '@/lib/candidate-paths';
import { OFFERS_PATH } from './paths';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Offer({ offer }: { offer: CandidateOffer }) {
  const locale = useLocale();
  return (
    <>
      <Stack gap="3">
        <BackLink to={OFFERS_PATH}>{m.cand_back_to_offers()}</BackLink>
        <HStack gap="3" wrap="wrap" align="center">
          <Heading as="h1" size="2xl">
            {m.cand_offer_heading({ job: offer.job.title })}
          </Heading>
          <StatusBadge kind="offer" status={offer.status} />
        </HStack>
        <Text color="fg.muted" fontSize="lg">
          {offer.employer.company_name}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {m.cand_offer_sent_on({ date: formatDateTime(offer.sent_at, locale) })}
        </Text>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start" textStyle="sm">
          <Link to={jobViewPath(offer.job.id)}>{m.cand_offer_see_job()}</Link>
        </ChakraLink>
        <MessageButton about="offer" subjectId={offer.id} name={offer.employer.company_name} alignSelf="flex-start" />
      </Stack>
      <Stack as="section" aria-labelledby="offer-terms" gap="3">
        <Heading as="h2" id="offer-terms" size="lg">
          {m.cand_offer_terms()}
        </Heading>
        <OfferTerms terms={offer} locale={locale} />
      </Stack>
      {offer.message ? (
        <Stack as="section" aria-labelledby="offer-message" gap="2">
          <Heading as="h2" id="offer-message" size="lg">
            {m.cand_offer_message({ company: offer.employer.company_name })}
          </Heading>
          <Text as="blockquote" whiteSpace="pre-wrap" ps="3" borderInlineStartWidth="3px" borderColor="brand.solid">
            {offer.message}
          </Text>
        </Stack>
      ) : null}
      <Stack as="section" aria-labelledby="offer-answer" gap="3" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <Heading as="h2" id="offer-answer" size="lg">
          {m.cand_offer_answer()}
        </Heading>
        {/* Keyed by the offer and its status: a new offer, or a change on the server, starts a fresh answer. */}
        {offer.status === 'pending' ? <OfferResponse key={`${offer.id}:${offer.status}`} offer={offer} /> : <OfferOutcome offer={offer} />}
      </Stack>
    </>
  );
}

function LatestOffer({ jobId }: { jobId: string }) {
  // Latest first: the first is the one that counts.
  const offers = useMyOffers({ job_id: jobId, page: 1, page_size: 1 });
  const offer = offers.data?.offers[0];
  usePageTitle(offer ? m.cand_offer_heading({ job: offer.job.title }) : offers.isPending ? m.cand_offer_page_title() : m.cand_offer_none_title());

  if (offers.isPending) return <LoadingSpinner label={m.cand_offer_loading()} />;
  if (offers.isError) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {m.cand_offer_page_title()}
        </Heading>
        <LoadProblem retryLabel={m.cand_try_again()} error={offers.error} onRetry={() => void offers.refetch()} retrying={offers.isFetching} />
      </Stack>
    );
  }
  if (!offer) return <NoOffer />;
  return <Offer offer={offer} />;
}

function NoOffer() {
  return <NotFoundNotice title={m.cand_offer_none_title()} body={m.cand_offer_none_body()} linkTo={OFFERS_PATH} linkText={m.cand_back_to_offers()} />;
}

/** /offer-details/:jobId: the latest offer for a job, in full, with the candidate's answer. */
export default function OfferDetailsPage() {
  const { jobId = '' } = useParams();
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <PageColumn maxW="4xl">{UUID.test(jobId) ? <LatestOffer jobId={jobId} /> : <NoOfferTitled />}</PageColumn>
    </RoleGate>
  );
}

function NoOfferTitled() {
  usePageTitle(m.cand_offer_none_title());
  return <NoOffer />;
}
