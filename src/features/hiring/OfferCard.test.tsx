import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { makeApplicant, makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { makeJob } from '../../../tests/doubles/fixtures/jobs';
import { makeOffer } from '../../../tests/doubles/fixtures/offers';
import { OfferCard } from './OfferCard';

mockApi(signedInAs(ada));

function renderOffer(status: 'pending' | 'awaiting_payment', over: Parameters<typeof makeOffer>[1] = {}) {
  const job = makeJob();
  const offer = makeOffer(makeApplicant(job, { status: 'offered', candidate: makeCandidate({ firstname: 'Linus', lastname: 'Pauling' }) }), {
    status,
    ...over,
  });
  renderRoutes([{ path: '/', element: <OfferCard offer={offer} onWithdraw={() => {}} /> }], '/');
  return offer;
}

describe('OfferCard', () => {
  it('leads an accepted offer to checkout with only that offer ticked', async () => {
    const offer = renderOffer('awaiting_payment');
    const card = await screen.findByRole('article', { name: 'Linus Pauling' });
    expect(within(card).getByRole('link', { name: 'Pay and hire Linus Pauling' })).toHaveAttribute(
      'href',
      `/hire-staff/checkout?offer=${offer.id}`,
    );
    expect(card).not.toHaveTextContent('Hours a month');
  });

  it('leads an accepted fractional offer to the fractional checkout, and shows its hours a month', async () => {
    const offer = renderOffer('awaiting_payment', {
      contract_type: 'fractional',
      pay_cents: 2_500,
      include_insurance: false,
      secure_cloud_computing: false,
      hours_range: { min_hours: 20, max_hours: 40 },
    });
    const card = await screen.findByRole('article', { name: 'Linus Pauling' });
    expect(within(card).getByRole('link', { name: 'Pay and hire Linus Pauling' })).toHaveAttribute('href', `/hire/fractional/${offer.id}`);
    expect(card).toHaveTextContent('$25 an hour');
    expect(card).toHaveTextContent('Hours a month20–40 hours a month');
  });

  it('offers no payment before the candidate accepts', async () => {
    renderOffer('pending');
    const card = await screen.findByRole('article', { name: 'Linus Pauling' });
    expect(within(card).queryByRole('link', { name: /Pay and hire/ })).not.toBeInTheDocument();
  });
});
