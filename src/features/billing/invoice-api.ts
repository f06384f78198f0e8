import { useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

export type Invoice = components['schemas']['Invoice'];
export type InvoiceLine = components['schemas']['InvoiceLine'];

/** One of the employer's invoices; null when there is none by that id for this employer (404). */
export async function findInvoice(invoiceId: string, signal?: AbortSignal): Promise<Invoice | null> {
  const answer = await api.GET('/employer/invoice-detail', { params: { query: { invoice_id: invoiceId } }, signal });
  return answer.response.status === 404 ? null : unwrap(Promise.resolve(answer));
}

/** An invoice never changes once issued, so it is not fetched again while the page is open. */
export const useInvoice = (invoiceId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['billing', 'invoice', invoiceId],
    queryFn: ({ signal }) => findInvoice(invoiceId, signal),
    enabled,
    staleTime: Infinity,
  });
