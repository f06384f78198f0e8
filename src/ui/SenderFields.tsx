import { Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { LabelledField } from './LabelledField';

type SenderValues = { name: string; email: string };

/** Who is writing, on a public form answered by e-mail; the rules are senderShape in src/lib/public-form.ts. */
export function SenderFields<T extends SenderValues>({ idPrefix, register, errors }: { idPrefix: string; register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  // The form holds more fields than these two; only these are registered here.
  const reg = register as unknown as UseFormRegister<SenderValues>;
  const errs = errors as FieldErrors<SenderValues>;
  return (
    <>
      <LabelledField id={`${idPrefix}-name`} label={m.contactform_field_name()} error={errs.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...reg('name')} />}
      </LabelledField>
      <LabelledField id={`${idPrefix}-email`} label={m.contactform_field_email()} error={errs.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...reg('email')} />}
      </LabelledField>
    </>
  );
}
