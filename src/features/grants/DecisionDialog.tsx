import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import type { ButtonLook } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { DECIDED, type GrantApplication } from './review-api';

/** What the page hands either decision dialog. */
export interface DecisionDialogFrame {
  application: GrantApplication;
  open: boolean;
  onDone: (decided: GrantApplication) => void;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

type Kind = 'approve' | 'reject';

const words: Record<Kind, { title: typeof m.grants_approve_title; intro: typeof m.grants_approve_intro; submit: () => string; look: ButtonLook }> = {
  approve: { title: m.grants_approve_title, intro: m.grants_approve_intro, submit: m.grants_approve_submit, look: 'primary' },
  reject: { title: m.grants_reject_title, intro: m.grants_reject_intro, submit: m.grants_reject_submit, look: 'danger' },
};

/** The id of a decision's form, which the dialog's button submits. */
export const decisionFormId = (kind: Kind) => `grant-${kind}-form`;

export interface DecisionDialogProps {
  kind: Kind;
  frame: DecisionDialogFrame;
  busy: boolean;
  /** The last refusal; a field-only one is shown on its fields, not here. */
  problem: ApiProblem | null;
  /** Whether the problem's message is left for the dialog to show (no field took it). */
  unplaced: boolean;
  /** The form, with the id decisionFormId(kind). */
  children: ReactNode;
}

/**
 * A decision on one application, in a dialog that stays open until the server has
 * answered. A refusal keeps the form as typed; an application someone else decided
 * meanwhile can no longer be decided here, so the send button goes and closing is left.
 */
export function DecisionDialog({ kind, frame, busy, problem, unplaced, children }: DecisionDialogProps) {
  const { application, open, onClose, finalFocusEl } = frame;
  const decided = problem?.code === DECIDED;
  const { title, intro, submit, look } = words[kind];
  return (
    <ConfirmAction
      open={open}
      size="xl"
      finalFocusEl={finalFocusEl}
      title={title({ organisation: application.organisation_name })}
      formId={decisionFormId(kind)}
      confirmLabel={submit()}
      confirmLook={look}
      onCancel={onClose}
      busy={busy}
      problem={problem && (unplaced || decided) ? problem.message : null}
      problemNote={decided ? m.grants_decision_conflict() : m.grants_decision_not_sent()}
      closed={decided}
    >
      <Text>{intro({ employer: application.employer?.name ?? application.organisation_name })}</Text>
      {children}
    </ConfirmAction>
  );
}
