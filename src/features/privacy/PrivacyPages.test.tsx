import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import PrivacyInquiryPage from './PrivacyInquiryPage';
import PrivacyInquiryWithoutAccountPage from './PrivacyInquiryWithoutAccountPage';
import RequestPersonalDataPage from './RequestPersonalDataPage';

const server = mockApi(anonymousMe);
const signedIn = () => server.use(signedInAs(ada));
const routes = [
  { path: '/Privacy-Inquiry', element: <PrivacyInquiryPage /> },
  { path: '/Privacy-Inquiry-Without-Account', element: <PrivacyInquiryWithoutAccountPage /> },
  { path: '/Request-Personal-Data', element: <RequestPersonalDataPage /> },
];
afterEach(() => vi.restoreAllMocks());

describe('privacy inquiry without an account', { timeout: 30_000 }, () => {
  it('sends name, address, kind and details, and confirms', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/public/privacy-inquiries'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ reference: 'PR-ABCDEF', received_at: '2027-03-01T10:00:00.000Z' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/Privacy-Inquiry-Without-Account');
    expect(await axeViolations()).toEqual([]);
    await user.type(screen.getByLabelText(m.contactform_field_name()), 'Wei Zhang');
    await user.type(screen.getByLabelText(m.contactform_field_email()), 'wei@example.com');
    await user.selectOptions(screen.getByLabelText(m.privacyform_field_kind()), 'deletion');
    await user.type(screen.getByLabelText(m.privacyform_field_details()), 'Please delete my old application from 2025.');
    await user.click(screen.getByRole('button', { name: m.privacyform_submit() }));
    expect(await screen.findByText(m.privacyform_sent_body({ email: 'wei@example.com', reference: 'PR-ABCDEF' }))).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Wei Zhang', email: 'wei@example.com', kind: 'deletion', details: 'Please delete my old application from 2025.', locale: 'en' });
  });
});

describe('privacy inquiry with an account', { timeout: 30_000 }, () => {
  it('a visitor is shown the way in', async () => {
    renderRoutes(routes, '/Privacy-Inquiry');
    expect(await screen.findByText(m.privacyform_visitor())).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.privacyform_without_account_link() })).toHaveAttribute('href', '/Privacy-Inquiry-Without-Account');
    expect(await axeViolations()).toEqual([]);
  });

  it('signed in, answered at the account address; a 429 keeps the details', async () => {
    signedIn();
    server.use(http.post(apiUrl('/account/privacy-inquiries'), () => problem(429, 'RATE_LIMITED', 'Too many requests; try again in 30 minutes.')));
    const user = userEvent.setup();
    renderRoutes(routes, '/Privacy-Inquiry');
    expect(await screen.findByText(m.privacyform_reply_to({ email: ada.email }))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(m.privacyform_field_kind()), 'access');
    await user.type(screen.getByLabelText(m.privacyform_field_details()), 'Which of my details do employers see?');
    await user.click(screen.getByRole('button', { name: m.privacyform_submit() }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests; try again in 30 minutes.');
    expect(screen.getByLabelText(m.privacyform_field_details())).toHaveValue('Which of my details do employers see?');
  });
});

describe('request personal data', { timeout: 30_000 }, () => {
  it('signed in, downloads the export as a file and says a mail was sent', async () => {
    signedIn();
    server.use(http.post(apiUrl('/account/personal-data'), () => HttpResponse.json({ generated_at: '2027-03-01T10:00:00.000Z', account: { id: ada.id }, records: {} })));
    const created = vi.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoutes(routes, '/Request-Personal-Data');
    await user.click(await screen.findByRole('button', { name: m.privacyform_export_button() }));
    expect(await screen.findByText(m.privacyform_export_done({ email: ada.email }))).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('a visitor is asked to sign in', async () => {
    renderRoutes(routes, '/Request-Personal-Data');
    expect(await screen.findByText(m.privacyform_export_visitor())).toBeInTheDocument();
  });
});
