import { useSearchParams } from 'react-router';
import { parameterLimits } from '@/generated/parameter-limits';
import { PAGE_SIZE } from './api';

const PAGE_MAX = parameterLimits.page.maximum;

/**
 * A list's status filter and page, kept in the URL so a filtered list survives a
 * reload and the back button. A status the list does not know is ignored rather
 * than sent (it would be a 400).
 */
export function useListParams<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw !== null && (statuses as readonly string[]).includes(raw) ? (raw as S) : undefined;
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= PAGE_MAX ? pageNumber : 1;

  const write = (next: { status?: S; page: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return {
    statuses,
    status,
    page,
    /** The list call's query: the status only when one is chosen. */
    query: { ...(status ? { status } : {}), page, page_size: PAGE_SIZE },
    setStatus: (next: S | undefined) => write({ status: next, page: 1 }),
    setPage: (next: number) => write({ status, page: next }),
  };
}
