import { m } from '@/generated/paraglide/messages.js';
import { backToPlace, placePath } from '@/lib/back-to';
import { SEARCH_PATH } from './paths';

/** The pages that link to a candidate's profile, by path, and how "back to" each reads. */
const BACK_LABELS: ReadonlyArray<[test: (pathname: string) => boolean, label: () => string]> = [
  [(path) => path === SEARCH_PATH, m.talent_back_to_search],
  [(path) => path === '/dashboard/activity/job-applications', m.talent_back_to_applicants],
  [(path) => /^\/dashboard\/activity\/jobs\/[0-9a-f-]{36}$/i.test(path), m.talent_back_to_job],
  [(path) => path === '/dashboard/activity/interviews', m.talent_back_to_interviews],
  [(path) => path === '/dashboard/activity/offers', m.talent_back_to_offers],
  [(path) => path === '/dashboard/activity/staffs', m.talent_back_to_staff],
];

/**
 * The profile's way back: to the list the employer came from (applicants, a job, the search
 * with its filters…), else to the search.
 */
export function profileBackLink(state: unknown): { to: string; label: string } {
  const place = backToPlace(state);
  if (!place) return { to: SEARCH_PATH, label: m.talent_back_to_search() };
  const known = BACK_LABELS.find(([test]) => test(place.pathname));
  return { to: placePath(place), label: known ? known[1]() : m.ui_back() };
}
