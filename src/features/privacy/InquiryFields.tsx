import { Textarea } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';

export const KINDS = ['access', 'correction', 'deletion', 'objection', 'portability', 'marketing', 'other'] as const;
const kindLabel = {
  access: m.privacyform_kind_access,
  correction: m.privacyform_kind_correction,
  deletion: m.privacyform_kind_deletion,
  objection: m.privacyform_kind_objection,
  portability: m.privacyform_kind_portability,
  marketing: m.privacyform_kind_marketing,
  other: m.privacyform_kind_other,
} as const;

/** What both inquiry forms ask: the kind of request and its details. */
export const inquiryShape = () => ({
  kind: z.enum(KINDS, { message: m.forms_error_choose() }),
  details: z.string().check(z.trim(), z.minLength(20, m.forms_error_text()), z.maxLength(5000, m.forms_error_text())),
});

type InquiryValues = { kind: (typeof KINDS)[number]; details: string };

export function InquiryFields<T extends InquiryValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const reg = register as unknown as UseFormRegister<InquiryValues>;
  const errs = errors as FieldErrors<InquiryValues>;
  return (
    <>
      <SelectField
        id="privacy-kind"
        label={m.privacyform_field_kind()}
        error={errs.kind?.message}
        placeholder={m.forms_choose()}
        options={KINDS.map((kind) => ({ value: kind, label: kindLabel[kind]() }))}
        {...reg('kind')}
      />
      <LabelledField id="privacy-details" label={m.privacyform_field_details()} hint={m.privacyform_details_hint()} error={errs.details?.message}>
        {(control) => <Textarea {...control} rows={6} {...reg('details')} />}
      </LabelledField>
    </>
  );
}
