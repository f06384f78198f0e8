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

function renderOffer(status: 'pending' | 'awaiting_payment') {
  const job = makeJob();
  const offer = makeOffer(makeApplicant(job, { status: 'offered', candidate: makeCandidate({ firstname: 'Linus', lastname: 'Pauling' }) }), {
    status,
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
  });

  it('offers no payment before the candidate accepts', async () => {
    renderOffer('pending');
    const card = await screen.findByRole('article', { name: 'Linus Pauling' });
    expect(within(card).queryByRole('link', { name: /Pay and hire/ })).not.toBeInTheDocument();
  });
});
