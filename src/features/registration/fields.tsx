// The inputs of the sign-up forms. Each control is tied to its hint and error by
// aria-describedby and says aria-invalid itself (Chakra's Field only sets
// aria-errormessage, which screen readers announce unevenly).
import {
  Box,
  chakra,
  Field,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import type { FieldValue } from '@/machines/registration.machine';
import { ChipsInput } from '@/ui/ChipsInput';
import { describedBy } from '@/ui/LabelledField';
import { PasswordInput } from '@/ui/PasswordInput';
import { SelectOptions } from '@/ui/SelectOptions';
import { Checkbox } from '@/ui/Checkbox';
import { countryOptions } from '@/lib/countries';
import type { FieldSpec } from './forms';

export type StepValues = Record<string, FieldValue>;
type Form = UseFormReturn<StepValues>;

function idsOf(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

function labelOf(spec: FieldSpec): string {
  return spec.optional ? m.reg_optional_label({ label: spec.label() }) : spec.label();
}

/** aria-invalid and aria-describedby (hint, then error) for a control. */
function controlAria(id: string, spec: FieldSpec, error: string | undefined) {
  const ids = idsOf(id);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(spec.hint && ids.hint, error && ids.error),
  } as const;
}

function ErrorText({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <Text id={id} color="fg.error" textStyle="sm" fontWeight="medium">
      {children}
    </Text>
  );
}

function HintText({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text id={id} color="fg.muted" textStyle="sm">
      {children}
    </Text>
  );
}

/** Label above, control, then hint and error, all tied to `id`. */
function FieldShell({ id, spec, error, children }: { id: string; spec: FieldSpec; error?: string; children: ReactNode }) {
  const ids = idsOf(id);
  return (
    <Field.Root id={id} invalid={Boolean(error)} ids={{ helperText: ids.hint, errorText: ids.error }}>
      <Field.Label fontWeight="medium">{labelOf(spec)}</Field.Label>
      {children}
      {spec.hint ? (
        <Field.HelperText id={ids.hint} color="fg.muted">
          {spec.hint()}
        </Field.HelperText>
      ) : null}
      {error ? <Field.ErrorText id={ids.error} color="fg.error">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface RegistrationFieldProps {
  spec: FieldSpec;
  form: Form;
  /** Prefix of element ids, so two forms on a page never clash. */
  idPrefix: string;
  locale: string;
}

/** One field of a step, drawn by its kind. */
export function RegistrationField({ spec, form, idPrefix, locale }: RegistrationFieldProps) {
  const id = `${idPrefix}-${spec.name}`;
  const error = form.formState.errors[spec.name]?.message as string | undefined;
  const aria = controlAria(id, spec, error);
  switch (spec.kind) {
    case 'text':
    case 'email':
    case 'tel':
    case 'url':
    case 'integer':
      return (
        <FieldShell id={id} spec={spec} error={error}>
          <Input
            {...form.register(spec.name)}
            {...aria}
            // Whole numbers are typed as text: a number input changes on scroll and drops what it cannot parse.
            type={spec.kind === 'integer' ? 'text' : spec.kind}
            inputMode={spec.kind === 'integer' ? 'numeric' : undefined}
            autoComplete={spec.autoComplete ?? 'off'}
            spellCheck={spec.kind === 'text' ? undefined : false}
            autoCapitalize={spec.kind === 'email' || spec.kind === 'url' ? 'none' : undefined}
          />
        </FieldShell>
      );
    case 'select':
    case 'country': {
      const options =
        spec.kind === 'country'
          ? countryOptions(locale).map(({ code, name }) => ({ value: code, label: name }))
          : (spec.options?.() ?? []);
      return (
        <FieldShell id={id} spec={spec} error={error}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register(spec.name)} {...aria} autoComplete={spec.autoComplete}>
              <SelectOptions placeholder={spec.kind === 'country' ? m.reg_field_country_placeholder() : m.reg_select_placeholder()} options={options} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldShell>
      );
    }
    case 'password':
      return <PasswordField id={id} spec={spec} form={form} error={error} />;
    case 'checkboxes':
      return <CheckboxGroupField id={id} spec={spec} form={form} error={error} />;
    case 'countries':
      return <CountriesField id={id} spec={spec} form={form} error={error} locale={locale} />;
    case 'terms':
      return <TermsField id={id} spec={spec} form={form} error={error} />;
    case 'checkbox':
      return (
        <Stack gap="1">
          <Checkbox id={id} label={spec.label()} {...form.register(spec.name)} {...aria} />
          <ErrorText id={idsOf(id).error}>{error}</ErrorText>
        </Stack>
      );
  }
}

interface PartProps {
  id: string;
  spec: FieldSpec;
  form: Form;
  error?: string;
}

/** The rule is the hint, always visible. */
function PasswordField({ id, spec, form, error }: PartProps) {
  return (
    <FieldShell id={id} spec={spec} error={error}>
      <PasswordInput id={id} {...form.register(spec.name)} {...controlAria(id, spec, error)} autoComplete={spec.autoComplete} />
    </FieldShell>
  );
}

/** A group of checkboxes under a legend; the group carries the hint and error. */
function CheckboxGroupField({ id, spec, form, error }: PartProps) {
  const ids = idsOf(id);
  return (
    <chakra.fieldset aria-describedby={describedBy(spec.hint && ids.hint, error && ids.error)}>
      <chakra.legend fontWeight="medium" mb="1">
        {labelOf(spec)}
      </chakra.legend>
      <HintText id={ids.hint}>{spec.hint?.()}</HintText>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="2" mt="2">
        {(spec.options?.() ?? []).map((option) => (
          <Checkbox
            key={option.value}
            id={`${id}-${option.value}`}
            label={option.label}
            value={option.value}
            aria-invalid={error ? true : undefined}
            {...form.register(spec.name)}
          />
        ))}
      </Box>
      <Box mt="1">
        <ErrorText id={ids.error}>{error}</ErrorText>
      </Box>
    </chakra.fieldset>
  );
}

/**
 * Several countries: pick one in the list and add it; each chosen one can be
 * removed. An explicit Add button, because a select that adds on change would
 * add every country a keyboard user arrows past.
 */
function CountriesField({ id, spec, form, error, locale }: PartProps & { locale: string }) {
  return (
    <Controller
      control={form.control}
      name={spec.name}
      render={({ field }) => (
        <ChipsInput
          id={id}
          values={Array.isArray(field.value) ? field.value : []}
          onChange={(next) => {
            field.onChange(next);
            field.onBlur();
          }}
          inputRef={field.ref}
          error={error}
          options={countryOptions(locale).map(({ code, name }) => ({ value: code, label: name }))}
          placeholder={m.reg_field_country_placeholder()}
          words={{
            legend: labelOf(spec),
            hint: spec.hint?.(),
            entry: m.reg_field_regions_add(),
            add: m.reg_field_regions_add_button(),
            chosen: m.reg_field_regions_chosen(),
            none: m.reg_field_regions_none(),
            remove: (country) => m.reg_field_regions_remove({ country }),
          }}
        />
      )}
    />
  );
}

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
      {children}
      <VisuallyHidden> ({m.reg_opens_new_tab()})</VisuallyHidden>
    </Link>
  );
}

/** The terms checkbox; the documents are linked beside it (a link inside a label would also tick it). */
function TermsField({ id, spec, form, error }: PartProps) {
  const ids = idsOf(id);
  const linksId = `${id}-links`;
  return (
    <Stack gap="1">
      <Checkbox
        id={id}
        label={spec.label()}
        {...form.register(spec.name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(linksId, error && ids.error)}
      />
      <Text id={linksId} textStyle="sm" color="fg.muted" ps="8">
        {m.reg_terms_read()} <NewTabLink href="/Terms-Of-Use">{m.reg_terms_link()}</NewTabLink>
        {' · '}
        <NewTabLink href="/Privacy-Policy">{m.reg_privacy_link()}</NewTabLink>
      </Text>
      <Box ps="8">
        <ErrorText id={ids.error}>{error}</ErrorText>
      </Box>
    </Stack>
  );
}
