// The inputs of the sign-up forms. Each control is tied to its hint and error by
// aria-describedby and says aria-invalid itself (Chakra's Field only sets
// aria-errormessage, which screen readers announce unevenly).
import {
  Box,
  chakra,
  Field,
  HStack,
  IconButton,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import type { FieldValue } from '@/machines/registration.machine';
import { Button } from '@/ui/Button';
import { describedBy } from '@/ui/LabelledField';
import { PasswordInput } from '@/ui/PasswordInput';
import { countryName, countryOptions } from '@/lib/countries';
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

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

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
              <option value="">{spec.kind === 'country' ? m.reg_field_country_placeholder() : m.reg_select_placeholder()}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
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

type CheckboxProps = React.ComponentPropsWithoutRef<'input'> & { id: string; label: ReactNode };

/** A native checkbox: keyboard, forms and screen readers get it for free. */
const Checkbox = ({ ref, id, label, ...input }: CheckboxProps & { ref?: React.Ref<HTMLInputElement> }) => (
  <HStack align="flex-start" gap="3">
    <chakra.input
      ref={ref}
      type="checkbox"
      id={id}
      {...input}
      boxSize="5"
      mt="0.5"
      flexShrink={0}
      accentColor="brand.solid"
      cursor="pointer"
      _focusVisible={focusRing}
    />
    <chakra.label htmlFor={id} cursor="pointer">
      {label}
    </chakra.label>
  </HStack>
);

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
  const ids = idsOf(id);
  const pickerId = `${id}-picker`;
  const [pending, setPending] = useState('');
  const picker = useRef<HTMLSelectElement | null>(null);
  return (
    <Controller
      control={form.control}
      name={spec.name}
      render={({ field }) => {
        const chosen = Array.isArray(field.value) ? field.value : [];
        const change = (next: string[]) => {
          field.onChange(next);
          field.onBlur();
        };
        const add = () => {
          if (!pending || chosen.includes(pending)) return;
          change([...chosen, pending]);
          setPending('');
        };
        return (
          <chakra.fieldset aria-describedby={describedBy(spec.hint && ids.hint, error && ids.error)}>
            <chakra.legend fontWeight="medium" mb="1">
              {labelOf(spec)}
            </chakra.legend>
            <HintText id={ids.hint}>{spec.hint?.()}</HintText>
            <Stack gap="3" mt="2">
              <Stack gap="1">
                <chakra.label htmlFor={pickerId} textStyle="sm">
                  {m.reg_field_regions_add()}
                </chakra.label>
                <HStack gap="2" align="stretch">
                  <NativeSelect.Root flex="1">
                    <NativeSelect.Field
                      id={pickerId}
                      ref={(element) => {
                        picker.current = element;
                        field.ref(element);
                      }}
                      value={pending}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => setPending(event.target.value)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          add();
                        }
                      }}
                    >
                      <option value="">{m.reg_field_country_placeholder()}</option>
                      {countryOptions(locale)
                        .filter(({ code }) => !chosen.includes(code))
                        .map(({ code, name }) => (
                          <option key={code} value={code}>
                            {name}
                          </option>
                        ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Button type="button" look="secondary" onClick={add}>
                    {m.reg_field_regions_add_button()}
                  </Button>
                </HStack>
              </Stack>
              <Box>
                {chosen.length === 0 ? (
                  <Text color="fg.muted" textStyle="sm">
                    {m.reg_field_regions_none()}
                  </Text>
                ) : (
                  <Wrap as="ul" aria-label={m.reg_field_regions_chosen()} gap="2" listStyleType="none">
                    {chosen.map((code) => {
                      const name = countryName(code, locale);
                      return (
                        <HStack as="li" key={code} gap="1" ps="3" pe="1" py="0.5" borderWidth="1px" borderRadius="full" bg="brand.subtle">
                          <Text textStyle="sm">{name}</Text>
                          <IconButton
                            type="button"
                            size="xs"
                            variant="ghost"
                            aria-label={m.reg_field_regions_remove({ country: name })}
                            onClick={() => {
                              change(chosen.filter((c) => c !== code));
                              picker.current?.focus();
                            }}
                          >
                            <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3}
                              strokeLinecap="round" aria-hidden="true" focusable="false">
                              <path d="M6 6l12 12M18 6 6 18" />
                            </svg>
                          </IconButton>
                        </HStack>
                      );
                    })}
                  </Wrap>
                )}
              </Box>
            </Stack>
            <Box mt="1">
              <ErrorText id={ids.error}>{error}</ErrorText>
            </Box>
          </chakra.fieldset>
        );
      }}
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
