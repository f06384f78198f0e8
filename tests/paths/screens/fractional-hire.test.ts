// Generated paths through the employer's fractional hire pages, from the flow's own machine
// (src/machines/fractional-hire.machine.ts): from nothing, a request for staff or a candidate
// chosen, the offer sent, its answer, the fractional checkout and the hire, its hours changed, its
// end. The fractional hire page shows every stage of a hire with its next step, so after every step
// the test reads it again, as the employer's next visit would, and checks what they see.
//
// What the employer does on these pages is done by the keyboard and the mouse: requesting staff,
// following a link out, "Pay and hire" into the fractional checkout (the real page) and back,
// raising the hours. What happens on other pages (the offer
// composer of the applicants, the candidate's answer, the offers list's withdraw, paying, closing
// the posted job, ending the contract) changes the server's records here as those pages' own tests
// prove they do. A range the rules refuse moves nothing (fractional-hire.model.ts); the forms that
// refuse it are tested with them (FractionalHirePage.test.tsx, offer-composer.model.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import FractionalCheckoutPage from '@/features/fractional-checkout/FractionalCheckoutPage';
import FractionalHirePage from '@/features/fractional-hire/FractionalHirePage';
import { m } from '@/generated/paraglide/messages.js';
import { fractionalHireMachine, type FractionalHireContext, type HoursRange } from '@/machines/fractional-hire.machine';
import { formatMoney } from '@/shared/format';
import { ada } from '../../doubles/fixtures/accounts';
import { hiredMargaret, margaret } from '../../doubles/fixtures/fractional-checkout';
import { emptyFractionalHire, makeAwaitingPayment, makeFractionalStaff, makeOfferSent, type FractionalHireOverview } from '../../doubles/fixtures/fractional-hire';
import { mockApi, renderRoutes, type TestRouter } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { fractionalCheckoutStore } from '../../doubles/stores/fractional-checkout';
import { fractionalHireStore } from '../../doubles/stores/fractional-hire';
import { paymentsStore } from '../../doubles/stores/payments';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, formatPath, screenPaths, type Path } from '../harness';

const PAGE = '/dashboard/activity/fractional-hire';
const APPLICANTS = '/dashboard/activity/job-applications';
const OFFERS = '/dashboard/activity/offers';
const CHECKOUT = `/hire/fractional/${margaret.offer_id}`;
const NAME = 'Margaret Hamilton';
const REQUEST_TITLE = 'Bookkeeper for month-end';

// Margaret's terms, as her checkout prices them; a raise of the maximum applies at once.
const agreed: HoursRange = margaret.data.fractional_employment_offer.hours_range;
const raised: HoursRange = { min_hours: agreed.min_hours, max_hours: 60 };

const model = definePathModel({
  name: 'fractional hire pages',
  machine: fractionalHireMachine,
  input: {},
  events: [
    { type: 'REQUEST_STAFF' },
    { type: 'CHOOSE_CANDIDATE' },
    { type: 'BACK' },
    { type: 'SEND', hoursRange: agreed },
    { type: 'CLOSE' },
    { type: 'ACCEPT' },
    { type: 'DECLINE' },
    { type: 'EXPIRE' },
    { type: 'WITHDRAW' },
    { type: 'CHECKOUT' },
    { type: 'CANCEL' },
    { type: 'PAID' },
    { type: 'CHANGE_HOURS', hoursRange: raised },
    { type: 'END' },
  ],
  // A second request after one closed is a state of its own for the machine, not for the page.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.hoursRange]),
});
const generated = screenPaths(model);

/** Another feature's page, where a step of the flow happens: only where the employer landed matters here. */
const elsewhere = (name: string) => createElement('h1', null, name);
const routes = [
  { path: PAGE, element: createElement(FractionalHirePage) },
  { path: CHECKOUT.replace(margaret.offer_id, ':id'), element: createElement(FractionalCheckoutPage) },
  { path: APPLICANTS, element: elsewhere('Applicants') },
  { path: '/dashboard/activity/jobs/:id', element: elsewhere('Posted job') },
  { path: OFFERS, element: elsewhere('Offers') },
];

const server = mockApi();

interface World {
  user: UserEvent;
  router: TestRouter;
  overview: FractionalHireOverview;
  /** The employer's next visit: the page's records read again. */
  reread: () => Promise<void>;
}

const staffMember = (range: HoursRange) =>
  makeFractionalStaff('Margaret', 'Hamilton', { offer_id: margaret.offer_id, hours_range: range, job: margaret.data.fractional_employment_offer.job });

