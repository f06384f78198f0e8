import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChipsInput, type ChipsInputProps, type ChipsInputWords } from './ChipsInput';
import { renderWithUi } from './render-with-ui';

// The feature words the field; a test can use any words.
const words: ChipsInputWords = {
  legend: 'Tools',
  hint: 'Up to 3.',
  entry: 'New tool',
  add: 'Add',
  chosen: 'Tools chosen',
  none: 'No tools yet.',
  remove: (chip) => `Remove ${chip}`,
  added: (chip) => `Added ${chip}`,
  removed: (chip) => `Removed ${chip}`,
  count: (count) => `${count} of 3`,
  duplicate: (chip) => `${chip} is there already.`,
  full: 'Three at most.',
  tooLong: 'Six letters at most.',
};

function Field(props: Partial<ChipsInputProps> & { start?: string[] }) {
  const [values, setValues] = useState<string[]>(props.start ?? []);
  return <ChipsInput id="tools" words={words} maxCount={3} maxLength={6} {...props} values={values} onChange={setValues} />;
}

const box = () => screen.getByRole('textbox', { name: 'New tool' });
const chips = () => within(screen.getByRole('list', { name: 'Tools chosen' })).getAllByRole('listitem').map((li) => li.textContent);

describe('ChipsInput', () => {
  it('adds on Enter, a comma or the button, and removes with a chip’s own button', async () => {
    const user = userEvent.setup();
    renderWithUi(<Field />);
    expect(screen.getByRole('group', { name: 'Tools' })).toHaveAccessibleDescription('Up to 3.');
    expect(screen.getByText('No tools yet.')).toBeInTheDocument();
    await user.type(box(), 'Excel{Enter}Xero,');
    await user.type(box(), 'Sage');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(chips()).toEqual(['Excel', 'Xero', 'Sage']);
    expect(screen.getByRole('status')).toHaveTextContent('Added Sage');
    expect(box()).toHaveAccessibleDescription('3 of 3');

    await user.click(screen.getByRole('button', { name: 'Remove Xero' }));
    expect(chips()).toEqual(['Excel', 'Sage']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed Xero');
    expect(box()).toHaveFocus();
  });

  it('says why a chip is refused: a repeat in other letters, too long, or one too many', async () => {
    const user = userEvent.setup();
    renderWithUi(<Field start={['Excel', 'Xero']} />);
    await user.type(box(), 'excel{Enter}');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('2 of 3 excel is there already.');
    await user.clear(box());
    expect(box()).not.toHaveAttribute('aria-invalid');
    await user.type(box(), 'QuickBooks{Enter}');
    expect(screen.getByText('Six letters at most.')).toBeInTheDocument();
    await user.clear(box());
    await user.type(box(), 'Sage{Enter}Wave{Enter}');
    expect(screen.getByText('Three at most.')).toBeInTheDocument();
    expect(chips()).toEqual(['Excel', 'Xero', 'Sage']);
  });

  it('shows the form’s error on the group', () => {
    renderWithUi(<Field error="Add at least one tool." />);
    expect(screen.getByRole('group', { name: 'Tools' })).toHaveAccessibleDescription('Up to 3. Add at least one tool.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
  });

  it('picks from a list, offering only what is not chosen yet', async () => {
    const user = userEvent.setup();
    const options = [
      { value: 'FR', label: 'France' },
      { value: 'KE', label: 'Kenya' },
    ];
    renderWithUi(<Field options={options} placeholder="Choose a country" start={['KE']} />);
    const picker = screen.getByRole('combobox', { name: 'New tool' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a country', 'France']);
    await user.selectOptions(picker, 'France');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(chips()).toEqual(['Kenya', 'France']);
    await user.click(screen.getByRole('button', { name: 'Remove Kenya' }));
    expect(chips()).toEqual(['France']);
    expect(picker).toHaveFocus();
  });
});
