import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { VERIFICATION_STATUS } from '@/lib/partner-labels';
import type { PartnerVerification } from '@/machines/partner-verification.machine';
import { formatLongDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { ToneBadge } from '@/ui/StatusBadge';

export interface StatusPanelProps {
  verification: PartnerVerification;
  /** Where the machine is: the view shown and the button offered follow it. */
  view: 'editing' | 'inReview' | 'verified' | 'changesRequested' | 'rejected';
  onEdit: () => void;
}

/** Where the verification stands, in words, with the administrator's reason when one was given. */
export function StatusPanel({ verification, view, onEdit }: StatusPanelProps) {
  const locale = useLocale();
  const date = (iso: string | undefined) => (iso ? formatLongDate(iso, locale) : '');
  const status = view === 'editing' && verification.status === 'verified' ? 'draft' : verification.status;
  const text =
    view === 'inReview'
      ? m.pv_in_review_body({ date: date(verification.submitted_at) })
      : view === 'verified'
        ? m.pv_verified_body({ date: date(verification.verified_at) })
        : view === 'changesRequested'
          ? m.pv_changes_body()
          : view === 'rejected'
            ? m.pv_rejected_body()
            : verification.verified
              ? m.pv_editing_verified()
              : m.pv_description();
  return (
    <Stack gap="4">
      <Stack gap="2" role="status">
        <HStack>
          <ToneBadge tone={VERIFICATION_STATUS[status].tone}>{VERIFICATION_STATUS[status].label()}</ToneBadge>
        </HStack>
        <Text>{text}</Text>
        {view === 'inReview' && verification.verified ? <Text>{m.pv_still_verified()}</Text> : null}
      </Stack>
      {verification.reason && (view === 'changesRequested' || view === 'rejected' || (view === 'editing' && verification.status === 'changes_requested')) ? (
        <Alert.Root status={view === 'rejected' ? 'error' : 'warning'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.pv_reason_label()}</Alert.Title>
            <Alert.Description whiteSpace="pre-wrap">{verification.reason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {view === 'verified' || view === 'changesRequested' ? (
        <Stack gap="2" align="start">
          {view === 'verified' ? <Text color="fg.muted">{m.pv_edit_hint()}</Text> : null}
          <Button onClick={onEdit}>{m.pv_edit()}</Button>
        </Stack>
      ) : null}
      {view === 'rejected' ? (
        <Button look="secondary" alignSelf="start" asChild>
          <Link to="/contact-us">{m.pv_contact()}</Link>
        </Button>
      ) : null}
    </Stack>
  );
}
