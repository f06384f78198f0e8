import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api, problem } from '../../../tests/doubles/api';
import { ada, type User } from '../../../tests/doubles/fixtures/accounts';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { adminSecondStepOn, signedInAs } from '../../../tests/doubles/session';
import { complianceReviewStore, makeReviewItem } from '../../../tests/doubles/stores/compliance-review';
import OnboardingCasePage from './OnboardingCasePage';

type OnboardingCase = components['schemas']['OnboardingCase'];

const admin = { ...ada, id: '0b7f6a5e-3c1d-4f0e-9a59-00000000a001', email: 'admin@example.com', role: 'admin' as const };
const server = mockApi(adminSecondStepOn);
const SHA = 'a'.repeat(64);

/** Maria's case: her passport waiting, her proof of address refused, one failed identity attempt, the NDA signed. */
function mariaCase() {
  const passport = makeReviewItem({ kind: 'identity_document', expires_on: '2031-01-31', file: { name: 'passport.pdf', content_type: 'application/pdf', size_bytes: 2_400_000 } });
  const candidate = passport.candidate;
  const address = makeReviewItem(
    { kind: 'proof_of_address', status: 'rejected', reviewed_at: '2026-06-02T10:00:00.000Z', rejection_reason: 'The bill is older than three months.' },
    candidate,
  );
  // A decision takes the time a network takes, as in ComplianceReviewPage.test.tsx.
  const store = complianceReviewStore([passport, address], { decisionMs: 50 });
  const rest: Omit<OnboardingCase, 'documents'> = {
    candidate,
    checklist: {
      ready_to_start: false,
      steps: [
        { step: 'vetting', state: 'done', done: 1, of: 1, before_work: false },
        { step: 'documents', state: 'needs_attention', done: 0, of: 3, before_work: true },
        { step: 'agreements', state: 'in_progress', done: 1, of: 2, before_work: true },
        { step: 'intake_survey', state: 'to_do', done: 0, of: 3, before_work: false },
        { step: 'identity', state: 'needs_attention', done: 0, of: 1, before_work: true },
      ],
    },
    identity: {
      status: 'failed',
      reason: 'selfie_mismatch',
      decided_at: '2026-06-01T10:02:00.000Z',
      attempts: [
        {
          id: '6c1f0000-0000-4000-8000-000000000001',
          provider: 'sandbox',
          status: 'failed',
          reason: 'selfie_mismatch',
          started_at: '2026-06-01T10:00:00.000Z',
          submitted_at: '2026-06-01T10:01:00.000Z',
          decided_at: '2026-06-01T10:02:00.000Z',
        },
      ],
    },
    agreements: [
      {
        id: '6c1f0000-0000-4000-8000-000000000002',
        kind: 'nda',
        version: 1,
        language: 'es',
        sha256: SHA,
        typed_name: 'Maria Santos',
        signed_at: '2026-06-01T09:30:00.000Z',
        ip_address: '203.0.113.7',
        user_agent: 'Firefox',
      },
    ],
    decisions: [
      { step: 'documents', kind: 'proof_of_address', decision: 'rejected', reason: 'The bill is older than three months.', decided_by: 'Grace Okafor', decided_at: '2026-06-02T10:00:00.000Z' },
      { step: 'vetting', decision: 'vetted', decided_at: '2026-05-30T10:00:00.000Z' },
    ],
  };
  let reads = 0;
  const caseHandler = api.get('/admin/onboarding/{id}', ({ params, response }) => {
    reads += 1;
    if (params.id !== candidate.id) return problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
    // The documents as the store keeps them: a decision taken on the page shows when the case is read again.
    return response(200).json({ ...rest, documents: store.items.map((item) => item.document) });
  });
  return { passport, candidate, store, caseHandler, reads: () => reads };
}

