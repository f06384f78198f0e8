import type { ReactNode } from 'react';
import { ConfirmAction } from '@/ui/ConfirmAction';
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
    <ConfirmAction
      open
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={() => send({ type: 'SUBMIT', values: {} })}
      onCancel={onClose}
      cancelLabel={dismissLabel}
      busy={busy}
      problem={problem?.message}
    >
      {children}
    </ConfirmAction>
  );
}
