import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatDateTime } from '@/shared/format';
import { declineReasonLabel } from '@/lib/labels';
import type { CandidateOffer } from './api';
import { ACTIVE_JOB_PATH } from '@/lib/candidate-paths';

/** What happens after accepting: the employer pays at checkout, and that makes it a hire. */
export function AcceptedExplanation({ company }: { company: string }) {
  return (
    <Stack gap="1" role="status">
      <Text fontWeight="semibold">{m.cand_offer_accepted_title()}</Text>
      <Text>{m.cand_offer_accepted_body({ company })}</Text>
    </Stack>
  );
}

/** Where an answered (or closed) offer stands, in words. */
export function OfferOutcome({ offer }: { offer: CandidateOffer }) {
  const locale = useLocale();
  switch (offer.status) {
    case 'pending':
      return null;
    case 'awaiting_payment':
      return <AcceptedExplanation company={offer.employer.company_name} />;
    case 'hired':
      return (
        <Stack gap="2">
          <Text>{m.cand_offer_hired_body({ company: offer.employer.company_name })}</Text>
          <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
            <Link to={ACTIVE_JOB_PATH}>{m.cand_offer_see_active_job()}</Link>
          </ChakraLink>
        </Stack>
      );
    case 'declined':
      return (
        <Stack gap="1">
          <Text>{m.cand_offer_declined_body()}</Text>
          {offer.decline_reason ? <Text>{m.cand_offer_declined_reason({ reason: declineReasonLabel(offer.decline_reason) })}</Text> : null}
          {offer.decline_comment ? <Text>{m.cand_offer_declined_comment({ comment: offer.decline_comment })}</Text> : null}
        </Stack>
      );
    case 'expired':
      return <Text>{m.cand_offer_expired_on({ date: formatDateTime(offer.expires_at, locale) })}</Text>;
    case 'withdrawn':
      return <Text>{m.cand_offer_withdrawn_body({ company: offer.employer.company_name })}</Text>;
    case 'ended':
      return (
        <Text>
          {offer.ended_at ? m.cand_offer_ended_on({ date: formatDate(offer.ended_at, locale) }) : m.cand_offer_ended()}
        </Text>
      );
  }
}