/** Opens Maria's case, or another id's. */
function open({ user = admin as User, id }: { user?: User; id?: string } = {}) {
  const maria = mariaCase();
  server.use(signedInAs(user), ...maria.store.handlers, maria.caseHandler);
  renderRoutes([{ path: '/admin/onboarding/:id', element: <OnboardingCasePage /> }], `/admin/onboarding/${id ?? maria.candidate.id}`);
  return { ...maria, user: userEvent.setup({ delay: null }) };
}

describe('OnboardingCasePage', { timeout: 20_000 }, () => {
  it('shows each step, the documents, the identity attempts, the signatures and the decisions with who took them', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: m.ocase_title({ name: 'Maria Santos' }) })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(m.ocase_not_ready({ done: 0, total: 3 })))).toBeInTheDocument();

    const steps = screen.getByRole('region', { name: m.ocase_steps() });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(m.ocase_step_progress_before_work({ done: 0, of: 3 }));

    const documents = screen.getByRole('region', { name: m.ocase_documents() });
    expect(within(documents).getAllByRole('article')).toHaveLength(2);
    expect(within(documents).getByText('The bill is older than three months.')).toBeInTheDocument();
    // The case is where the reviewer is: no link to itself.
    expect(within(documents).queryByRole('link', { name: m.ocase_open_named({ name: 'Maria Santos' }) })).toBeNull();

    const identity = screen.getByRole('region', { name: m.ocase_identity() });
    expect(within(identity).getAllByText(m.idc_reason_selfie_mismatch())).toHaveLength(2);
    expect(within(identity).getByText(m.ocase_provider_sandbox())).toBeInTheDocument();

    const agreements = screen.getByRole('region', { name: m.ocase_agreements() });
    expect(agreements).toHaveTextContent(m.ocase_agreement_title({ kind: m.agr_kind_nda(), version: 1 }));
    expect(agreements).toHaveTextContent('Español');
    expect(agreements).toHaveTextContent('203.0.113.7');
    expect(agreements).toHaveTextContent(SHA);

    const decisions = within(screen.getByRole('region', { name: m.ocase_decisions() })).getAllByRole('listitem');
    expect(decisions[0]).toHaveTextContent(m.ocase_decision_rejected({ kind: m.onb_kind_proof_of_address() }));
    expect(decisions[0]).toHaveTextContent(/Grace Okafor/);
    expect(decisions[1]).toHaveTextContent(m.ocase_decision_vetted());
    expect(decisions[1]).toHaveTextContent(m.ocase_decided_by_former({ date: '' }).trim().replace(/,$/, ''));
    expect(await axeViolations()).toEqual([]);
  });

  it('approves a waiting document from the case, and reads the case again', async () => {
    const { user, store, reads } = open();
    const documents = await screen.findByRole('region', { name: m.ocase_documents() });
    const first = reads();
    await user.click(within(documents).getByRole('button', { name: new RegExp(`^${m.crev_approve()}:`) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: m.crev_approve_submit() }));
    const notice = await screen.findByText(m.crev_approved_notice({ kind: m.onb_kind_identity_document(), name: 'Maria Santos' }));
    expect(store.decisions).toEqual([{ id: store.items[0]!.document.id, body: { decision: 'approved' } }]);
    await waitFor(() => expect(reads()).toBeGreaterThan(first));
    await waitFor(() => expect(within(documents).queryByRole('button', { name: new RegExp(`^${m.crev_approve()}:`) })).toBeNull());
    await waitFor(() => expect(notice.closest('[role="status"]')).toHaveFocus());
  });

  it('says when there is no such case', async () => {
    open({ id: '00000000-0000-4000-8000-000000000000' });
    expect(await screen.findByText(m.ocase_load_failed())).toBeInTheDocument();
  });

  it('tells a candidate the page is for administrators', async () => {
    const { reads } = open({ user: { ...ada, role: 'candidate' as const } });
    expect(await screen.findByText(m.ocase_admin_only())).toBeInTheDocument();
    expect(reads()).toBe(0);
  });
});
