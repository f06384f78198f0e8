import { useSearchParams } from 'react-router';
import { parameterLimits } from '@/generated/parameter-limits';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The contract's limit on `q`. */
export const QUERY_MAX = parameterLimits.q.maxLength;

type Param = 'status' | 'job' | 'q' | 'page';

/**
 * A list's filters and page live in the address (`?status=&job=&q=&page=`), so a
 * filtered list survives a reload, can be bookmarked, and Back undoes a filter.
 * Anything the server would refuse (an unknown status, a malformed id) is ignored.
 */
export function useListParams<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.min(parameterLimits.page.maximum, Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1));
  const rawStatus = params.get('status');
  const status = rawStatus !== null && (statuses as readonly string[]).includes(rawStatus) ? (rawStatus as S) : undefined;
  const rawJob = params.get('job');
  const jobId = rawJob !== null && UUID.test(rawJob) ? rawJob : undefined;
  const q = (params.get('q') ?? '').trim().slice(0, QUERY_MAX);

  // A new filter starts again from the first page.
  const update = (changes: Partial<Record<Param, string | undefined>>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (!('page' in changes)) next.delete('page');
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === '1')) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return {
    page,
    status,
    jobId,
    q,
    /** The list call's query: only what is set, so equal filters share one cache entry. */
    query: {
      page,
      ...(status ? { status } : {}),
      ...(jobId ? { job_id: jobId } : {}),
      ...(q ? { q } : {}),
    },
    setPage: (next: number) => update({ page: String(next) }),
    setStatus: (next: S | undefined) => update({ status: next }),
    setJob: (next: string | undefined) => update({ job: next }),
    setQuery: (next: string) => update({ q: next.trim().slice(0, QUERY_MAX) }),
    /** Some filter is on: an empty page then means "nothing matches", not "nothing yet". */
    filtered: Boolean(status || jobId || q),
  };
}

export type ListParams<S extends string> = ReturnType<typeof useListParams<S>>;
