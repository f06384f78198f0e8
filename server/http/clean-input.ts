import { ApiError, type FieldProblem } from './errors.js';

/**
 * The contract's length limits count raw characters, so "   " passes them; what is
 * stored is trimmed, and the limits are checked again on what is left.
 */
export function cleanText(fields: Record<string, FieldProblem>, field: string, value: string, min = 0): string {
  const text = value.trim();
  if (min > 0 && text.length === 0) fields[field] = { key: 'required' };
  else if (text.length < min) fields[field] = { key: 'tooShort', params: { min } };
  return text;
}

/**
 * Skills are stored exactly as typed, trimmed: the skills filter of candidate search
 * matches whole skills exactly (`skills @> array[...]`, served by a GIN index), which a
 * case-folded comparison could not use. Two entries equal after trimming are duplicates.
 */
export function cleanSkills(fields: Record<string, FieldProblem>, field: string, skills: string[]): string[] {
  const cleaned = skills.map((s) => s.trim());
  cleaned.forEach((s, i) => {
    if (s === '') fields[`${field}.${i}`] = { key: 'required' };
  });
  if (new Set(cleaned).size !== cleaned.length) fields[field] = { key: 'duplicates' };
  return cleaned;
}

/** The skills filter of a search: comma-separated, trimmed, empty entries ignored. */
export function skillsFilter(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
}

export function throwIfAny(fields: Record<string, FieldProblem>): void {
  if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_FAILED', fields);
}
