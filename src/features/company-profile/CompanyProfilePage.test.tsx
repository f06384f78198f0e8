import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolationsBesideZones } from '../../../tests/doubles/a11y';
import { api, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { makeCompanyProfile, type CompanyProfile } from '../../../tests/doubles/fixtures/companies';
import CompanyProfilePage from './CompanyProfilePage';

const server = mockApi();
const SLOW = { timeout: 20_000 };

const routes = [
  { path: '/settings/company', element: <CompanyProfilePage /> },
  { path: '/settings', element: <h1>Settings</h1> },
];

/** The profile behind the handlers, as the server keeps it; records what was sent. */
function companyStore(initial: CompanyProfile) {
  let profile = { ...initial };
  const sent: unknown[] = [];
  server.use(
    signedInAs(ada),
    api.get('/employer/company', ({ response }) => response(200).json(profile)),
    api.put('/employer/company', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      if (body.locations.some((place) => place.city === 'Atlantis'))
        return problem(400, 'VALIDATION_FAILED', 'Some fields need your attention.', { timezone: 'Choose a time zone the server knows.' });
      profile = { name: profile.name, website_url: profile.website_url, shown_on_jobs: profile.shown_on_jobs, logo_url: profile.logo_url, ...body } as CompanyProfile;
      return response(200).json(profile);
    }),
    api.delete('/employer/company/logo', ({ response }) => {
      sent.push('removed');
      const { logo_url: _gone, ...rest } = profile;
      profile = rest;
      return response(200).json(profile);
    }),
  );
  return { sent };
}

describe('CompanyProfilePage', SLOW, () => {
  it('shows the account’s name and website with the way to change them, and passes axe', async () => {
    // No location: axe reads each of a country list's 250 options, seconds on a busy machine, and finds nothing in them.
    companyStore(makeCompanyProfile({ logo_url: '/api/v1/companies/x/logo?v=1', locations: [] }));
    renderRoutes(routes, '/settings/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company profile' })).toBeInTheDocument();
    expect(await screen.findByText('Your profile and logo are shown on your open jobs.')).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Name and website' });
    expect(within(account).getByText('Analytical Engines Ltd')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Change them in your account settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('img', { name: 'Your company’s logo' })).toHaveAttribute('src', '/api/v1/companies/x/logo?v=1');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('We design calculating engines.');
    expect(await axeViolationsBesideZones()).toEqual([]);
  });

  it('saves a section over the rest of the profile, and puts a refusal on its field', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = companyStore(makeCompanyProfile({ shown_on_jobs: false }));
    renderRoutes(routes, '/settings/company');
    expect(await screen.findByText('Candidates will see your profile once you publish a job.')).toBeInTheDocument();

    const about = screen.getByRole('region', { name: 'About the company' });
    await user.selectOptions(within(about).getByRole('combobox', { name: 'Company size' }), '51-200');
    expect(within(about).getByText('Changes not saved yet')).toBeInTheDocument();
    await user.click(within(about).getByRole('button', { name: 'Save About the company' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The places section's fields travel unchanged with the about section's.
    expect(sent[0]).toEqual({
      description: 'We design calculating engines.',
      size: '51-200',
      industry: 'information-technology',
      locations: [{ city: 'London', country: 'GB' }],
      timezone: 'Europe/London',
    });
    await waitFor(() => expect(within(about).getByRole('heading', { name: 'About the company' })).toHaveFocus());

    const places = screen.getByRole('region', { name: 'Where and when you work' });
    await user.click(within(places).getByRole('button', { name: 'Add a location' }));
    await user.type(within(places).getByRole('textbox', { name: 'City 2' }), 'london');
    await user.selectOptions(within(places).getByRole('combobox', { name: 'Country 2' }), 'GB');
    await user.type(within(places).getByLabelText('Usual start'), '09:00');
    const save = within(places).getByRole('button', { name: 'Save Where and when you work' });
    await user.click(save);
    expect(await within(places).findByText('This place is already in the list.')).toBeInTheDocument();
    expect(within(places).getByText('Give both the start and the end, or neither.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.clear(within(places).getByRole('textbox', { name: 'City 2' }));
    await user.type(within(places).getByRole('textbox', { name: 'City 2' }), 'Atlantis');
    await user.clear(within(places).getByLabelText('Usual start'));
    await user.click(save);
    expect(await within(places).findByText('Choose a time zone the server knows.')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ size: '51-200', locations: [{ city: 'London', country: 'GB' }, { city: 'Atlantis', country: 'GB' }] });
  });

  it('removes the logo after a question, and shows the monogram in its place', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = companyStore(makeCompanyProfile({ logo_url: '/api/v1/companies/x/logo?v=1' }));
    renderRoutes(routes, '/settings/company');
    const logo = await screen.findByRole('region', { name: 'Logo' });
    await user.click(within(logo).getByRole('button', { name: 'Remove logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your logo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
    expect(await within(logo).findByText('No logo yet: candidates see your initials.')).toBeInTheDocument();
    expect(sent).toEqual(['removed']);
    expect(within(logo).getByText('AE')).toBeInTheDocument();
  });

  it('tells a candidate the page is for employers', async () => {
    server.use(signedInAs(grace));
    renderRoutes(routes, '/settings/company');
    expect(await screen.findByText('The company profile is for employer accounts.')).toBeInTheDocument();
  });
});
