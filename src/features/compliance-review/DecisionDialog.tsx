import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import type { ButtonLook } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { DECIDED, type ComplianceDocument, type ComplianceReviewItem } from './api';
import { candidateName } from './words';

/** What the page hands either decision dialog. */
export interface DecisionDialogFrame {
  item: ComplianceReviewItem;
  open: boolean;
  onDone: (decided: ComplianceDocument) => void;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

type Kind = 'approve' | 'reject';

const words: Record<Kind, { title: typeof m.crev_approve_title; submit: () => string; notSent: () => string; look: ButtonLook }> = {
  approve: { title: m.crev_approve_title, submit: m.crev_approve_submit, notSent: m.crev_approve_not_sent, look: 'primary' },
  reject: { title: m.crev_reject_title, submit: m.crev_reject_submit, notSent: m.crev_reject_not_sent, look: 'danger' },
};

/** The id of the rejection's form, which the dialog's button submits. */
export const REJECT_FORM_ID = 'compliance-reject-form';

export interface DecisionDialogProps {
  kind: Kind;
  frame: DecisionDialogFrame;
  busy: boolean;
  /** The last refusal; a field-only one is shown on its field, not here. */
  problem: ApiProblem | null;
  /** Whether the problem's message is left for the dialog to show (no field took it). */
  unplaced: boolean;
  /** Approving sends at once; rejecting submits the form REJECT_FORM_ID among the children. */
  onConfirm?: () => void;
  children: ReactNode;
}

/**
 * A decision on one document, in a dialog that stays open until the server has answered
 * (as src/features/grants/DecisionDialog.tsx). A refusal keeps what was typed; a document
 * someone else decided meanwhile can no longer be decided here, so only closing is left.
 */
export function DecisionDialog({ kind, frame, busy, problem, unplaced, onConfirm, children }: DecisionDialogProps) {
  const { item, open, onClose, finalFocusEl } = frame;
  const decided = problem?.code === DECIDED;
  const { title, submit, notSent, look } = words[kind];
  return (
    <ConfirmAction
      open={open}
      size={kind === 'reject' ? 'xl' : 'md'}
      finalFocusEl={finalFocusEl}
      title={title({ name: candidateName(item.candidate) })}
      onConfirm={onConfirm}
      formId={onConfirm ? undefined : REJECT_FORM_ID}
      confirmLabel={submit()}
      confirmLook={look}
      onCancel={onClose}
      busy={busy}
      problem={problem && (unplaced || decided) ? problem.message : null}
      problemNote={decided ? m.crev_decision_conflict() : notSent()}
      closed={decided}
    >
      {children}
    </ConfirmAction>
  );
}
