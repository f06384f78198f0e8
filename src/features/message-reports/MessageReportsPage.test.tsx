import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { api, problem } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { adminSecondStepOn, signedInAs } from '../../../tests/doubles/session';
import type { MessageReport, ReportDecision } from './api';
import MessageReportsPage from './MessageReportsPage';

const server = mockApi(adminSecondStepOn);
const PATH = '/admin/message-reports';
const admin = { ...ada, role: 'admin' as const, company_name: undefined };
const employer = { id: '5d1e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e01', name: 'Harbor Logistics', role: 'employer' as const };
const candidate = { id: '5d1e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e02', name: 'Maria Santos', role: 'candidate' as const };

const report = (id: string, overrides: Partial<MessageReport> = {}): MessageReport => ({
  id,
  conversation_id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  about: { kind: 'application', id: '1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9', job: { id: '2e3d4c5b-6a79-4887-9695-b4c3d2e1f0a9', title: 'Bookkeeper', hire_type: 'full_time', status: 'open' } },
  message_id: 41,
  reporter: candidate,
  reported: employer,
  reason: 'He insulted me after I declined the call.',
  evidence: [{ id: 41, sender_id: employer.id, text: 'You are <b>useless</b>\nand slow.', created_at: '2026-11-30T09:15:00.000Z' }],
  created_at: '2026-11-30T09:20:00.000Z',
  status: 'open',
  ...overrides,
});

/** The report endpoints over a small list: what the queue asked, and every decision sent. */
function open(reports: MessageReport[], { decidedElsewhere = false } = {}) {
  const queries: URLSearchParams[] = [];
  const decisions: ReportDecision[] = [];
  server.use(
    signedInAs(admin),
    api.get('/admin/message-reports', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const items = reports.filter((r) => r.status === (query.get('status') ?? 'open'));
      return response(200).json({ items, page: 1, page_size: 20, has_more: false });
    }),
    api.post('/admin/message-reports/{id}/decision', async ({ request, params, response }) => {
      const body = await request.json();
      decisions.push(body);
      const index = reports.findIndex((r) => r.id === params.id);
      if (decidedElsewhere) {
        reports[index] = { ...reports[index]!, status: 'dismissed', decided_by: 'Grace Okafor', decided_at: '2026-12-01T08:00:00.000Z', resolution_note: 'Not abusive.' };
        return problem(409, 'REPORT_ALREADY_DECIDED', 'This report has already been resolved or dismissed.');
      }
      reports[index] = { ...reports[index]!, status: body.status, decided_by: 'Ada Byrne', decided_at: '2026-12-01T09:00:00.000Z', resolution_note: body.note };
      return response(200).json(reports[index]!);
    }),
  );
  renderRoutes([{ path: PATH, element: <MessageReportsPage /> }], PATH);
  return { queries, decisions, user: userEvent.setup({ delay: null }) };
}

const TITLE = m.mrep_item_title({ reporter: 'Maria Santos', reported: 'Harbor Logistics' });

describe('MessageReportsPage', { timeout: 20_000 }, () => {
  it('shows who reported whom about which job, why, and the messages as text; resolves a report once, with a required note', async () => {
    const { queries, decisions, user } = open([report('9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c01')]);
    const article = await screen.findByRole('article', { name: TITLE });
    expect(queries[0]!.get('status')).toBe('open');
    expect(article).toHaveTextContent(m.mrep_person({ name: 'Maria Santos', role: m.role_candidate() }));
    expect(article).toHaveTextContent(m.mrep_person({ name: 'Harbor Logistics', role: m.role_employer() }));
    expect(article).toHaveTextContent(m.mrep_about_job({ subject: m.mrep_subject_application(), job: 'Bookkeeper' }));
    expect(article).toHaveTextContent('He insulted me after I declined the call.');
    // A message's markup stays text.
    expect(within(article).getByText(/You are <b>useless<\/b>/)).toBeInTheDocument();
    expect(article.querySelector('b')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.mrep_resolve_named({ item: TITLE }) }));
    const dialog = await screen.findByRole('dialog', { name: m.mrep_resolve_title() });
    const submit = within(dialog).getByRole('button', { name: m.mrep_resolve_submit() });
    await user.click(submit);
    expect(await within(dialog).findByText(m.mrep_error_note({ max: 1000 }))).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await user.type(within(dialog).getByLabelText(m.mrep_field_note()), '  Warned the employer.  ');
    await user.dblClick(submit);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(m.mrep_resolved_notice({ item: TITLE }));
    expect(decisions).toEqual([{ status: 'resolved', note: 'Warned the employer.' }]);
    // The queue is read again: nothing open is left.
    expect(await screen.findByText(m.mrep_empty_open())).toBeInTheDocument();
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it('says when another administrator decided first and reads the queue again; the dismissed ones show the decision', async () => {
    const { decisions, user } = open([report('9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c02', { message_id: undefined })], { decidedElsewhere: true });
    const article = await screen.findByRole('article', { name: TITLE });
    expect(article).toHaveTextContent(m.mrep_what_conversation());
    await user.click(within(article).getByRole('button', { name: m.mrep_dismiss_named({ item: TITLE }) }));
    const dialog = await screen.findByRole('dialog', { name: m.mrep_dismiss_title() });
    await user.type(within(dialog).getByLabelText(m.mrep_field_note()), 'Nothing abusive.');
    await user.click(within(dialog).getByRole('button', { name: m.mrep_dismiss_submit() }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This report has already been resolved or dismissed.');
    expect(alert).toHaveTextContent(m.mrep_conflict());
    expect(within(dialog).queryByRole('button', { name: m.mrep_dismiss_submit() })).toBeNull();
    expect(decisions).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: m.ui_close() }));
    expect(await screen.findByText(m.mrep_empty_open())).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: m.mrep_filter_status() })).getByRole('link', { name: m.mrep_status_dismissed() }));
    const decided = await screen.findByRole('article', { name: TITLE });
    expect(decided).toHaveTextContent('Grace Okafor');
    expect(decided).toHaveTextContent('Not abusive.');
    expect(decided).toHaveTextContent(m.mrep_badge_dismissed());
    expect(within(decided).queryByRole('button')).toBeNull();
  });
});
