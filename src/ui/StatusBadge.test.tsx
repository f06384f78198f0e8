import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from './render-with-ui';
import { StatusBadge, TONE_SHADES, statusTone, type StatusTone } from './StatusBadge';
import { system } from './system';

function hex(token: string): string {
  const value = system.tokens.getByName(`colors.${token}`)?.value;
  if (typeof value !== 'string' || !value.startsWith('#')) throw new Error(`no colour ${token}`);
  return value;
}

function luminance(colour: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(colour.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('StatusBadge', () => {
  it('shows the status in words with the colour of its meaning', () => {
    renderWithUi(
      <>
        <StatusBadge kind="offer" status="awaiting_payment" />
        <StatusBadge kind="application" status="rejected" />
        <StatusBadge kind="job" status="open" />
      </>,
    );
    expect(screen.getByText('Accepted — awaiting payment')).toHaveAttribute('data-tone', 'orange');
    expect(screen.getByText('Not selected')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('Open')).toHaveAttribute('data-tone', 'green');
  });

  it('tells statuses that need an action apart from those waiting for the other side', () => {
    expect(statusTone('interview', 'reschedule_requested')).toBe('orange');
    expect(statusTone('interview', 'proposed')).toBe('blue');
    expect(statusTone('staff', 'ended')).toBe('gray');
  });

  it.each<StatusTone>(['gray', 'blue', 'orange', 'purple', 'green', 'red'])('keeps %s text readable (WCAG AA 4.5:1)', (tone) => {
    const ratio = contrast(hex(`${tone}.${TONE_SHADES.text}`), hex(`${tone}.${TONE_SHADES.background}`));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
