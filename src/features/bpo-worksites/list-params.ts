/* What a BPO's lists read from the address: the page and one status, so that Back and a shared link keep them. */

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function statusFromParams<S extends string>(params: URLSearchParams, statuses: readonly S[]): S | undefined {
  const given = params.get('status');
  return statuses.includes(given as S) ? (given as S) : undefined;
}

/** The same address with another page. */
export function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next.toString();
}
