import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHero } from './PageHero';
import { renderWithUi } from './render-with-ui';

describe('PageHero', () => {
  it('heads the page with its h1, the lead and the ways in', () => {
    renderWithUi(
      <PageHero title="Hire remote staff" lead="Vetted people, one invoice.">
        <a href="/signup/employer">Start hiring</a>
      </PageHero>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hire remote staff' })).toBeInTheDocument();
    expect(screen.getByText('Vetted people, one invoice.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start hiring' })).toHaveAttribute('href', '/signup/employer');
  });
});
