import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { ComplianceDocument, ComplianceReviewItem } from './api';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';
import { candidateName, KIND_TITLE } from './words';

interface OpenDecision {
  kind: 'approve' | 'reject';
  item: ComplianceReviewItem;
  /** A fresh form and machine for every opening. */
  key: number;
}

function decisionNotice(item: ComplianceReviewItem, decided: ComplianceDocument): string {
  const words = { name: candidateName(item.candidate), kind: KIND_TITLE[decided.kind]() };
  return decided.status === 'rejected' ? m.crev_rejected_notice(words) : m.crev_approved_notice(words);
}

export interface DocumentDecisions {
  approve: (item: ComplianceReviewItem) => void;
  reject: (item: ComplianceReviewItem) => void;
  /** What the last decision did, in words, until the next one. */
  notice: string | null;
  /** Where focus goes once a decision is taken: the notice (the button that opened the dialog leaves with the document's buttons). */
  noticeRef: RefObject<HTMLDivElement | null>;
  /** The open dialog, to render once on the page. */
  dialog: ReactNode;
}

/** The approve and reject dialogs of the queue and of a candidate's case, one open at a time. */
export function useDocumentDecisions(): DocumentDecisions {
  const [decision, setDecision] = useState<OpenDecision | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const opened = useRef(0);
  const decided = useRef(false);

  const openDecision = (kind: OpenDecision['kind']) => (item: ComplianceReviewItem) => {
    opened.current += 1;
    decided.current = false;
    setDecision({ kind, item, key: opened.current });
    setOpen(true);
  };

  let dialog: ReactNode = null;
  if (decision) {
    const frame = {
      item: decision.item,
      open,
      onClose: () => setOpen(false),
      onDone: (document: ComplianceDocument) => {
        decided.current = true;
        setNotice(decisionNotice(decision.item, document));
        setOpen(false);
      },
      finalFocusEl: () => (decided.current ? noticeRef.current : null),
    };
    dialog = decision.kind === 'approve' ? <ApproveDialog key={decision.key} {...frame} /> : <RejectDialog key={decision.key} {...frame} />;
  }
  return { approve: openDecision('approve'), reject: openDecision('reject'), notice, noticeRef, dialog };
}
