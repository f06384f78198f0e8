import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import type { RegistrationFields } from '@/machines/registration.machine';
import { Button } from '@/ui/Button';
import { RegistrationField, type StepValues } from './fields';
import { stepSchema, type FormStep } from './forms';

export interface StepFormProps {
  step: FormStep;
  /** 1-based. */
  number: number;
  count: number;
  /** The machine's answers when the step opened: the form starts from them. */
  values: RegistrationFields;
  /** The server's messages per field; those of this step land on their fields. */
  fieldErrors: Record<string, string>;
  submitting: boolean;
  /** Moved here from another step: focus goes to the heading (or to a field the server refused). */
  focusOnOpen: boolean;
  locale: string;
  onChange: (values: StepValues) => void;
  onNext: (values: StepValues) => void;
  onSubmit: (values: StepValues) => void;
  onBack: () => void;
}

/** One step of a sign-up form, validated with its zod schema before the machine hears of it. */
export function StepForm(props: StepFormProps) {
  const { step, number, count, values, fieldErrors, submitting, focusOnOpen, locale } = props;
  const isLast = number === count;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const names = useMemo(() => step.fields.map((spec) => spec.name), [step]);
  const resolver = useMemo(() => zodResolver(stepSchema(step)) as unknown as Resolver<StepValues>, [step]);
  const form = useForm<StepValues>({
    resolver,
    mode: 'onTouched',
    shouldFocusError: true,
    defaultValues: Object.fromEntries(names.map((name) => [name, values[name]])),
  });

  // Every change reaches the machine (and so the tab's draft): a reload keeps it.
  // A field the server refused is checked again as it changes, so its message goes once it is fixed.
  const { onChange } = props;
  const refusedByServer = useRef(new Set<string>());
  useEffect(() => {
    const subscription = form.watch((current, { name }) => {
      onChange(current as StepValues);
      if (name && refusedByServer.current.has(name)) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  // The server's refusals land on their fields; focus goes to the first new one,
  // else (a step change) to the heading so the new step is announced. A refusal
  // the machine dropped because it was fixed moves nothing.
  const opened = useRef(false);
  const applied = useRef<Record<string, string>>({});
  useEffect(() => {
    const refused = names.filter((name) => fieldErrors[name]);
    const fresh = refused.filter((name) => applied.current[name] !== fieldErrors[name]);
    fresh.forEach((name, index) => {
      refusedByServer.current.add(name);
      form.setError(name, { type: 'server', message: fieldErrors[name] }, { shouldFocus: index === 0 });
    });
    applied.current = Object.fromEntries(refused.map((name) => [name, fieldErrors[name]!]));
    if (!opened.current && refused.length === 0 && focusOnOpen) heading.current?.focus();
    opened.current = true;
  }, [fieldErrors, names, form, focusOnOpen]);

  const submit = form.handleSubmit((valid) => (isLast ? props.onSubmit(valid) : props.onNext(valid)));

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Stack gap="6">
        <Heading as="h2" size="xl" id={headingId} ref={heading} tabIndex={-1} outline="none">
          <Text as="span" display="block" textStyle="sm" fontWeight="medium" color="fg.muted" mb="1">
            {m.reg_step_count({ current: number, total: count })}
          </Text>
          {step.title()}
        </Heading>
        <Stack gap="5">
          {step.fields.map((spec) => (
            <RegistrationField key={spec.name} spec={spec} form={form} idPrefix={`reg-${step.id}`} locale={locale} />
          ))}
        </Stack>
        <HStack gap="3" justify="space-between" flexWrap="wrap-reverse">
          {number > 1 ? (
            <Button type="button" look="secondary" onClick={props.onBack} disabled={submitting}>
              {m.ui_back()}
            </Button>
          ) : (
            <span />
          )}
          {isLast ? (
            <Button type="submit" look="primary" loading={submitting} loadingText={m.reg_creating_account()}>
              {m.reg_create_account()}
            </Button>
          ) : (
            <Button type="submit" look="primary">
              {m.reg_continue()}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
