import { loadStripe } from '@stripe/stripe-js/pure';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
const load = vi.mocked(loadStripe);

// A fresh module each time: the loader's memory is the subject.
const freshLoader = async () => {
  vi.resetModules();
  return (await import('./stripe-loader')).loadStripeJs;
};

beforeEach(() => {
  load.mockReset();
});

describe('loadStripeJs', () => {
  it('loads Stripe.js once per key', async () => {
    const stripe = { elements: vi.fn() };
    load.mockResolvedValue(stripe as never);
    const loadStripeJs = await freshLoader();
    const first = loadStripeJs('pk_test_a');
    expect(loadStripeJs('pk_test_a')).toBe(first);
    await expect(first).resolves.toBe(stripe);
    expect(load).toHaveBeenCalledTimes(1);
    void loadStripeJs('pk_test_b');
    expect(load).toHaveBeenLastCalledWith('pk_test_b');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load, so that the next try fetches the script again', async () => {
    load.mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValueOnce(null);
    const loadStripeJs = await freshLoader();
    await expect(loadStripeJs('pk_test_a')).rejects.toThrow('Failed to load Stripe.js');
    await expect(loadStripeJs('pk_test_a')).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
