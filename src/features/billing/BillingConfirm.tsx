import { HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { useBillingConfirm } from './flows';

export interface BillingConfirmProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way back; "Cancel" unless that would read like the action itself. */
  dismissLabel?: string;
  /** The call; its refusal (the server's words, such as CARD_REQUIRED's) stays in the dialog. */
  onConfirm: () => Promise<unknown>;
  /** After the call succeeded: say so, refresh, and close. */
  onDone: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" before removing a card or cancelling the subscription. Mount it per
 * use: a fresh submission machine each time, so one confirmation is one call.
 */
export function BillingConfirm({ title, children, confirmLabel, dismissLabel, onConfirm, onDone, onClose }: BillingConfirmProps) {
  const [state, send] = useBillingConfirm(onConfirm, onDone);
  const busy = state.matches('submitting');
  const problem = state.matches('failed') ? state.context.problem : null;
  return (
    <Modal
      open
      size="md"
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <HStack gap="3" flexWrap="wrap">
          <Button look="secondary" onClick={onClose} disabled={busy}>
            {dismissLabel ?? m.ui_cancel()}
          </Button>
          <Button look="danger" loading={busy} onClick={() => send({ type: 'SUBMIT', values: {} })}>
            {confirmLabel}
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        {children}
        {problem ? (
          <Text role="alert" color="fg.error">
            {problem.message}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
