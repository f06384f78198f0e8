import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from './render-with-ui';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is named by its label, described by its hint after any description it was given, and toggles from the label', async () => {
    renderWithUi(
      <>
        <p id="about">Billed monthly.</p>
        <Checkbox id="security" label="Secure cloud computer" hint="A locked-down machine for the hire." aria-describedby="about" />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Secure cloud computer' });
    expect(box).toHaveAccessibleDescription('Billed monthly. A locked-down machine for the hire.');
    await userEvent.setup().click(screen.getByText('Secure cloud computer'));
    expect(box).toBeChecked();
  });

  it('without a hint, describes nothing', () => {
    renderWithUi(<Checkbox id="terms" label="I accept the terms" />);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).not.toHaveAttribute('aria-describedby');
  });
});
