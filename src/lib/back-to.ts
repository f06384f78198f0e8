/*
 * "Back" to wherever the visitor came from. A link to a page reachable from several lists
 * leaves where it was in the router's state; the page it opens offers the way back there,
 * filters and page included, and falls back to its usual list when opened directly (a
 * bookmark, a new tab, a reload of a state-less entry).
 */

export interface Place {
  pathname: string;
  search?: string;
  hash?: string;
}

export interface BackToState {
  backTo?: Place;
}

/** The state a link leaves so that the page it opens can lead back to `here`. */
export const backToState = (here: Place): BackToState => ({
  backTo: { pathname: here.pathname, search: here.search ?? '', hash: here.hash ?? '' },
});

/** Where the state points back to, when it is a path of this site; null otherwise. */
export function backToPlace(state: unknown): Place | null {
  if (typeof state !== 'object' || state === null) return null;
  const place = (state as BackToState).backTo;
  if (typeof place !== 'object' || place === null || typeof place.pathname !== 'string') return null;
  // Only our own paths: '//host' or 'https:' would leave the site.
  if (!place.pathname.startsWith('/') || place.pathname.startsWith('//')) return null;
  const search = typeof place.search === 'string' && (place.search === '' || place.search.startsWith('?')) ? place.search : '';
  const hash = typeof place.hash === 'string' && (place.hash === '' || place.hash.startsWith('#')) ? place.hash : '';
  return { pathname: place.pathname, search, hash };
}

export const placePath = (place: Place) => `${place.pathname}${place.search ?? ''}${place.hash ?? ''}`;
