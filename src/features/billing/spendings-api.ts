import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { $api } from '@/lib/api-client';
import type { SpendingsRange } from './spendings-range';

export type Spending = components['schemas']['Spending'];
export type PaymentStatus = components['schemas']['PaymentStatus'];

/** Rows a page of payments holds. */
const SPENDINGS_PAGE_SIZE = 20;

/** The call's query: only the ends that are set, so equal ranges share one cache entry. */
const spendingsQuery = (range: SpendingsRange, page: number) => ({
  page,
  page_size: SPENDINGS_PAGE_SIZE,
  ...(range.from ? { from: range.from } : {}),
  ...(range.to ? { to: range.to } : {}),
});

/**
 * A page of the employer's card payments within the range, and the sum paid in it. A page
 * turned or a range changed keeps the old rows on screen until the new ones arrive.
 */
export const useSpendings = (range: SpendingsRange, page: number) =>
  $api.useQuery('get', '/employer/spendings', { params: { query: spendingsQuery(range, page) } }, { placeholderData: keepPreviousData });
