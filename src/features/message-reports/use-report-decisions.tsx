import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useDecisionDialog, type DecisionDialog as Dialog } from '@/review/use-decision-dialog';
import type { MessageReport } from './api';
import { DecisionDialog, type DecisionKind } from './DecisionDialog';
import { reportTitle } from './words';

const noticeOf = (report: MessageReport, decided: MessageReport) =>
  decided.status === 'dismissed' ? m.mrep_dismissed_notice({ item: reportTitle(report) }) : m.mrep_resolved_notice({ item: reportTitle(report) });

export type ReportDecisions = Dialog<DecisionKind, MessageReport, MessageReport> & {
  resolve: (report: MessageReport) => void;
  dismiss: (report: MessageReport) => void;
  /** The open dialog, to render once on the page. */
  dialog: ReactNode;
};

/** The resolve and dismiss dialogs of the queue, one at a time, and the notice the last decision leaves (src/review/use-decision-dialog.ts). */
export function useReportDecisions(): ReportDecisions {
  const decisions = useDecisionDialog<DecisionKind, MessageReport, MessageReport>(noticeOf);
  const { opened, frame } = decisions;
  const dialog = opened ? <DecisionDialog key={opened.key} kind={opened.kind} report={opened.item} {...frame} /> : null;
  return { ...decisions, resolve: decisions.openWith('resolved'), dismiss: decisions.openWith('dismissed'), dialog };
}
