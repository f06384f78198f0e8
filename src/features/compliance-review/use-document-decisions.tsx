import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useDecisionDialog, type DecisionDialog } from '@/review/use-decision-dialog';
import type { ComplianceDocument, ComplianceReviewItem } from './api';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';
import { candidateName, KIND_TITLE } from './words';

function decisionNotice(item: ComplianceReviewItem, decided: ComplianceDocument): string {
  const words = { name: candidateName(item.candidate), kind: KIND_TITLE[decided.kind]() };
  return decided.status === 'rejected' ? m.crev_rejected_notice(words) : m.crev_approved_notice(words);
}

export type DocumentDecisions = DecisionDialog<'approve' | 'reject', ComplianceReviewItem, ComplianceDocument> & {
  approve: (item: ComplianceReviewItem) => void;
  reject: (item: ComplianceReviewItem) => void;
  /** The open dialog, to render once on the page. */
  dialog: ReactNode;
};

/** The approve and reject dialogs of the queue and of a candidate's case (src/review/use-decision-dialog.ts). */
export function useDocumentDecisions(): DocumentDecisions {
  const decisions = useDecisionDialog<'approve' | 'reject', ComplianceReviewItem, ComplianceDocument>(decisionNotice);
  const { opened, frame } = decisions;
  const props = opened && { ...frame, item: opened.item };
  const dialog = opened && props ? opened.kind === 'approve' ? <ApproveDialog key={opened.key} {...props} /> : <RejectDialog key={opened.key} {...props} /> : null;
  return { ...decisions, approve: decisions.openWith('approve'), reject: decisions.openWith('reject'), dialog };
}
