import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { declineReasonLabel } from '@/lib/labels';
import { allows } from '@/shared/lifecycle/lifecycle';
import { offerMachine } from '@/shared/lifecycle/offer.machine';
import { Button } from '@/ui/Button';
import { MessageButton } from '@/messaging/MessageButton';
import { StatusBadge } from '@/ui/StatusBadge';
import type { EmployerOffer } from './api';
import { CandidateHeading, candidateName } from './CandidateHeading';
import { expiryText } from './dates';
import { OfferTerms, Term } from './OfferTerms';

/**
 * Where "Pay and hire" goes: the full-time checkout with only this accepted offer ticked, or the
 * fractional checkout of this offer (the full-time one refuses a fractional offer).
 */
export const checkoutPath = (offer: Pick<EmployerOffer, 'id' | 'contract_type'>) =>
  offer.contract_type === 'fractional'
    ? `/hire/fractional/${encodeURIComponent(offer.id)}`
    : `/hire-staff/checkout?offer=${encodeURIComponent(offer.id)}`;

/** Where "Edit schedule" goes for an offer or a hire. */
export const editEmploymentPath = (offerId: string) => `/EditEmployment?offer=${encodeURIComponent(offerId)}`;

export interface OfferCardProps {
  offer: EmployerOffer;
  onWithdraw: (offer: EmployerOffer) => void;
}

/** One offer: its terms, where it stands, and what the employer can still change. */
export function OfferCard({ offer, onWithdraw }: OfferCardProps) {
  const locale = useLocale();
  const headingId = `offer-${offer.id}`;
  const name = candidateName(offer.candidate);
  const canWithdraw = allows(offerMachine, offer.status, { type: 'WITHDRAW' });
  const canEditSchedule = allows(offerMachine, offer.status, { type: 'UPDATE_WORKTIME' });
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <CandidateHeading candidate={offer.candidate} id={headingId} level="h2" />
          <StatusBadge kind="offer" status={offer.status} />
        </HStack>
        <Text textStyle="sm">
          {m.hiring_for_job()}{' '}
          <ChakraLink asChild color="brand.fg">
            <Link to={`/dashboard/activity/jobs/${offer.job.id}`}>{offer.job.title}</Link>
          </ChakraLink>
        </Text>
        {offer.status === 'awaiting_payment' ? (
          <Box p="3" borderRadius="md" bg="orange.100" color="orange.900" borderInlineStartWidth="4px" borderColor="orange.700">
            <Text fontWeight="semibold">{m.hiring_offer_awaiting_payment()}</Text>
            <Text textStyle="sm">{m.hiring_offer_awaiting_payment_hint({ name })}</Text>
            <Button look="primary" size="sm" mt="2" asChild>
              <Link to={checkoutPath(offer)} aria-label={m.checkout_pay_and_hire_named({ name })}>
                {m.checkout_pay_and_hire()}
              </Link>
            </Button>
          </Box>
        ) : null}
        <OfferTerms terms={offer} locale={locale} other={{ name, timezone: offer.candidate.timezone }}>
          <Term label={m.hiring_offer_sent_on()}>{formatDate(offer.sent_at, locale)}</Term>
          {offer.status === 'pending' ? <Term label={m.hiring_offer_answer_by()}>{expiryText(offer.expires_at, locale)}</Term> : null}
          {offer.status === 'declined' && offer.decline_reason ? (
            <Term label={m.hiring_offer_decline_reason()}>
              {declineReasonLabel(offer.decline_reason)}
              {offer.decline_comment ? ` — ${offer.decline_comment}` : ''}
            </Term>
          ) : null}
          {offer.status === 'ended' && offer.end_reason ? <Term label={m.hiring_staff_end_reason()}>{offer.end_reason}</Term> : null}
        </OfferTerms>
        <HStack gap="2" wrap="wrap">
          {canEditSchedule ? (
            <Button look="secondary" size="sm" asChild>
              <Link to={editEmploymentPath(offer.id)} aria-label={m.hiring_action_edit_schedule_named({ name })}>
                {m.hiring_action_edit_schedule()}
              </Link>
            </Button>
          ) : null}
          <MessageButton about="offer" subjectId={offer.id} name={name} job={offer.job.title} />
          {canWithdraw ? (
            <Button look="ghost" size="sm" onClick={() => onWithdraw(offer)} aria-label={m.hiring_action_withdraw_named({ name })}>
              {m.hiring_action_withdraw()}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
