// The administrators' queue of compliance documents behind MSW, as the server keeps it
// (server/onboarding/compliance-review.ts), for src/features/compliance-review's tests: the list
// filters by status (submitted unless asked) and kind, longest waiting first, page by page; a
// decision is refused as the server refuses it (a reason to reject, none to approve, 409 once
// decided) and every query and decision is recorded for the test to check.
import { delay, type RequestHandler } from 'msw';
import type { components } from '@/generated/api';
import { api, problem, type Problem } from '../api';
import { nextId } from '../fixtures/ids';
import { makeComplianceDocument, type ComplianceDocument } from '../fixtures/onboarding';

type S = components['schemas'];
export type ComplianceReviewItem = S['ComplianceReviewItem'];
export type ComplianceCandidate = S['ComplianceCandidate'];

/** A document waiting for review (makeComplianceDocument's), handed in by a candidate in the Philippines. */
export function makeReviewItem(document: Partial<ComplianceDocument> = {}, candidate: Partial<ComplianceCandidate> = {}): ComplianceReviewItem {
  return {
    document: makeComplianceDocument(document),
    candidate: { id: nextId(), firstname: 'Maria', lastname: 'Santos', country: 'PH', ...candidate },
  };
}

export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Problem['fields'];
}

export interface StoreOptions {
  /** The next decision is refused so, whatever it says. */
  refuseDecision?: Refusal;
  /** How long a decision takes to answer: a double click lands while it is on its way. */
  decisionMs?: number;
}

export function complianceReviewStore(items: ComplianceReviewItem[], options: StoreOptions = {}) {
  const queries: URLSearchParams[] = [];
  const decisions: { id: string; body: S['ComplianceDecision'] }[] = [];
  let refusal = options.refuseDecision;

  const handlers: RequestHandler[] = [
    api.get('/admin/compliance/documents', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const status = query.get('status') ?? 'submitted';
      const kind = query.get('kind');
      const country = query.get('country');
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      // An approved document past its expiry is still approved in the queue; it reads as expired.
      const ofStatus = items.filter(({ document }) => (document.status === 'expired' ? 'approved' : document.status) === status && (!kind || document.kind === kind));
      const countries = [...new Set(ofStatus.map(({ candidate }) => candidate.country).filter((c): c is string => !!c))].sort();
      const matching = ofStatus
        .filter(({ candidate }) => !country || candidate.country === country)
        .sort((a, b) => a.document.submitted_at.localeCompare(b.document.submitted_at));
      const shown = matching.slice((page - 1) * size, page * size);
      return response(200).json({ items: shown, page, page_size: size, has_more: matching.length > page * size, countries });
    }),
    api.post('/admin/compliance/documents/{id}/decision', async ({ params, request, response }) => {
      const body = await request.json();
      decisions.push({ id: params.id, body });
      if (options.decisionMs) await delay(options.decisionMs);
      if (refusal) {
        const { status, code, message, fields } = refusal;
        refusal = undefined;
        return problem(status, code, message, fields);
      }
      const reason = body.reason?.trim();
      if (body.decision === 'rejected' && !reason) return problem(400, 'VALIDATION_FAILED', 'Please check the highlighted fields.', { reason: 'This field is required.' });
      if (body.decision === 'approved' && reason) return problem(400, 'VALIDATION_FAILED', 'Please check the highlighted fields.', { reason: 'This field is not allowed.' });
      const item = items.find(({ document }) => document.id === params.id);
      if (!item) return problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
      if (item.document.status !== 'submitted') return problem(409, 'COMPLIANCE_DOCUMENT_DECIDED', 'This document has already been decided.');
      Object.assign(item.document, { status: body.decision, reviewed_at: new Date().toISOString(), ...(reason ? { rejection_reason: reason } : {}) });
      return response(200).json(item.document);
    }),
  ];

  /** Another administrator decides a document, unseen by the page until it reads the list again. */
  const decideElsewhere = (id: string, decision: 'approved' | 'rejected') => {
    Object.assign(items.find(({ document }) => document.id === id)!.document, { status: decision, reviewed_at: new Date().toISOString() });
  };

  return { items, handlers, queries, decisions, decideElsewhere };
}
