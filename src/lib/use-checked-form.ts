import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { ApiProblem } from './api-problem';
import { useServerFieldErrors } from './use-server-field-errors';

export interface CheckedFormOptions<Input extends FieldValues> {
  defaultValues: DefaultValues<Input>;
  /** The flow's last problem: its per-field messages go on the fields. */
  problem: ApiProblem | null;
  /** The server's field names, each with the form field that shows its message. */
  fields: Partial<Record<string, Path<Input>>>;
}

/**
 * A form checked twice: here by its schema, and by the server, whose per-field messages are put on
 * the fields (see useServerFieldErrors). `errors` is formState.errors; `unplaced` says a message is
 * left for a summary above the form.
 */
export function useCheckedForm<Input extends FieldValues, Output>(
  makeSchema: () => z.ZodMiniType<Output, Input>,
  { defaultValues, problem, fields }: CheckedFormOptions<Input>,
): UseFormReturn<Input, unknown, Output> & { errors: FieldErrors<Input>; unplaced: boolean } {
  // Built once per form, not on every render (each keystroke renders the form).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(makeSchema, []);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const { unplaced } = useServerFieldErrors(problem, form.setError, fields);
  // Read during render, as a component would, so that react-hook-form re-renders the form on a new error.
  return { ...form, errors: form.formState.errors, unplaced };
}
