import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import ProfilePage from './ProfilePage';

type CandidateProfile = components['schemas']['CandidateProfile'];
type CandidateProfileInput = components['schemas']['CandidateProfileInput'];

const started: CandidateProfile = {
  id: grace.id,
  firstname: 'Grace',
  lastname: 'Hopper',
  email: 'grace@example.com',
  country: 'PH',
  headline: 'Bookkeeper',
  bio: '',
  years_experience: 2,
  availability: 'two_weeks',
  skills: ['Excel'],
  engaged: false,
  vetted: false,
  complete: false,
  education: { highest_degree: 'bachelor', institution: 'University of the Philippines', graduation_year: 2019 },
  updated_at: '2026-03-01T08:00:00.000Z',
};

/** The server's side of the profile: it keeps what was saved and judges completeness as the contract says. */
function profileStore(initial: CandidateProfile) {
  let profile = initial;
  const saved: CandidateProfileInput[] = [];
  const handlers = [
    signedInAs(grace),
    http.get(apiUrl('/candidate/profile'), () => HttpResponse.json(profile)),
    http.put(apiUrl('/candidate/profile'), async ({ request }) => {
      const body = (await request.json()) as CandidateProfileInput;
      saved.push(body);
      const { role, experience_level, monthly_rate_cents, ...rest } = body;
      profile = {
        ...profile,
        ...rest,
        role,
        experience_level,
        monthly_rate_cents,
        complete: Boolean(body.headline && role && experience_level && monthly_rate_cents && body.skills.length),
      };
      return HttpResponse.json(profile);
    }),
  ];
  return { handlers, saved };
}

const server = mockApi();

// The first paint loads the page and its data cold; on a busy machine that takes longer than the default second.
const FIRST_PAINT = { timeout: 5_000 };

const show = () => renderRoutes([{ path: '/profile', element: <RequireAuth><ProfilePage /></RequireAuth> }], '/profile');

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

describe('ProfilePage', () => {
  it('shows the saved profile, what keeps it out of searches, and the account details', async () => {
    server.use(...profileStore(started).handlers);
    show();
    expect(await screen.findByRole('textbox', { name: 'Headline' }, FIRST_PAINT)).toHaveValue('Bookkeeper');
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(document.title).toBe('Your profile · RemoteHire');
    const missing = screen.getByRole('list', { name: /does not appear in employers’ searches yet/ });
    expect(within(missing).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Your role',
      'Your experience level',
      'Your expected monthly pay',
    ]);
    expect(field('Years of experience')).toHaveValue('2');
    expect(select('Availability')).toHaveValue('two_weeks');
    expect(within(screen.getByRole('list', { name: 'Your skills' })).getByText('Excel')).toBeInTheDocument();
    expect(screen.getByText('Choose your role and experience level to see what employers typically pay.')).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Account details' });
    expect(details).toHaveTextContent('Grace Hopper');
    expect(details).toHaveTextContent('grace@example.com');
    expect(details).toHaveTextContent('Philippines');
    expect(details).toHaveTextContent('Bachelor’s degree, University of the Philippines, graduated in 2019');
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('checks the fields before sending anything', async () => {
    const store = profileStore(started);
    server.use(...store.handlers);
    show();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Years of experience' }, FIRST_PAINT));
    await user.type(field('Years of experience'), '61');
    await user.type(field('Expected monthly pay (US dollars)'), '1,500');
    // A skill already there, in other letters, is not added twice.
    await user.type(field('New skill'), 'excel{Enter}');
    expect(screen.getByText('You already added this skill.')).toBeInTheDocument();
    expect(field('New skill')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter a whole number of years from 0 to 60.')).toBeInTheDocument();
    expect(screen.getByText('Enter whole dollars, digits only, for example 1500.')).toBeInTheDocument();
    expect(field('Years of experience')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Years of experience')).toHaveFocus();
    expect(store.saved).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('saves the profile with the pay in cents, and says employers can now find it', async () => {
    const store = profileStore(started);
    server.use(...store.handlers);
    show();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }, FIRST_PAINT), 'Bookkeeper');
    await user.selectOptions(select('Experience level'), 'Intermediate');
    // The rate card's range for the chosen role and level.
    expect(screen.getByText('Typical pay for Bookkeeper (Intermediate): $1,120 to $1,680 a month, usually about $1,400.')).toBeInTheDocument();
    await user.type(field('Expected monthly pay (US dollars)'), '1500');
    await user.type(field('New skill'), 'QuickBooks{Enter}');
    await user.type(field('New skill'), 'Xero');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Remove Excel' }));
    expect(field('New skill')).toHaveFocus();
    expect(screen.getByText('Skills: 2 of 20')).toBeInTheDocument();
    await user.type(field('About you'), 'Five years of books for bakeries.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(store.saved).toEqual([
      {
        headline: 'Bookkeeper',
        bio: 'Five years of books for bakeries.',
        role: 'bookkeeper',
        experience_level: 'intermediate',
        years_experience: 2,
        monthly_rate_cents: 150000,
        availability: 'two_weeks',
        skills: ['QuickBooks', 'Xero'],
      },
    ]);
    expect(screen.getByText('Employers can now find you in their searches.')).toBeInTheDocument();
    expect(await screen.findByText('Your profile is complete: employers can find you in their searches.')).toBeInTheDocument();
  }, 20_000);

  it('puts the server’s objection on the field it concerns', async () => {
    const store = profileStore(started);
    // The first handler that matches answers: the refusal goes before the store's.
    server.use(
      http.put(apiUrl('/candidate/profile'), () =>
        problem(400, 'VALIDATION_FAILED', 'Some fields need attention.', { headline: 'Use at most 120 characters.' }),
      ),
      ...store.handlers,
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save profile' }, FIRST_PAINT));
    expect(await screen.findByText('Use at most 120 characters.')).toBeInTheDocument();
    await waitFor(() => expect(field('Headline')).toHaveFocus());
    expect(field('Headline')).toHaveAttribute('aria-invalid', 'true');
    // Placed on its field, so no summary repeats it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/does not appear in employers’ searches yet/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('says when the profile cannot be loaded and loads it again on request', async () => {
    let calls = 0;
    server.use(
      signedInAs(grace),
      http.get(apiUrl('/candidate/profile'), () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        return HttpResponse.json(started);
      }),
    );
    show();
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent('We could not load your profile. We could not reach the server.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Headline' })).toHaveValue('Bookkeeper');
  });

  it('points other roles to their settings without asking for a profile', async () => {
    server.use(signedInAs(ada));
    show();
    expect(await screen.findByText(/The profile that employers search is for candidates/, {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to account settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
