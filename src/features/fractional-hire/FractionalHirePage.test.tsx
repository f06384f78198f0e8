import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { browserTimeZone } from '@/shared/time-zones';
import { dismissToast } from '@/ui/toaster';
import { axeViolations } from '../../../tests/doubles/a11y';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import {
  emptyFractionalHire,
  makeAwaitingPayment,
  makeFractionalRequest,
  makeFractionalStaff,
  makeOfferSent,
  type FractionalHireOverview,
  type FractionalStaff,
} from '../../../tests/doubles/fixtures/fractional-hire';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { fractionalHireStore } from '../../../tests/doubles/stores/fractional-hire';
import FractionalHirePage from './FractionalHirePage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const PATH = '/dashboard/activity/fractional-hire';
const routes = [{ path: PATH, element: <RequireAuth><FractionalHirePage /></RequireAuth> }];

function open(overview: Partial<FractionalHireOverview>, refuseFirstChange?: Record<string, string>) {
  const store = fractionalHireStore({ ...emptyFractionalHire(), ...overview }, { refuseFirstChange });
  server.use(signedInAs(ada), ...store.handlers);
  return { ...store, ...renderRoutes(routes, PATH), user: userEvent.setup({ delay: null }) };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('FractionalHirePage', SLOW, () => {
  it('shows offers waiting for an answer, offers to pay for, staff with their hours and charges, ended contracts and requests', async () => {
    const maria = makeFractionalStaff('Maria', 'Santos');
    const grace = makeFractionalStaff('Grace', 'Hopper', { hours_range: { min_hours: 20, max_hours: 40 }, next_hours_range: { min_hours: 10, max_hours: 30 }, minutes_this_month: 2_475 });
    const linus = makeFractionalStaff('Linus', 'Pauling', { status: 'ended', ended_at: '2026-04-30T17:00:00.000Z' });
    const tomas = makeAwaitingPayment('Tomas', 'Reyes');
    const request = makeFractionalRequest();
    const ines = makeOfferSent('Inés', 'Ortega');
    open({ staff: [maria, grace, linus], offers_sent: [ines], awaiting_payment: [tomas], requests: [request] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Fractional hire' })).toBeInTheDocument();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings).toEqual(['Offers waiting for an answer', 'Offers to pay for', 'Fractional staff', 'Ended contracts', 'Your requests']);

    // An offer sent waits for the candidate, until it expires; it is withdrawn from the offers list.
    const sent = card('Inés Ortega');
    expect(sent).toHaveTextContent('SentMay 18, 2026');
    expect(sent).toHaveTextContent('ExpiresMay 25, 2026');
    expect(sent).toHaveTextContent('Next: the candidate answers your offer.');
    expect(within(sent).getByRole('link', { name: 'See the offer to Inés Ortega in your offers' })).toHaveAttribute(
      'href',
      `/dashboard/activity/offers?status=pending&job=${ines.job.id}`,
    );

    // An accepted offer leads to its fractional checkout.
    expect(within(card('Tomas Reyes')).getByRole('link', { name: 'Pay and hire Tomas Reyes' })).toHaveAttribute('href', `/hire/fractional/${tomas.offer_id}`);
    expect(card('Tomas Reyes')).toHaveTextContent('Next: pay to complete the hire.');

    // This month's hours against the range, as a named meter with its words.
    const active = card('Maria Santos');
    const meter = within(active).getByRole('meter', { name: 'Hours worked in May 2026' });
    expect(meter).toHaveAttribute('aria-valuetext', '12 h 30 min of 20–40 h');
    expect(active).toHaveTextContent('$25 an hour');
    expect(active).toHaveTextContent('This month’s bill$500 – $1,000, billed on Jun 1, 2026');
    expect(active).toHaveTextContent('June 2026, a full month$500 – $1,000');
    expect(within(active).getByRole('link', { name: 'Month statement of Maria Santos' })).toHaveAttribute('href', `${PATH}/${maria.offer_id}/month`);
    // Hours beyond the maximum fill the meter and say so in words; a lowered range waits for next month.
    const lowered = card('Grace Hopper');
    expect(within(lowered).getByRole('meter')).toHaveAttribute('aria-valuetext', '41 h 15 min of 20–40 h');
    expect(within(lowered).getByRole('meter')).toHaveAttribute('aria-valuenow', '2400');
    expect(lowered).toHaveTextContent('Lower range aheadFrom June 2026: 10–30 h');

    // An ended contract is listed apart, its statement kept and its hours no longer changed.
    const ended = within(screen.getByRole('region', { name: 'Ended contracts' })).getByRole('article', { name: 'Linus Pauling' });
    expect(ended).toHaveTextContent('Contract endedApr 30, 2026');
    // An ended contract changes no more hours; its people can still talk.
    expect(within(ended).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([expect.stringMatching(/^Message /)]);
    expect(within(ended).getByRole('link', { name: 'Month statement of Linus Pauling' })).toBeInTheDocument();

    const asked = card('Recruiter two mornings a week');
    expect(asked).toHaveTextContent('Open');
    expect(asked).toHaveTextContent('Next: review the candidates who apply, and make one a fractional offer.');
    expect(within(asked).getByRole('link', { name: 'See the posted job: Recruiter two mornings a week' })).toHaveAttribute('href', `/dashboard/activity/jobs/${request.job!.id}`);
    expect(await axeViolations()).toEqual([]);
  });

  it('says what to do next when there is nothing yet', async () => {
    open({});
    expect(await screen.findByText('No fractional staff yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applicants' })).toHaveAttribute('href', '/dashboard/activity/job-applications');
    expect(screen.getByText('No requests yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Offers to pay for' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Offers waiting for an answer' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Request fractional staff' })).toHaveLength(2);
  });

  it('changes the hours by keyboard, showing the server’s refusal on its field, then the lowered range for next month', async () => {
    const maria: FractionalStaff = makeFractionalStaff('Maria', 'Santos');
    const { user, changes } = open({ staff: [maria] }, { max_hours: 'The maximum may not be lower than the hours worked this month.' });
    const change = await screen.findByRole('button', { name: 'Change the hours of Maria Santos' });
    change.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change the hours of Maria Santos' });
    expect(dialog).toHaveTextContent('A lower one applies from next month');
    const min = within(dialog).getByLabelText('Minimum hours a month');
    const max = within(dialog).getByLabelText('Maximum hours a month');
    await user.clear(min);
    await user.keyboard('10');
    await user.clear(max);
    await user.keyboard('30');
    // What the rule will do, before it is saved.
    expect(dialog).toHaveTextContent('This month: 20–40 h a month');
    expect(dialog).toHaveTextContent('From June 2026: 10–30 h a month');
    const save = within(dialog).getByRole('button', { name: 'Save the range' });
    // jsdom lays nothing out, so the dialog's focus trap finds nothing to Tab to: focus goes where Tab would take it.
    save.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(max).toHaveAccessibleDescription(/The maximum may not be lower than the hours worked this month\./));
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveFocus();
    expect(changes).toEqual([{ min_hours: 10, max_hours: 30 }]);

    save.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Saved: the lower hours of Maria Santos apply from next month.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card('Maria Santos')).toHaveTextContent('From June 2026: 10–30 h'));
    expect(changes).toHaveLength(2);
  });

  it('checks the range before sending it', async () => {
    const { user, changes } = open({ staff: [makeFractionalStaff('Maria', 'Santos')] });
    await user.click(await screen.findByRole('button', { name: 'Change the hours of Maria Santos' }));
    const dialog = await screen.findByRole('dialog');
    const min = within(dialog).getByLabelText('Minimum hours a month');
    await user.clear(min);
    await user.type(min, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save the range' }));
    expect(await within(dialog).findByText('The minimum must not be more than the maximum.')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('requests fractional staff: the form is checked, sent as the contract takes it, and the request listed', async () => {
    const { user, requests } = open({});
    await user.click((await screen.findAllByRole('button', { name: 'Request fractional staff' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Request fractional staff' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Choose a role.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Hourly budget')).toHaveAccessibleDescription(/Enter an hourly amount from \$1 to \$1,000\./);
    expect(requests).toEqual([]);

    await user.click(within(dialog).getByLabelText('Job title'));
    await user.paste('Bookkeeper for month-end');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'bookkeeper');
    await user.selectOptions(within(dialog).getByLabelText('Experience level'), 'expert');
    const max = within(dialog).getByLabelText('Maximum hours a month');
    await user.clear(max);
    await user.type(max, '30');
    await user.click(within(dialog).getByLabelText('Friday'));
    await user.type(within(dialog).getByLabelText('Hourly budget'), '22.50');
    await user.click(within(dialog).getByLabelText('Details for our team (optional)'));
    await user.paste('Xero, month-end close.');
    // The zone starts as the employer's own.
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue(browserTimeZone());
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));

    expect(await screen.findByText('Request sent: your fractional job is posted.')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        title: 'Bookkeeper for month-end',
        role: 'bookkeeper',
        experience_level: 'expert',
        hours_range: { min_hours: 20, max_hours: 30 },
        schedule: { work_days: ['mon', 'tue', 'wed', 'thu'], start_time: '09:00', end_time: '13:00', timezone: browserTimeZone(), hours_per_week: 10 },
        budget_cents: 2_250,
        details: 'Xero, month-end close.',
      },
    ]);
    const listed = await screen.findByRole('article', { name: 'Bookkeeper for month-end' });
    expect(listed).toHaveTextContent('$22.50 an hour');
  });
});
