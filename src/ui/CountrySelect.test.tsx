import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountrySelect } from './CountrySelect';
import { renderWithUi } from './render-with-ui';

describe('CountrySelect', () => {
  it('offers every country in the reader’s language after the empty choice, and says its hint and error', async () => {
    const onChange = vi.fn();
    renderWithUi(<CountrySelect id="country" label="Country" placeholder="Anywhere" hint="Where the work is done." error="Choose a country." locale="fr" value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Anywhere');
    expect(options).toHaveLength(250);
    expect(within(select).getByRole('option', { name: 'Allemagne' })).toHaveValue('DE');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where the work is done. Choose a country.');
    await userEvent.selectOptions(select, 'DE');
    expect(onChange).toHaveBeenCalled();
  });
});
