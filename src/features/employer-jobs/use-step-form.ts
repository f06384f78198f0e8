import { useEffect, useMemo, useRef } from 'react';
import { useForm, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import type { Locale } from '@/shared/languages';
import {
  STEP_FIELDS,
  stepProblems,
  type HireType,
  type JobFieldName,
  type JobFields,
} from '@/machines/post-job.machine';
import { ruleMessage } from './field-messages';

export type FormStep = keyof typeof STEP_FIELDS;

export interface StepFormOptions {
  step: FormStep;
  method: HireType | null;
  /** The machine's fields when the step opened: the form starts from them. */
  fields: JobFields;
  /** The server's messages by field; this step's land on their fields. */
  fieldErrors: Partial<Record<JobFieldName, string>>;
  locale: Locale;
  onChange: (fields: Partial<JobFields>) => void;
}

const pick = (fields: JobFields, names: ReadonlyArray<JobFieldName>) =>
  Object.fromEntries(names.map((name) => [name, fields[name]])) as Partial<JobFields>;

/**
 * A step's form, checked by the same rules as the machine's guards (so Continue is
 * never refused twice with different words), every change sent to the machine (and so
 * to the tab's draft), and the server's refusals placed on their fields.
 */
export function useStepForm({ step, method, fields, fieldErrors, locale, onChange }: StepFormOptions) {
  const names = STEP_FIELDS[step];
  const resolver = useMemo<Resolver<Partial<JobFields>>>(
    () => async (values) => {
      const problems = stepProblems(step, { ...fields, ...values }, method, locale);
      const errors: FieldErrors<Partial<JobFields>> = {};
      for (const [name, broken] of Object.entries(problems)) {
        errors[name as JobFieldName] = { type: broken.rule, message: ruleMessage(broken, locale) };
      }
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    },
    // The other steps' fields do not change while this one is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [step, method, locale],
  );
  const form = useForm<Partial<JobFields>>({ resolver, mode: 'onTouched', defaultValues: pick(fields, names) });

  // A field the server refused is checked again as it changes, so its message goes once it is fixed.
  const refused = useRef(new Set<string>());
  useEffect(() => {
    const subscription = form.watch((current, { name }) => {
      onChange(current as Partial<JobFields>);
      if (name && refused.current.has(name)) void form.trigger(name as Path<Partial<JobFields>>);
    });
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  useEffect(() => {
    const mine = names.filter((name) => fieldErrors[name]);
    mine.forEach((name, index) => {
      refused.current.add(name);
      form.setError(name, { type: 'server', message: fieldErrors[name] }, { shouldFocus: index === 0 });
    });
    // Only the messages present when the step opened: later ones come with a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return form;
}
