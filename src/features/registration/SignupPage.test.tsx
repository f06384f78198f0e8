import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readSession } from '@/lib/storage';
import type { RegisterRequest } from '@/machines/registration.machine';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl } from '../../../tests/doubles/api';
import { dismissWithEscape } from '../../../tests/doubles/dialogs';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import SignupChooserPage from './SignupChooserPage';
import SignupPage from './SignupPage';

const server = mockApi(anonymousMe);

function CheckInbox() {
  const { search } = useLocation();
  return <h1>Check your inbox {new URLSearchParams(search).get('email')}</h1>;
}

function renderAt(path: string) {
  const routes = [
    { path: '/signup', element: <SignupChooserPage /> },
    { path: '/signup/:userType', element: <SignupPage /> },
    { path: '/verify-email', element: <CheckInbox /> },
    { path: '/login', element: <h1>Sign in</h1> },
  ];
  return renderRoutes(routes, path).router;
}

const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

describe('business owner sign-up', () => {
  it('walks every step, lands the e-mail conflict on step 1, and succeeds once fixed', async () => {
    const bodies: RegisterRequest[] = [];
    server.use(
      http.post(apiUrl('/auth/register'), async ({ request }) => {
        const body = (await request.json()) as RegisterRequest;
        bodies.push(body);
        if (body.email === 'ada@example.com') {
          return HttpResponse.json(
            {
              message: 'An account with this e-mail address already exists.',
              code: 'EMAIL_TAKEN',
              fields: { email: 'An account with this e-mail address already exists.' },
            },
            { status: 409 },
          );
        }
        return HttpResponse.json({ email: body.email, verification_required: true }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const router = renderAt('/signup/employer');

    // Step 1: about you.
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your employer account' })).toBeInTheDocument();
    expect(await stepHeading(/Step 1 of 3\s*About you/)).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Sign-up steps' });
    expect(within(progress).getByText('About you').closest('li')).toHaveAttribute('aria-current', 'step');

    // Continue with nothing filled in: the errors are said, and focus goes to the first.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const firstname = screen.getByLabelText('First name');
    await waitFor(() => expect(firstname).toHaveAttribute('aria-invalid', 'true'));
    expect(firstname).toHaveAccessibleDescription('This field is required.');
    expect(firstname).toHaveFocus();

    await user.type(firstname, 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    await user.type(screen.getByLabelText('Phone number (optional)'), '+44 20 7946 0018');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 2: the company. The new step's heading takes focus.
    const companyHeading = await stepHeading(/Step 2 of 3\s*Your company/);
    await waitFor(() => expect(companyHeading).toHaveFocus());
    await user.type(screen.getByLabelText('Company name'), 'Analytical Engines');
    await user.type(screen.getByLabelText('Company website'), 'engines.example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 3: the account. The draft kept so far holds no password.
    await stepHeading(/Step 3 of 3\s*Your account/);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 8 characters. Avoid common passwords.');
    await user.type(password, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('checkbox', { name: /send me news/i })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
    expect(screen.getByRole('link', { name: /Terms of Use/ })).toHaveAttribute('href', '/Terms-Of-Use');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/Privacy-Policy');
    const draft = readSession<{ step: number; fields: Record<string, unknown> }>('registration:business_owner');
    expect(draft).toMatchObject({ step: 3, fields: { email: 'ada@example.com', company_name: 'Analytical Engines' } });
    expect(draft?.fields).not.toHaveProperty('password');

    // A double click sends one request.
    await user.dblClick(screen.getByRole('button', { name: 'Create account' }));

    // The conflict: back on step 1, the message on the e-mail field and in the alert above the form.
    await stepHeading(/Step 1 of 3\s*About you/);
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/An account with this e-mail address already exists\./);
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this e-mail address already exists.');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({
      user_type: 'business_owner',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      country: 'GB',
      phone_number: '+44 20 7946 0018',
      password: 'correct horse battery',
      agree_to_terms: true,
      send_mails: true,
      company_name: 'Analytical Engines',
      website_url: 'https://engines.example.com',
    });

    // Fixed: the later steps kept their answers, the password included.
    await user.clear(email);
    await user.type(email, 'ada.lovelace@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(/Step 2 of 3/);
    expect(screen.getByLabelText('Company website')).toHaveValue('https://engines.example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(/Step 3 of 3/);
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox ada.lovelace@example.com' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(router.state.location.search).toBe('?email=ada.lovelace%40example.com');
    expect(bodies).toHaveLength(2);
    expect(readSession('registration:business_owner')).toBeNull();
  }, 30_000);

  it('sends the code of the business agent’s link it came through (src/features/referrals)', async () => {
    const bodies: RegisterRequest[] = [];
    server.use(
      http.post(apiUrl('/auth/register'), async ({ request }) => {
        const body = (await request.json()) as RegisterRequest;
        bodies.push(body);
        return HttpResponse.json({ email: body.email, verification_required: true }, { status: 201 });
      }),
    );
    const fields = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', country: 'GB', company_name: 'Engines', website_url: 'https://engines.example.com', agree_to_terms: true };
    sessionStorage.setItem('registration:business_owner', JSON.stringify({ step: 3, reached: 3, fields }));
    const user = userEvent.setup({ delay: null });
    renderAt('/signup/employer?ref=K7Q2M9XB');
    await stepHeading(/Step 3 of 3/);
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your inbox ada@example.com' });
    expect(bodies).toEqual([expect.objectContaining({ user_type: 'business_owner', company_name: 'Engines', referral_code: 'K7Q2M9XB' })]);
  });

  it('comes back where it was after a reload, without the password', async () => {
    sessionStorage.setItem(
      'registration:business_owner',
      JSON.stringify({ step: 2, reached: 2, fields: { firstname: 'Ada', email: 'ada@example.com', password: 'leaked?' } }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/signup/employer');
    await stepHeading(/Step 2 of 3\s*Your company/);
    await user.click(screen.getByRole('button', { name: /About you/ }));
    await stepHeading(/Step 1 of 3/);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: /Your company/ }));
    await user.type(screen.getByLabelText('Company name'), 'Engines');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading(/Step 1 of 3/);
    // The step's change was kept though it was never continued.
    expect(readSession('registration:business_owner')).toMatchObject({ step: 1, reached: 2, fields: { company_name: 'Engines' } });
  });

  it('asks before starting over: Cancel keeps the answers, confirming clears them', async () => {
    sessionStorage.setItem(
      'registration:business_owner',
      JSON.stringify({ step: 2, reached: 2, fields: { firstname: 'Ada', email: 'ada@example.com', company_name: 'Engines' } }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/signup/employer');
    await stepHeading(/Step 2 of 3\s*Your company/);
    const startOver = screen.getByRole('button', { name: 'Start over' });
    const askToStartOver = async () => {
      await user.click(startOver);
      return screen.findByRole('dialog', { name: 'Start over?' });
    };

    let dialog = await askToStartOver();
    expect(dialog).toHaveTextContent('The answers you have entered will be cleared, and you will go back to the first step.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(startOver).toHaveFocus());
    expect(screen.getByLabelText('Company name')).toHaveValue('Engines');
    expect(readSession('registration:business_owner')).toMatchObject({ step: 2, fields: { company_name: 'Engines' } });

    await askToStartOver();
    await dismissWithEscape(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readSession('registration:business_owner')).toMatchObject({ fields: { firstname: 'Ada' } });

    dialog = await askToStartOver();
    const confirm = within(dialog).getByRole('button', { name: 'Start over' });
    expect(confirm).toHaveAttribute('data-look', 'danger');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The cleared first step takes the focus, so it is announced.
    const firstStep = await stepHeading(/Step 1 of 3\s*About you/);
    await waitFor(() => expect(firstStep).toHaveFocus());
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
    expect(readSession<{ fields: Record<string, unknown> }>('registration:business_owner')?.fields ?? {}).not.toHaveProperty('firstname');
  });
});

describe('other forms', () => {
  it('says there is no such sign-up for an unknown kind, with a way back', async () => {
    renderAt('/signup/astronaut');
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such sign-up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every kind of account' })).toHaveAttribute('href', '/signup');
  });

  it('lists every kind of account on /signup', async () => {
    renderAt('/signup');
    await screen.findByRole('heading', { level: 1, name: 'How will you use RemoteHire?' });
    const targets = {
      'I want to hire': '/signup/employer',
      'I want to work': '/signup/candidate',
      'Recruiting agent': '/signup/agent',
      'Business agent': '/signup/business-agent',
      'Outsourcing (BPO) partner': '/signup/bpo',
      'Site accreditation auditor': '/signup/saa',
      'Business association': '/signup/ba',
      'Sign in': '/login',
    };
    for (const [name, href] of Object.entries(targets)) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('asks the agent for industries and countries, and removes a country again', async () => {
    sessionStorage.setItem('registration:agent', JSON.stringify({ step: 2, reached: 2, fields: {} }));
    const user = userEvent.setup({ delay: null });
    renderAt('/signup/agent');
    await stepHeading(/Step 2 of 3\s*Your experience/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const industries = screen.getByRole('group', { name: 'Industries you recruit for' });
    await waitFor(() => expect(industries).toHaveAccessibleDescription(/Choose at least 1\./));
    expect(screen.getByRole('group', { name: 'Countries you recruit in' })).toHaveAccessibleDescription(/Choose at least 1\./);

    await user.click(within(industries).getByRole('checkbox', { name: 'Accounting' }));
    await user.selectOptions(screen.getByLabelText('Add a country'), 'France');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.selectOptions(screen.getByLabelText('Add a country'), 'Kenya');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Remove France' }));
    const chosen = screen.getByRole('list', { name: 'Chosen countries' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kenya']);
    await user.type(screen.getByLabelText('Years of experience'), 'five');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The resolver validates asynchronously: until it answers, the first Continue's "required" is still shown.
    await waitFor(() => expect(screen.getByLabelText('Years of experience')).toHaveAccessibleDescription('Enter a whole number.'));
    await user.clear(screen.getByLabelText('Years of experience'));
    await user.type(screen.getByLabelText('Years of experience'), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(/Step 3 of 3\s*Your account/);
    expect(readSession('registration:agent')).toMatchObject({
      step: 3,
      fields: { industries: ['accounting'], regions: ['KE'], years_experience: '5' },
    });
  }, 15_000);
});

describe('accessibility (axe rules jsdom can check)', () => {
  it('finds nothing on the chooser', async () => {
    renderAt('/signup');
    await screen.findByRole('heading', { level: 1 });
    expect(await axeViolations()).toEqual([]);
  });

  it('finds nothing on a step showing its errors', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/signup/employer');
    await stepHeading(/Step 1 of 3/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true'));
    expect(await axeViolations()).toEqual([]);
  });

  it('finds nothing on the agent experience and account steps', async () => {
    sessionStorage.setItem('registration:agent', JSON.stringify({ step: 2, reached: 3, fields: { regions: ['KE', 'FR'] } }));
    const user = userEvent.setup({ delay: null });
    renderAt('/signup/agent');
    await stepHeading(/Step 2 of 3/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Years of experience')).toHaveAttribute('aria-invalid', 'true'));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Your account/ }));
    await stepHeading(/Step 3 of 3/);
    expect(await axeViolations()).toEqual([]);
  }, 15_000);
});
