import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { AUDIT_CHECKLIST } from '@/shared/audit-checklist';
import { api } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { startedAudit, type WorksiteAudit } from '../../../tests/doubles/fixtures/audits';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import AuditPage from './AuditPage';

const server = mockApi();

/** A verified auditor's audit behind MSW, saved and decided as the server does; every call recorded. */
function open(start: WorksiteAudit) {
  let audit = structuredClone(start);
  const calls: string[] = [];
  server.use(
    signedInAs({ ...ada, role: 'saa', company_name: undefined }),
    // VerifiedPartnerGate reads only `verified`.
    api.get('/partner/verification', ({ response }) => response(200).json({ verified: true } as never)),
    api.get('/audits/{id}', ({ response }) => response(200).json(audit)),
    api.put('/audits/{id}/work', async ({ request, response }) => {
      const work = await request.json();
      calls.push(`save ${work.checklist.length}`);
      audit = { ...audit, checklist: work.checklist, findings: work.findings };
      return response(200).json(audit);
    }),
    api.post('/audits/{id}/decision', async ({ request, response }) => {
      const decision = await request.json();
      calls.push(`decide ${decision.decision}`);
      audit = { ...audit, status: decision.decision, reason: decision.reason, decided_at: '2026-06-03T10:00:00.000Z' };
      return response(200).json(audit);
    }),
  );
  renderRoutes([{ path: '/audits/:id', element: <RequireAuth><AuditPage /></RequireAuth> }], `/audits/${start.id}`);
  return { calls, user: userEvent.setup({ delay: null }) };
}

describe('AuditPage', () => {
  it('answers the checklist, asks for the verdict and reasons, then saves and passes the worksite', async () => {
    const { calls, user } = open(startedAudit());
    await screen.findByRole('heading', { level: 1, name: 'Audit of Koramangala floor' });
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send the decision' }));
    expect(screen.getByText('Choose pass or fail.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    const items = screen.getAllByRole('group').filter((g) => g.querySelector('input[type=radio][value=meets]'));
    expect(items).toHaveLength(AUDIT_CHECKLIST.length);
    for (const group of items) await user.click(within(group).getByRole('radio', { name: 'Meets' }));
    await user.click(screen.getByRole('radio', { name: 'Pass' }));
    await user.type(screen.getByRole('textbox', { name: 'Reasons' }), 'Everything as declared.');
    await user.click(screen.getByRole('button', { name: 'Send the decision' }));

    expect(await screen.findByText(/You passed this worksite on/)).toBeInTheDocument();
    expect(calls).toEqual(['save 8', 'decide passed']);
  }, 15_000);
});
