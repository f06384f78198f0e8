import { HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { declineReasonLabel } from '@/lib/labels';
import { DECLINE_COMMENT_MAX, DECLINE_REASONS, type DeclineReason } from '@/machines/offer-response.machine';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { LabelledField } from '@/ui/LabelledField';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { Modal } from '@/ui/Modal';
import type { CandidateOffer } from './api';
import { useOfferResponse } from './flows';
import { AcceptedExplanation } from './OfferOutcome';
import { OfferExpiry } from './OfferExpiry';

/** The candidate's answer to a pending offer: accept after confirming, or decline with a reason. */
export function OfferResponse({ offer }: { offer: CandidateOffer }) {
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [comment, setComment] = useState('');
  const [state, send] = useOfferResponse(offer);
  const { problem, reasonMissing } = state.context;

  if (state.matches('accepted')) return <AcceptedExplanation company={offer.employer.company_name} />;
  if (state.matches('declined')) return <Text role="status">{m.cand_offer_declined_body()}</Text>;
  if (state.matches('expired')) {
    return (
      <Text role="alert" color="fg.error">
        {problem?.message ?? m.cand_offer_expired_now()}
      </Text>
    );
  }

  const confirming = state.matches({ open: 'confirmingAccept' }) || state.matches('accepting');
  const choosing = state.matches({ open: 'choosingReason' }) || state.matches('declining');
  const reasonError = reasonMissing ? m.cand_offer_reason_required() : undefined;

  return (
    <Stack gap="4">
      <OfferExpiry status={offer.status} expiresAt={offer.expires_at} />
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => send({ type: 'ACCEPT' })}>{m.cand_offer_accept()}</Button>
        <Button look="secondary" onClick={() => send({ type: 'DECLINE' })}>
          {m.cand_offer_decline()}
        </Button>
      </HStack>

      <ConfirmAction
        open={confirming}
        title={m.cand_offer_accept_title()}
        confirmLabel={m.cand_offer_accept()}
        confirmLook="primary"
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
        busy={state.matches('accepting')}
        problem={state.matches({ open: 'confirmingAccept' }) ? problem?.message : null}
      >
        <Text>{m.cand_offer_accept_body({ job: offer.job.title, company: offer.employer.company_name })}</Text>
      </ConfirmAction>

      <Modal
        open={choosing}
        onClose={() => send({ type: 'CANCEL' })}
        size="md"
        title={m.cand_offer_decline_title()}
        footer={
          <HStack gap="3">
            <Button look="secondary" onClick={() => send({ type: 'CANCEL' })} disabled={state.matches('declining')}>
              {m.ui_cancel()}
            </Button>
            <Button look="danger" loading={state.matches('declining')} onClick={() => send({ type: 'SUBMIT', reason, comment })}>
              {m.cand_offer_decline()}
            </Button>
          </HStack>
        }
      >
        <Stack gap="4">
          <Text>{m.cand_offer_decline_body({ company: offer.employer.company_name })}</Text>
          <ChoiceGroup
            legend={m.cand_offer_reason()}
            look="plain"
            name="decline-reason"
            choices={DECLINE_REASONS.map((each) => ({ value: each, label: declineReasonLabel(each) }))}
            value={reason}
            onChange={setReason}
            error={reasonError}
            announceError
          />
          <LabelledField id="decline-comment" label={m.cand_offer_comment()} hint={m.cand_note_hint({ max: DECLINE_COMMENT_MAX })}>
            {(control) => (
              <Textarea {...control} rows={3} value={comment} maxLength={DECLINE_COMMENT_MAX} onChange={(e) => setComment(e.target.value)} />
            )}
          </LabelledField>
          {problem && state.matches({ open: 'choosingReason' }) ? (
            <Text role="alert" color="fg.error">
              {problem.message}
            </Text>
          ) : null}
        </Stack>
      </Modal>
    </Stack>
  );
}
