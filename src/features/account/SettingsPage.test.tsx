import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import SettingsPage from './SettingsPage';

const server = mockApi();

describe('SettingsPage', () => {
  it('shows the account as the server knows it, with ways to security and billing', async () => {
    server.use(signedInAs({ ...ada, locale: 'fr' }));
    renderRoutes([{ path: '/settings', element: <RequireAuth><SettingsPage /></RequireAuth> }], '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(document.title).toBe('Account settings · RemoteHire');
    const overview = screen.getByRole('region', { name: 'Your account' });
    const value = (label: string) => within(overview).getByText(label).nextElementSibling;
    expect(value('Name')).toHaveTextContent('Ada Lovelace');
    expect(value('E-mail address')).toHaveTextContent('ada@example.com');
    expect(value('E-mail address')).toHaveTextContent('Confirmed');
    expect(value('Account type')).toHaveTextContent('employer');
    expect(value('Company')).toHaveTextContent('Analytical Engines Ltd');
    expect(value('Language of e-mails')).toHaveTextContent('Français');
    expect(value('Member since')).toHaveTextContent('March 5, 2024');
    expect(screen.getByRole('link', { name: 'Manage password and devices' })).toHaveAttribute('href', '/settings/security');
    expect(screen.getByRole('region', { name: 'Billing' })).toHaveTextContent('Cards, subscription, failed payments, invoices and agreements.');
    expect(screen.getByRole('link', { name: 'Manage billing' })).toHaveAttribute('href', '/settings/billing');
  });

  it('offers billing to employers only', async () => {
    server.use(signedInAs({ ...ada, role: 'candidate', company_name: undefined }));
    renderRoutes([{ path: '/settings', element: <RequireAuth><SettingsPage /></RequireAuth> }], '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Billing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage billing' })).toBeNull();
  });
});
