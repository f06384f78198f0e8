import { useParams, useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed candidate id, else null: a mangled link is "not found", never a 400 from the API. */
export const asCandidateId = (value: string | null | undefined): string | null => (value && UUID.test(value) ? value.toLowerCase() : null);

/** The candidate a page is about: `/candidate/:id` or the first client's `?id=` (`?candidate=` on the invitation page). */
export function useCandidateId(queryName: 'id' | 'candidate' = 'id'): string | null {
  const params = useParams();
  const [searchParams] = useSearchParams();
  return asCandidateId(params.id ?? searchParams.get(queryName));
}
