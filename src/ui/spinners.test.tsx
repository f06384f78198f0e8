import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlobalSpinner } from './GlobalSpinner';
import { LoadingSpinner, type LoadingSpinnerSize } from './LoadingSpinner';
import { renderWithUi } from './render-with-ui';

describe('LoadingSpinner', () => {
  it.each<LoadingSpinnerSize>(['sm', 'md', 'lg'])('comes in size %s with a spoken label', (size) => {
    renderWithUi(<LoadingSpinner size={size} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-size', size);
    expect(status).toHaveTextContent('Loading…');
  });

  it('says what is loading when told', () => {
    renderWithUi(<LoadingSpinner label="Loading offers" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading offers');
  });
});

describe('GlobalSpinner', () => {
  it('covers the page only while show is true', () => {
    const { rerender } = renderWithUi(<GlobalSpinner show={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<GlobalSpinner show />);
    expect(screen.getByTestId('global-spinner')).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
