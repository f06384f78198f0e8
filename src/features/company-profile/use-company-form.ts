import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useCheckedForm } from '@/lib/use-checked-form';
import type { CompanyProfile, CompanyProfileInput } from './api';
import { useCompanySection } from './flows';

export interface CompanyFormSpec<Form extends FieldValues> {
  profile: CompanyProfile;
  /** The section's form as the server holds it. */
  formOf: (profile: CompanyProfile) => Form;
  schema: () => z.ZodMiniType<Form, Form>;
  /** The server's field names, each with the form field that shows its message. */
  fields: Partial<Record<string, Path<Form>>>;
  /** The whole profile to send: the saved one with this section's form put over it. */
  toInput: (profile: CompanyProfile, form: Form) => CompanyProfileInput;
}

/**
 * A section's form and machine together: every change is told to the machine (which says the
 * section is not saved yet), Save sends the whole profile with this section's form over what is
 * saved, and once saved the form holds the server's answer and focus goes to the section's heading.
 */
export function useCompanyForm<Form extends FieldValues>(spec: CompanyFormSpec<Form>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const afterSave = useRef<(profile: CompanyProfile) => void>(() => {});
  const [state, send] = useCompanySection((profile) => afterSave.current(profile));
  const saved = spec.formOf(spec.profile);
  const form = useCheckedForm(spec.schema, { defaultValues: saved as DefaultValues<Form>, problem: state.context.problem, fields: spec.fields });
  const { reset, watch } = form;
  afterSave.current = (profile) => {
    reset(spec.formOf(profile));
    headingRef.current?.focus();
  };

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name !== undefined) send({ type: 'EDIT', values: JSON.parse(JSON.stringify(values)) as unknown });
    });
    return () => subscription.unsubscribe();
  }, [watch, send]);

  const { problem } = state.context;
  return {
    form,
    headingRef,
    formProps: {
      busy: state.hasTag('busy'),
      unsaved: state.hasTag('unsaved'),
      // A refusal placed on its fields is said there, not again above the buttons.
      problem: problem && form.unplaced ? problem : null,
      canRetry: state.hasTag('canRetry'),
      onSubmit: form.handleSubmit((values) => send({ type: 'SAVE', answers: spec.toInput(spec.profile, values) })),
      onRetry: () => send({ type: 'RETRY' }),
      onDiscard: () => {
        reset(saved);
        send({ type: 'DISCARD' });
      },
    },
  };
}
