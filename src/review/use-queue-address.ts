import { useSearchParams } from 'react-router';

/**
 * An administrators' queue keeps its filters and page in the address, so Back returns to them and
 * a link shares them: a filter that changes goes back to the first page, and the first page has no
 * `?page=`.
 */
export function useQueueAddress() {
  const [, setParams] = useSearchParams();
  const change = (name: string, value: string | undefined) =>
    setParams((params) => {
      const copy = new URLSearchParams(params);
      if (name !== 'page') copy.delete('page');
      if (value === undefined) copy.delete(name);
      else copy.set(name, value);
      return copy;
    });
  return {
    /** A filter given other than by a link (a country chosen in a list); none for every value. */
    setFilter: (name: string, value: string | undefined) => change(name, value),
    goToPage: (page: number) => change('page', page <= 1 ? undefined : String(page)),
  };
}
