import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, listPage, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { bookkeeper } from '../../../tests/doubles/fixtures/jobs';
import { makeCandidateOffer } from '../../../tests/doubles/fixtures/offers';
import OfferDetailsPage from './OfferDetailsPage';

type CandidateOffer = components['schemas']['CandidateOffer'];

const server = mockApi();
const SLOW = { timeout: 20_000 };

const routes = [
  { path: '/offer-details/:jobId', element: <RequireAuth><OfferDetailsPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const at = `/offer-details/${bookkeeper.id}`;

/** The latest offer for the job, changed by the answers it gets; each answer is recorded with its body. */
function offerApi(initial: CandidateOffer | null) {
  const state = { current: initial };
  const answers: Array<{ kind: string; body: unknown }> = [];
  const queries: Array<Record<string, string>> = [];
  server.use(
    signedInAs(grace),
    http.get(apiUrl('/candidate/offers'), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(listPage('offers', state.current ? [state.current] : []));
    }),
    http.post(apiUrl('/candidate/offers/:id/accept'), () => {
      answers.push({ kind: 'accept', body: null });
      state.current = { ...state.current!, status: 'awaiting_payment', answered_at: new Date().toISOString() };
      return HttpResponse.json(state.current);
    }),
    http.post(apiUrl('/candidate/offers/:id/decline'), async ({ request }) => {
      const body = (await request.json()) as { reason: CandidateOffer['decline_reason']; comment?: string };
      answers.push({ kind: 'decline', body });
      state.current = { ...state.current!, status: 'declined', decline_reason: body.reason, decline_comment: body.comment };
      return HttpResponse.json(state.current);
    }),
  );
  return { state, answers, queries };
}

describe('OfferDetailsPage', SLOW, () => {
  it('shows the latest offer for the job in full', async () => {
    const { queries } = offerApi(makeCandidateOffer());
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: `Offer: ${bookkeeper.title}` }, { timeout: 5000 })).toBeInTheDocument();
    expect(queries).toEqual([{ job_id: bookkeeper.id, page: '1', page_size: '1' }]);
    expect(document.title).toBe(`Offer: ${bookkeeper.title} · RemoteHire`);
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms).toHaveTextContent('$1,600 a month');
    expect(terms).toHaveTextContent('Hours a week40');
    expect(screen.getByRole('region', { name: 'Message from Analytical Engines Ltd' })).toHaveTextContent('Welcome aboard, we hope.');
    expect(screen.getByText(/Expires on .* — days left: 6/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('accepts after a confirmation and explains that the employer completes the hire', async () => {
    const store = offerApi(makeCandidateOffer());
    renderRoutes(routes, at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    expect(dialog).toHaveTextContent(`You agree to work as ${bookkeeper.title} for Analytical Engines Ltd on the terms shown.`);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Accept offer' }));
    expect(await screen.findByText('Accepted — the employer completes the hire')).toBeInTheDocument();
    expect(store.answers).toEqual([{ kind: 'accept', body: null }]);
    const answer = screen.getByRole('region', { name: 'Your answer' });
    expect(answer).toHaveTextContent('Analytical Engines Ltd now pays for the hire at checkout.');
    await waitFor(() => expect(screen.getAllByText('Accepted — awaiting payment').length).toBeGreaterThan(0));
    expect(within(answer).queryByRole('button')).not.toBeInTheDocument();
  });

  it('declines only with a reason, sending it with the comment', async () => {
    const store = offerApi(makeCandidateOffer());
    renderRoutes(routes, at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline offer' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reason.');
    expect(within(dialog).getByRole('radio', { name: 'The pay is too low' })).toHaveAccessibleDescription('Choose a reason.');
    expect(store.answers).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'I accepted another offer' }));
    await user.type(within(dialog).getByLabelText('Comment (optional)'), ' Closer to home. ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.answers).toEqual([{ kind: 'decline', body: { reason: 'other_offer', comment: 'Closer to home.' } }]);
    expect(await screen.findByText('Reason: I accepted another offer')).toBeInTheDocument();
    expect(screen.getByText('Your comment: Closer to home.')).toBeInTheDocument();
  });

  it('shows the offer as expired when the server says so', async () => {
    offerApi(makeCandidateOffer());
    server.use(http.post(apiUrl('/candidate/offers/:id/accept'), () => problem(409, 'OFFER_EXPIRED', 'This offer has expired.')));
    renderRoutes(routes, at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept offer' }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has expired.');
    expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
  });

  it('expires while the page is open when its time passes, and no sooner', async () => {
    // The clock is the test's: the offer's last minute passes at once instead of being waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      offerApi(makeCandidateOffer({ expires_at: new Date(Date.now() + 60_000).toISOString() }));
      renderRoutes(routes, at);
      expect(await screen.findByRole('button', { name: 'Accept offer' }, { timeout: 5000 })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(50_000));
      expect(screen.getByRole('button', { name: 'Accept offer' })).toBeInTheDocument();
      expect(screen.queryByText('This offer has just expired and can no longer be answered.')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByText('This offer has just expired and can no longer be answered.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an answered offer as it stands', async () => {
    offerApi(makeCandidateOffer({ status: 'withdrawn' }));
    renderRoutes(routes, at);
    expect(await screen.findByText('Analytical Engines Ltd withdrew this offer.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
  });

  it('says when there is no offer for the job, with the way to the offers', async () => {
    offerApi(null);
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'No offer for this job' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your offers' })).toHaveAttribute('href', '/dashboard/candidate/job-offers');
  });

  it('tells other roles the page is for candidates', async () => {
    server.use(signedInAs(ada));
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'For candidates' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
