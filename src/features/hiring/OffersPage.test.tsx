import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { dismissToast } from '@/ui/toaster';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { pipelineStore } from '../../../tests/doubles/stores/pipeline';
import { makeApplicant, makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { inDays } from '../../../tests/doubles/fixtures/ids';
import { makeJob } from '../../../tests/doubles/fixtures/jobs';
import { makeOffer } from '../../../tests/doubles/fixtures/offers';
import OffersPage from './OffersPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const routes = [
  { path: '/dashboard/activity/offers', element: <RequireAuth><OffersPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const PATH = '/dashboard/activity/offers';

function setup() {
  const job = makeJob();
  const person = (firstname: string, lastname: string) =>
    makeApplicant(job, { status: 'offered', candidate: makeCandidate({ firstname, lastname }) });
  const grace = makeOffer(person('Grace', 'Hopper'), { expires_at: inDays(4.5) });
  const linus = makeOffer(person('Linus', 'Pauling'), { status: 'awaiting_payment', answered_at: inDays(-1) });
  const ada = makeOffer(person('Ada', 'Byron'), { status: 'declined', decline_reason: 'pay', decline_comment: 'I found a better rate.' });
  const store = pipelineStore({ jobs: [job], offers: [grace, linus, ada] });
  return { store, grace, linus };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('OffersPage', SLOW, () => {
  it('shows each offer’s terms, its deadline, the answer, and what can still change', async () => {
    const { store, grace } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    const pending = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(pending).toHaveTextContent('$1,500 a month');
    expect(pending).toHaveTextContent('Full-time');
    expect(pending).toHaveTextContent('Insurance, Secure cloud computing');
    // The zone by its city and its offset today (summer time or not).
    expect(pending).toHaveTextContent(/Monday, Tuesday, Wednesday, Thursday, Friday · 09:00–17:00 \(New York, UTC-0[45]:00\) · Hours a week: 40/);
    // Four and a half days: 5, as the candidate is shown (a part of a day counts as a day).
    expect(pending).toHaveTextContent('(days left: 5)');
    expect(within(pending).getByRole('link', { name: 'Edit schedule of Grace Hopper' })).toHaveAttribute(
      'href',
      `/EditEmployment?offer=${grace.id}`,
    );
    expect(within(pending).getByRole('button', { name: 'Withdraw offer to Grace Hopper' })).toBeInTheDocument();

    const accepted = card('Linus Pauling');
    expect(within(accepted).getAllByText('Accepted — awaiting payment').length).toBeGreaterThan(0);
    expect(accepted).toHaveTextContent('The hire is confirmed once you pay the first month at checkout.');
    expect(within(accepted).getByRole('button', { name: 'Withdraw offer to Linus Pauling' })).toBeInTheDocument();

    const declined = card('Ada Byron');
    expect(declined).toHaveTextContent('Reason for decliningThe pay is too low — I found a better rate.');
    expect(declined).toHaveTextContent('I found a better rate.');
    expect(within(declined).getByRole('button')).toHaveAccessibleName(/^Message Ada Byron about /);
    expect(within(declined).queryByRole('link', { name: /Edit schedule/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by status', async () => {
    const { store } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Accepted — awaiting payment');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Linus Pauling' })).toBeInTheDocument();
    expect(store.callsTo('/employer/jobs/applicants/alloffers').at(-1)?.query.get('status')).toBe('awaiting_payment');
  });

  it('withdraws an offer after confirming', async () => {
    const { store, grace } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw offer to Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the offer to Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    expect(await screen.findByText('The offer to Grace Hopper was withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(card('Grace Hopper')).toHaveTextContent('Withdrawn'));
    expect(store.callsTo(`/employer/offers/${grace.id}/withdraw`, 'POST')).toHaveLength(1);
  });

  it('keeps the confirmation open with the server’s reason when withdrawing is refused', async () => {
    const { store, linus } = setup();
    server.use(
      http.post(apiUrl(`/employer/offers/${linus.id}/withdraw`), () =>
        problem(409, 'INVALID_TRANSITION', 'This offer was already paid.'),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw offer to Linus Pauling' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This offer was already paid.');
  });

  it('explains how offers start when there are none', async () => {
    server.use(...pipelineStore({}).handlers);
    renderRoutes(routes, PATH);
    expect(await screen.findByText('No offers yet')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