async function requestStaff(user: UserEvent) {
  await user.click(screen.getAllByRole('button', { name: m.fhire_request_open() })[0]!);
  const dialog = await screen.findByRole('dialog', { name: m.fhire_request_title() });
  await user.click(within(dialog).getByLabelText(m.fhire_request_title_label()));
  await user.paste(REQUEST_TITLE);
  await user.selectOptions(within(dialog).getByLabelText(m.fhire_request_role()), 'bookkeeper');
  await user.selectOptions(within(dialog).getByLabelText(m.fhire_request_experience()), 'intermediate');
  await user.type(within(dialog).getByLabelText(m.fhire_request_budget()), '25');
  await user.click(within(dialog).getByRole('button', { name: m.fhire_request_send() }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function changeHours(user: UserEvent, range: HoursRange) {
  await user.click(await screen.findByRole('button', { name: m.fhire_change_named({ name: NAME }) }));
  const dialog = await screen.findByRole('dialog', { name: m.fhire_change_title({ name: NAME }) });
  for (const [label, value] of [
    [m.fhire_field_min_hours(), range.min_hours],
    [m.fhire_field_max_hours(), range.max_hours],
  ] as const) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    await user.type(field, String(value));
  }
  await user.click(within(dialog).getByRole('button', { name: m.fhire_change_save() }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The latest request the employer made, as its card shows it. */
const requestCard = () => screen.queryByRole('article', { name: REQUEST_TITLE });

async function step(world: World, event: { type: string; hoursRange?: HoursRange }) {
  const { user, router, overview } = world;
  const offer = { offer_id: margaret.offer_id, hours_range: agreed, job: margaret.data.fractional_employment_offer.job };
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'REQUEST_STAFF':
      return requestStaff(user);
    case 'CHOOSE_CANDIDATE':
      // From the job the open request posted, or from the applicants when there is none.
      if (overview.requests.some((request) => request.status === 'open')) {
        await user.click(screen.getByRole('link', { name: m.fhire_request_job_named({ title: REQUEST_TITLE }) }));
      } else await user.click(screen.getByRole('link', { name: m.fhire_go_to_applicants() }));
      return;
    case 'BACK':
      return router.navigate(-1);
    case 'SEND':
      // Sent from the offer composer there; the employer comes back to the fractional page.
      overview.offers_sent.unshift(makeOfferSent('Margaret', 'Hamilton', { ...offer, hours_range: event.hoursRange! }));
      return router.navigate(PAGE);
    case 'CLOSE':
      // The employer closed the job the request posted (tests/server/fractional.test.ts).
      for (const request of overview.requests) if (request.job) Object.assign(request, { status: 'closed', job: { ...request.job, status: 'closed' } });
      return world.reread();
    case 'ACCEPT':
      overview.offers_sent = [];
      overview.awaiting_payment = [makeAwaitingPayment('Margaret', 'Hamilton', offer)];
      return world.reread();
    case 'DECLINE':
    case 'EXPIRE':
      overview.offers_sent = [];
      return world.reread();
    case 'WITHDRAW':
      // From the offers list: a waiting offer's card leads there; an accepted one is found there.
      if (overview.offers_sent.length === 0) {
        overview.awaiting_payment = [];
        return world.reread();
      }
      await user.click(screen.getByRole('link', { name: m.fhire_see_offer_named({ name: NAME }) }));
      expect(router.state.location.search).toBe(`?status=pending&job=${offer.job.id}`);
      await screen.findByRole('heading', { name: 'Offers' });
      overview.offers_sent = [];
      return router.navigate(PAGE);
    case 'CHECKOUT':
      return user.click(await screen.findByRole('link', { name: m.fhire_pay_and_hire_named({ name: NAME }) }));
    case 'CANCEL':
      return router.navigate(-1);
    case 'PAID':
      // Paid at the checkout (its own screen paths and page test); the employer goes to their staff.
      overview.awaiting_payment = [];
      overview.staff = [staffMember(agreed)];
      server.use(...fractionalCheckoutStore({ checkout: hiredMargaret }).handlers);
      return router.navigate(PAGE);
    case 'CHANGE_HOURS':
      return changeHours(user, event.hoursRange!);
    case 'END':
      // Ended from the staff member's page.
      overview.staff = overview.staff.map((staff) => ({ ...staff, status: 'ended', ended_at: '2026-07-31T17:00:00.000Z' }));
      return world.reread();
    default:
      throw new Error(`no step for ${event.type}`);
  }
}

const section = (title: string) => screen.queryByRole('region', { name: title });
const margaretIn = (title: string) => {
  const region = section(title);
  return region ? within(region).queryByRole('article', { name: NAME }) : null;
};

async function expectPage(snapshot: AnyMachineSnapshot, { router, overview }: World) {
  const context = snapshot.context as FractionalHireContext;
  const at = router.state.location.pathname;
  if (snapshot.matches('terms')) {
    // Choosing the candidate and the terms happens in the offer composer: of the job the open
    // request posted, or of the applicants.
    const open = overview.requests.find((request) => request.status === 'open');
    expect(at).toBe(open ? `/dashboard/activity/jobs/${open.job!.id}` : APPLICANTS);
    expect(await screen.findByRole('heading', { level: 1, name: open ? 'Posted job' : 'Applicants' })).toBeInTheDocument();
    return;
  }
  if (snapshot.matches('checkout')) {
    expect(at).toBe(CHECKOUT);
    expect(await screen.findByRole('heading', { level: 1, name: m.fcheckout_title() })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: m.fcheckout_breakdown_title() })).toHaveTextContent(formatMoney(margaret.total_cents, 'en'));
    return;
  }
  expect(at).toBe(PAGE);
  expect(await screen.findByRole('heading', { level: 1, name: m.fhire_page_title() })).toBeInTheDocument();
  await screen.findByRole('region', { name: m.fhire_requests_title() });
  const next = (words: string) => expect(screen.getByRole('article', { name: NAME })).toHaveTextContent(words);

  if (snapshot.matches('offered')) {
    await waitFor(() => expect(margaretIn(m.fhire_sent_title())).not.toBeNull());
    next(m.fhire_next_await_answer());
  } else if (snapshot.matches('accepted')) {
    await waitFor(() => expect(margaretIn(m.fhire_awaiting_title())).not.toBeNull());
    next(m.fhire_next_pay());
    expect(screen.getByRole('link', { name: m.fhire_pay_and_hire_named({ name: NAME }) })).toHaveAttribute('href', CHECKOUT);
  } else if (snapshot.matches('hired')) {
    await waitFor(() => expect(margaretIn(m.fhire_staff_title())).not.toBeNull());
    next(m.fhire_next_manage_hours());
    // The range agreed, or raised: a raise applies at once.
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: NAME })).getByRole('meter')).toHaveAttribute(
        'aria-valuetext',
        expect.stringContaining(`of ${context.hoursRange!.min_hours}–${context.hoursRange!.max_hours} h`),
      ),
    );
    expect(screen.getByRole('button', { name: m.fhire_change_named({ name: NAME }) })).toBeEnabled();
  } else if (snapshot.matches('ended')) {
    await waitFor(() => expect(margaretIn(m.fhire_ended_title())).not.toBeNull());
    next(m.fhire_next_none());
    expect(screen.queryByRole('button', { name: m.fhire_change_named({ name: NAME }) })).toBeNull();
  } else {
    // Choosing, a request waiting, or an offer that ended unanswered or withdrawn: no card for Margaret.
    await waitFor(() => expect(screen.queryByRole('article', { name: NAME })).toBeNull());
    expect(screen.getByText(m.fhire_staff_empty())).toBeInTheDocument();
  }
  if (snapshot.matches('requested')) {
    await waitFor(() => expect(requestCard()).toHaveTextContent(m.fhire_request_status_open()));
    expect(requestCard()).toHaveTextContent(m.fhire_next_review_applicants());
  }
  if (snapshot.matches('choosing') && requestCard()) {
    // A request the employer no longer needs, and the way to start again.
    expect(requestCard()).toHaveTextContent(m.fhire_request_status_closed());
    expect(requestCard()).toHaveTextContent(m.fhire_next_choose());
  }
}

describe('the fractional hire flow, generated paths through its pages', () => {
  it('walks every state and every transition the pages can take', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    // Left: where the machine starts from a stage the server's records give, which the page reads
    // after every step here and fractional-hire.model.ts starts from, stage by stage.
    expect(generated.transitions.uncovered.filter((name) => !name.startsWith('fractionalHire.resuming --always'))).toEqual([]);
  });

  it.each(generated.paths.map((path) => [formatPath(path), path] as const))('%s', async (_, path: Path) => {
    const store = fractionalHireStore(emptyFractionalHire());
    server.use(signedInAs(ada), ...store.handlers, ...fractionalCheckoutStore().handlers, ...paymentsStore().handlers);
    const { router, queryClient } = renderRoutes(routes, PAGE);
    const world: World = {
      user: userEvent.setup({ delay: null }),
      router,
      overview: store.overview,
      reread: () => act(() => queryClient.invalidateQueries()),
    };
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await step(world, event as { type: string; hoursRange?: HoursRange });
        await expectPage(state, world);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
    }
  });
});
