import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { renderWithUi } from './render-with-ui';

type Plan = 'monthly' | 'yearly' | 'lifetime';

const plans: Array<Choice<Plan>> = [
  { value: 'monthly', label: 'Monthly', description: 'Billed each month' },
  { value: 'yearly', label: 'Yearly', description: 'Two months free' },
  { value: 'lifetime', label: 'Lifetime', description: 'No longer sold', disabled: true },
];

function Plans({ onChange = () => {}, error }: { onChange?: (plan: Plan) => void; error?: string }) {
  const [plan, setPlan] = useState<Plan | null>(null);
  return (
    <ChoiceGroup
      legend="Plan"
      choices={plans}
      value={plan}
      onChange={(chosen) => {
        setPlan(chosen);
        onChange(chosen);
      }}
      error={error}
    />
  );
}

describe('ChoiceGroup', () => {
  it('names each radio by its label alone and describes it by its description', () => {
    renderWithUi(<Plans />);
    const group = screen.getByRole('group', { name: 'Plan' });
    const monthly = within(group).getByRole('radio', { name: 'Monthly' });
    expect(monthly).toHaveAccessibleDescription('Billed each month');
    expect(monthly).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Lifetime' })).toBeDisabled();
  });

  it('chooses by click and by arrow keys, skipping what cannot be chosen', async () => {
    const onChange = vi.fn();
    renderWithUi(<Plans onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Monthly'));
    expect(onChange).toHaveBeenLastCalledWith('monthly');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('ties an error to the group and to every radio', () => {
    renderWithUi(<Plans error="Choose a plan." />);
    expect(screen.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription('Choose a plan.');
    const yearly = screen.getByRole('radio', { name: 'Yearly' });
    expect(yearly).toHaveAccessibleDescription('Two months free Choose a plan.');
    expect(yearly).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is a required radiogroup when a choice must be made, and can announce its error', () => {
    renderWithUi(
      <ChoiceGroup legend="Plan" choices={plans} value={null} onChange={() => {}} required error="Choose a plan." announceError look="plain" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a plan.');
  });
});
