// Typed JSON helpers over Web Storage that never throw: storage is a cache, and
// losing it (private mode, quota, a disabled or missing window, a corrupt value)
// must never break a page.

/** localStorage: the signed-in user's profile. Non-secret fields only, never a token. */
export const USER_KEY = 'usid';
/** localStorage: the visitor accepted the terms. */
export const TERMS_KEY = 'RWEMHTermsC';
/** sessionStorage: the main state (language, loading page). */
export const MAIN_KEY = 'main';
/** sessionStorage prefix of the registration drafts (one key per form). */
export const REGISTRATION_KEY_PREFIX = 'registration:';
/** sessionStorage prefix of job-post drafts in progress (one key per user and job). */
export const JOB_POST_KEY_PREFIX = 'postJob:';
/** sessionStorage prefix of the end-of-day report being written (one key per staff member). */
export const EOD_REPORT_KEY_PREFIX = 'eodReport:';
/** localStorage prefix of the profile sections changed and not saved (one key per user and section), kept across reloads until sign-out. */
export const PROFILE_DRAFT_KEY_PREFIX = 'profileDraft:';
/** localStorage prefix of a BPO's worksite being written (one key per user and worksite), kept across reloads until sign-out. */
export const WORKSITE_DRAFT_KEY_PREFIX = 'worksiteDraft:';
/** localStorage prefix of a message being written (one key per user and conversation), kept across reloads until sign-out. */
export const MESSAGE_DRAFT_KEY_PREFIX = 'messageDraft:';

/** sessionStorage areas that belong to a signed-in visit and are cleared at sign-out. */
export const SAVED_SESSION_KEYS = [
  'checkout',
  'fractionalCheckout',
  'candidate',
  MAIN_KEY,
  'pageConfig',
  'businessAssociateApplication',
  'agentApplication',
  'bpo',
  'message',
] as const;

export type Guard<T> = (value: unknown) => value is T;
type Area = 'localStorage' | 'sessionStorage';

function storage(area: Area): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    // Merely reading window.localStorage throws a SecurityError when storage is disabled.
    return window[area];
  } catch {
    return null;
  }
}

function read<T>(area: Area, key: string, guard?: Guard<T>): T | null {
  try {
    const raw = storage(area)?.getItem(key);
    if (raw == null) return null;
    const value: unknown = JSON.parse(raw);
    if (guard && !guard(value)) return null;
    return value as T;
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: unknown): boolean {
  try {
    const target = storage(area);
    if (!target) return false;
    target.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false; // quota exceeded, private mode, or a value JSON cannot encode
  }
}

function remove(area: Area, key: string): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // nothing to do: the value is unreachable anyway
  }
}

/** The parsed value, or null when absent, unreadable, or rejected by `guard`. */
export const readLocal = <T = unknown>(key: string, guard?: Guard<T>): T | null => read('localStorage', key, guard);
/** Stores `value` as JSON; false when storage refused it. */
export const writeLocal = (key: string, value: unknown): boolean => write('localStorage', key, value);
export const removeLocal = (key: string): void => remove('localStorage', key);

export const readSession = <T = unknown>(key: string, guard?: Guard<T>): T | null => read('sessionStorage', key, guard);
export const writeSession = (key: string, value: unknown): boolean => write('sessionStorage', key, value);
export const removeSession = (key: string): void => remove('sessionStorage', key);

export function isSavedSessionKey(key: string): boolean {
  return (
    (SAVED_SESSION_KEYS as readonly string[]).includes(key) ||
    [REGISTRATION_KEY_PREFIX, JOB_POST_KEY_PREFIX, EOD_REPORT_KEY_PREFIX].some((prefix) => key.startsWith(prefix))
  );
}

/** The keys of `area` that `keep` picks, collected first: removing while indexing shifts the keys. */
function keysOf(area: Area, keep: (key: string) => boolean): string[] {
  const target = storage(area);
  if (!target) return [];
  return Array.from({ length: target.length }, (_, i) => target.key(i)).filter((key): key is string => key !== null && keep(key));
}

/** Sign-out: forget the stored profile, the drafts (profile, worksite, messages) and every session area of the visit. */
export function clearSavedState(): void {
  removeLocal(USER_KEY);
  try {
    const drafts = [PROFILE_DRAFT_KEY_PREFIX, WORKSITE_DRAFT_KEY_PREFIX, MESSAGE_DRAFT_KEY_PREFIX];
    for (const key of keysOf('localStorage', (key) => drafts.some((prefix) => key.startsWith(prefix)))) remove('localStorage', key);
    for (const key of keysOf('sessionStorage', isSavedSessionKey)) remove('sessionStorage', key);
  } catch {
    // storage became unavailable mid-way; what is left is unreachable to us too
  }
}
