import { PROFILE_DRAFT_KEY_PREFIX, readLocal } from '@/lib/storage';

/** The sections edited as forms (the photo and the CV are files, sent as soon as chosen and confirmed). */
export type FormSection = 'about' | 'work_history' | 'education' | 'languages' | 'skills' | 'work_hours' | 'links';

/** Where a section's unsaved changes wait: one key per user and section, so another account on the browser never sees them. */
export const draftKey = (userId: string, section: FormSection) => `${PROFILE_DRAFT_KEY_PREFIX}${userId}:${section}`;

/**
 * Whether `value` can stand for `template` in a form: the same keys holding the same kinds of
 * value, an array's items shaped as `item`. Storage can hold anything (an older release's draft,
 * a hand edit): only what fits the form comes back.
 */
export function fitsForm(value: unknown, template: unknown, item?: unknown): boolean {
  if (Array.isArray(template)) {
    if (!Array.isArray(value)) return false;
    const shape = item ?? template[0];
    return value.every((entry) => (shape === undefined ? false : fitsForm(entry, shape)));
  }
  if (template !== null && typeof template === 'object') {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const keys = Object.keys(template);
    return keys.length === Object.keys(value).length && keys.every((key) => key in value && fitsForm((value as Record<string, unknown>)[key], (template as Record<string, unknown>)[key], item));
  }
  return typeof value === typeof template;
}

/** The draft kept under `key` when it fits the form, else null. */
export const readDraft = <T>(key: string, template: T, item?: unknown): T | null => readLocal<T>(key, (value): value is T => fitsForm(value, template, item));
