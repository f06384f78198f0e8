import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiProblem } from './api-problem';

/**
 * Puts the server's per-field messages on the form's fields (the first one gets
 * focus) and says whether any message is left for a summary above the form.
 */
export function useServerFieldErrors<T extends FieldValues>(
  problem: ApiProblem | null,
  setError: UseFormSetError<T>,
  fieldNames: Partial<Record<string, Path<T>>>,
): { unplaced: boolean } {
  useEffect(() => {
    if (!problem?.fields) return;
    let first = true;
    for (const [field, message] of Object.entries(problem.fields)) {
      const name = fieldNames[field];
      if (!name) continue;
      setError(name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    // Only a new problem places its messages; the mapping is the form's constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem]);
  if (!problem) return { unplaced: false };
  const fields = Object.keys(problem.fields ?? {});
  return { unplaced: fields.length === 0 || fields.some((field) => !fieldNames[field]) };
}
