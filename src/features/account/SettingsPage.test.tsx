import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { api, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { notScheduled } from '../../../tests/doubles/fixtures/account-deletion';
import { adaDetails, allMails, graceDetails } from '../../../tests/doubles/fixtures/account-settings';
import SettingsPage from './SettingsPage';

type Details = components['schemas']['AccountDetails'];
type Preferences = components['schemas']['MailPreferences'];

const server = mockApi();

/** The account's details and mail preferences behind the handlers, as the server keeps them; records what was sent. */
function accountStore(user: typeof ada, initial: Details, preferences: Preferences) {
  let details = { ...initial };
  let prefs = { ...preferences };
  const sent: unknown[] = [];
  server.use(
    signedInAs(user),
    api.get('/account/deletion', ({ response }) => response(200).json(notScheduled)),
    api.get('/account/details', ({ response }) => response(200).json(details)),
    api.put('/account/details', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      if (body.website_url === 'https://engines') return problem(400, 'VALIDATION_FAILED', 'Some fields need your attention.', { website_url: 'Enter a full web address.' });
      details = { ...body, editable: details.editable, required: details.required };
      return response(200).json({ details, user: { ...user, firstname: body.firstname, lastname: body.lastname, company_name: body.company_name } });
    }),
    api.get('/account/mail-preferences', ({ response }) => response(200).json(prefs)),
    api.get('/account/deletion', ({ response }) => response(200).json({ scheduled: false })),
    api.patch('/account/mail-preferences', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      prefs = { ...prefs, ...body };
      return response(200).json(prefs);
    }),
  );
  return { sent };
}

const renderSettings = () => renderRoutes([{ path: '/settings', element: <RequireAuth><SettingsPage /></RequireAuth> }], '/settings');

describe('SettingsPage', () => {
  it('shows the account, its details to edit, its address and the mails it gets, with ways to security and billing', async () => {
    accountStore({ ...ada, locale: 'fr' }, adaDetails, { news: true, hiring_updates: true, work_updates: false });
    renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(document.title).toBe('Account settings · RemoteHire');
    const overview = screen.getByRole('region', { name: 'Your account' });
    const value = (label: string) => within(overview).getByText(label).nextElementSibling;
    expect(value('Account type')).toHaveTextContent('employer');
    expect(value('Language of e-mails')).toHaveTextContent('Français');
    expect(value('Member since')).toHaveTextContent('March 5, 2024');

    const details = screen.getByRole('region', { name: 'Your details' });
    expect(await within(details).findByLabelText('First name')).toHaveValue('Ada');
    expect(within(details).getByLabelText('Company')).toHaveValue('Analytical Engines Ltd');
    expect(within(details).getByLabelText('Website')).toHaveValue('https://engines.example.com');
    expect(within(details).getByLabelText('Preferred name (optional)')).toHaveValue('');
    expect(within(details).getByRole('combobox', { name: 'Country' })).toHaveValue('GB');

    const email = screen.getByRole('region', { name: 'E-mail address' });
    expect(email).toHaveTextContent('ada@example.com');
    expect(email).toHaveTextContent('Confirmed');

    const mails = screen.getByRole('region', { name: 'E-mails we send you' });
    expect(await within(mails).findByRole('checkbox', { name: 'News and tips' })).toBeChecked();
    expect(within(mails).getByRole('checkbox', { name: 'Hiring updates' })).toBeChecked();
    expect(within(mails).getByRole('checkbox', { name: 'Work updates' })).not.toBeChecked();
    expect(mails).toHaveTextContent('Some e-mails are always sent and can’t be turned off');

    expect(screen.getByRole('link', { name: 'Manage password and devices' })).toHaveAttribute('href', '/settings/security');
    expect(screen.getByRole('link', { name: 'Manage billing' })).toHaveAttribute('href', '/settings/billing');
    // axe checks this page, loaded, in tests/unit/auth-pages/a11y.test.tsx.
  });

  it('saves the details whole: a required field is checked first, an optional one emptied is left out, a refusal lands on its field', async () => {
    const { sent } = accountStore(ada, adaDetails, allMails);
    renderSettings();
    const user = userEvent.setup({ delay: null });
    const details = await screen.findByRole('region', { name: 'Your details' });
    const first = await within(details).findByLabelText('First name');
    await user.clear(within(details).getByLabelText('Company'));
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    // Required for an employer: refused before anything is sent.
    await waitFor(() => expect(within(details).getByLabelText('Company')).toHaveAccessibleDescription('This field is required.'));
    expect(sent).toEqual([]);

    await user.type(within(details).getByLabelText('Company'), 'Difference Engines');
    await user.clear(within(details).getByLabelText('Phone number (optional)'));
    await user.clear(within(details).getByLabelText('Website'));
    await user.type(within(details).getByLabelText('Website'), 'https://engines');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(within(details).getByLabelText('Website')).toHaveAccessibleDescription('Enter a full web address.'));

    await user.clear(within(details).getByLabelText('Website'));
    await user.type(within(details).getByLabelText('Website'), 'https://difference.example.com');
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ firstname: 'Augusta', lastname: 'Lovelace', country: 'GB', company_name: 'Difference Engines', website_url: 'https://difference.example.com' });
  });

  it('turns a kind of mail off as its box is changed; a candidate’s page has no billing', async () => {
    const { sent } = accountStore(grace, graceDetails, { news: false, hiring_updates: true, work_updates: true, messages: true });
    renderSettings();
    const user = userEvent.setup({ delay: null });
    const mails = await screen.findByRole('region', { name: 'E-mails we send you' });
    const hiring = await within(mails).findByRole('checkbox', { name: 'Hiring updates' });
    expect(hiring).toHaveAccessibleDescription(/You still see them on your dashboard/);
    await user.click(hiring);
    expect(await screen.findByText('Your e-mail preferences were saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ hiring_updates: false }]);
    await waitFor(() => expect(hiring).not.toBeChecked());
    expect(hiring).toBeEnabled();
    const unread = within(mails).getByRole('checkbox', { name: 'Unread messages' });
    expect(unread).toHaveAccessibleDescription(/Muted conversations never send one/);
    await user.click(unread);
    await waitFor(() => expect(sent).toEqual([{ hiring_updates: false }, { messages: false }]));
    expect(within(screen.getByRole('region', { name: 'Your details' })).queryByLabelText('Company')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Billing' })).toBeNull();
  });
});
