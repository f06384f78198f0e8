import { useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useSession } from '@/app-state/app-actors';
import { useCheckedForm } from '@/lib/use-checked-form';
import type { CandidateProfile } from './api';
import { draftKey, readDraft, type FormSection } from './drafts';
import { useProfileSection } from './flows';

export interface SectionFormSpec<Form extends FieldValues, Answers> {
  section: FormSection;
  profile: CandidateProfile;
  /** The section's form as the server holds it. */
  formOf: (profile: CandidateProfile) => Form;
  /** For a list's draft: the shape of one entry. */
  item?: unknown;
  schema: () => z.ZodMiniType<Form, Form>;
  /** The server's field names, each with the form field that shows its message. */
  fields: Partial<Record<string, Path<Form>>>;
  toAnswers: (form: Form) => Answers;
}

/**
 * A section's form and machine together: the form starts from a draft a reload found (else from
 * what is saved), every change is handed to the machine (which keeps it as the draft), and once
 * the section is saved the form holds the server's answer and focus goes to the section's heading,
 * where the candidate carries on.
 */
export function useSectionForm<Form extends FieldValues, Answers>(spec: SectionFormSpec<Form, Answers>) {
  const { user } = useSession();
  const saved = spec.formOf(spec.profile);
  const [input] = useState(() => {
    const key = user ? draftKey(user.id, spec.section) : null;
    return { draftKey: key, draft: key ? readDraft(key, saved, spec.item) : null };
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const afterSave = useRef<(profile: CandidateProfile) => void>(() => {});
  const [state, send] = useProfileSection(spec.section, input, (profile) => afterSave.current(profile));
  const form = useCheckedForm(spec.schema, {
    defaultValues: (input.draft ?? saved) as DefaultValues<Form>,
    problem: state.context.problem,
    fields: spec.fields,
  });
  const { reset, watch } = form;
  afterSave.current = (profile) => {
    reset(spec.formOf(profile));
    headingRef.current?.focus();
  };

  // A change by the candidate (not a reset) is the draft; copied, as the form keeps changing its own values.
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
    /** What the section's SectionForm shows and does. */
    formProps: {
      section: spec.section,
      busy: state.hasTag('busy'),
      unsaved: state.hasTag('unsaved'),
      restored: state.context.restored,
      // A refusal placed on its fields is said there, not again above the buttons.
      problem: problem && form.unplaced ? problem : null,
      canRetry: state.hasTag('canRetry'),
      onSubmit: form.handleSubmit((values) => send({ type: 'SAVE', answers: spec.toAnswers(values) })),
      onRetry: () => send({ type: 'RETRY' }),
      onDiscard: () => {
        reset(saved);
        send({ type: 'DISCARD' });
      },
    },
  };
}
