import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../tests/doubles/render';
import { paymentsStore } from '../../tests/doubles/stores/payments';
import { makeCard } from '../../tests/doubles/fixtures/payments';
import { SavedCardPicker } from './SavedCardPicker';

const server = mockApi();

function Picker({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SavedCardPicker
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('SavedCardPicker', () => {
  it('lists the saved cards as radios, the default first, and an expired one cannot be chosen', async () => {
    const year = new Date().getFullYear();
    const visa = makeCard({ id: 'pm_visa', brand: 'visa', last4: '4242', exp_month: 4, exp_year: year + 3 });
    const master = makeCard({ id: 'pm_master', brand: 'mastercard', last4: '4444', exp_month: 11, exp_year: year + 1, is_default: true });
    const old = makeCard({ id: 'pm_old', brand: 'amex', last4: '0005', exp_month: 1, exp_year: year - 1 });
    server.use(...paymentsStore({ cards: [visa, master, old] }).handlers);
    const onChange = vi.fn();
    renderRoutes([{ path: '/', element: <Picker onChange={onChange} /> }], '/');

    const group = await screen.findByRole('group', { name: 'Saved cards' });
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['pm_master', 'pm_visa', 'pm_old']);
    const masterRadio = screen.getByRole('radio', { name: /Mastercard ending in 4444/ });
    expect(masterRadio).toHaveAccessibleName(`Mastercard ending in 4444 Default Expires 11/${String((year + 1) % 100).padStart(2, '0')}`);
    expect(group).toHaveTextContent('Mastercard •••• 4444');

    const expired = screen.getByRole('radio', { name: /American Express ending in 0005/ });
    expect(expired).toBeDisabled();
    expect(expired).toHaveAccessibleDescription('This card has expired and can no longer be charged: choose another one or add a card.');
    expect(await axeViolations()).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Visa ending in 4242/ }));
    expect(onChange).toHaveBeenLastCalledWith('pm_visa');
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    // Arrows move between the cards that can be charged, as native radios do.
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('pm_master');
  });

  it('says when no card is saved', async () => {
    server.use(...paymentsStore().handlers);
    renderRoutes([{ path: '/', element: <Picker onChange={() => {}} /> }], '/');
    expect(await screen.findByText('No card is saved yet.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
