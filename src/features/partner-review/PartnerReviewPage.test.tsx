import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { api } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { completeVerification } from '../../../tests/doubles/fixtures/partner-verification';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { adminSecondStepOn, signedInAs } from '../../../tests/doubles/session';
import PartnerQueuePage from './PartnerQueuePage';
import PartnerReviewPage from './PartnerReviewPage';
import type { PartnerReview } from './api';

const server = mockApi(adminSecondStepOn);
const ID = '3b1c6f0e-9a7d-4c2e-8f10-5d6e7a8b9c01';
const partner = { id: '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', firstname: 'Arjun', lastname: 'Mehta', email: 'arjun@harbor.example' };

describe('the administrators’ partner review', () => {
  it('lists submitted verifications filtered by kind, and asks for changes with a required reason', async () => {
    let review: PartnerReview = { id: ID, partner, verification: completeVerification('bpo', { status: 'submitted', submitted_at: '2026-06-02T10:00:00.000Z' }), decisions: [] };
    const queries: URLSearchParams[] = [];
    const decisions: unknown[] = [];
    server.use(
      signedInAs({ ...ada, role: 'admin', company_name: undefined }),
      api.get('/admin/partner-verifications', ({ request, response }) => {
        queries.push(new URL(request.url).searchParams);
        const v = review.verification;
        const items = v.status === 'submitted' ? [{ id: ID, kind: v.kind, status: v.status, verified: v.verified, business_name: v.business_name, country: v.country, partner, submitted_at: v.submitted_at, updated_at: v.submitted_at! }] : [];
        return response(200).json({ items, page: 1, page_size: 20, has_more: false });
      }),
      api.get('/admin/partner-verifications/{id}', ({ response }) => response(200).json(review)),
      api.post('/admin/partner-verifications/{id}/decision', async ({ request, response }) => {
        const body = await request.json();
        decisions.push(body);
        review = {
          ...review,
          verification: { ...review.verification, status: 'changes_requested', reason: body.reason },
          decisions: [{ decision: 'changes_requested', reason: body.reason, decided_at: '2026-06-04T09:00:00.000Z', decided_by: 'Ada Byrne' }],
        };
        return response(200).json(review);
      }),
    );
    renderRoutes(
      [
        { path: '/admin/partners', element: <RequireAuth><PartnerQueuePage /></RequireAuth> },
        { path: '/admin/partners/:id', element: <RequireAuth><PartnerReviewPage /></RequireAuth> },
      ],
      '/admin/partners?kind=bpo',
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('article', { name: 'Harbor Outsourcing Pvt Ltd' })).toBeInTheDocument();
    expect(queries[0]?.get('status')).toBe('submitted');
    expect(queries[0]?.get('kind')).toBe('bpo');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Review: Harbor Outsourcing Pvt Ltd' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Outsourcing Pvt Ltd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'certificate.pdf' })).toHaveAttribute('href', expect.stringContaining('/api/v1/partner/verification/documents/'));
    await user.click(screen.getByRole('radio', { name: 'Ask for changes' }));
    await user.click(screen.getByRole('button', { name: 'Send the decision' }));
    expect(screen.getByText('Write a reason of at most 2000 characters.')).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await user.type(screen.getByLabelText('Reason'), 'Upload a clearer scan of the certificate.');
    await user.click(screen.getByRole('button', { name: 'Send the decision' }));
    expect(await screen.findByText('Decision sent: Harbor Outsourcing Pvt Ltd has been told by e-mail.')).toBeInTheDocument();
    expect(decisions).toEqual([{ decision: 'changes_requested', reason: 'Upload a clearer scan of the certificate.' }]);
    expect(await screen.findByText('This verification isn’t waiting for a decision.')).toBeInTheDocument();
  }, 15_000);
});
