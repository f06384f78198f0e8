import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import type { PaymentMethod } from './api';
import { checkCardNumber, checkCvc, checkExpiry, formatCardNumber, formatExpiry, type CardProblem } from './card-checks';
import { cardProblemText } from './card-labels';
import { useSandboxCardSave } from './flows';
import { SandboxTestCards } from './SandboxTestCards';

// Limits from the contract's SandboxCardInput.
const NAME_MAX = limits.SandboxCardInput.name.maxLength;
const POSTAL_CODE_MAX = limits.SandboxCardInput.postal_code.maxLength;

const checked = (check: (value: string) => CardProblem | null) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue({ code: 'custom', message: cardProblemText(problem) });
    }),
  );

// Built at mount, in the language of the moment.
const cardSchema = () =>
  z.object({
    name: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => m.api_field_required() }),
      z.maxLength(NAME_MAX, { error: () => m.api_field_too_long({ max: NAME_MAX }) }),
    ),
    number: checked(checkCardNumber),
    expiry: checked((value) => checkExpiry(value, new Date())),
    cvc: checked(checkCvc),
    postal_code: z.string().check(z.trim(), z.maxLength(POSTAL_CODE_MAX, { error: () => m.api_field_too_long({ max: POSTAL_CODE_MAX }) })),
  });

type CardValues = z.infer<ReturnType<typeof cardSchema>>;
const EMPTY: CardValues = { name: '', number: '', expiry: '', cvc: '', postal_code: '' };

export interface SandboxCardFormProps {
  /** The employer's customer, when the provider info already names one. */
  customerId: string | null;
  submitLabel: string;
  onSaved: (card: PaymentMethod) => void;
}

/** The card form of test mode: the sandbox turns the card into a payment method, which is then saved. */
export function SandboxCardForm({ customerId, submitLabel, onSaved }: SandboxCardFormProps) {
  const id = useId();
  const schema = useMemo(cardSchema, []);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const [state, send] = useSandboxCardSave(customerId, (card) => {
    reset(EMPTY);
    onSaved(card);
  });

  const { problem } = state.context;
  const { unplaced } = useServerFieldErrors(problem, setError, {
    name: 'name',
    number: 'number',
    exp_month: 'expiry',
    exp_year: 'expiry',
    cvc: 'cvc',
    postal_code: 'postal_code',
  });

  const numberField = register('number');
  const expiryField = register('expiry');
  const fieldId = (name: string) => `${id}-card-${name}`;

  return (
    <Stack gap="5">
      <SandboxTestCards />
      {state.matches('failed') && problem && unplaced ? (
        <FormProblem>{problem.message}</FormProblem>
      ) : null}
      <form noValidate aria-label={m.cards_form_label()} onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values }))}>
        <Stack gap="4">
          <LabelledField id={fieldId('name')} label={m.cards_field_name()} error={errors.name?.message}>
            {(aria) => <Input {...aria} autoComplete="cc-name" maxLength={NAME_MAX} {...register('name')} />}
          </LabelledField>
          <LabelledField id={fieldId('number')} label={m.cards_field_number()} error={errors.number?.message}>
            {(aria) => (
              <Input
                {...aria}
                autoComplete="cc-number"
                inputMode="numeric"
                fontFamily="mono"
                // 19 digits and their spaces.
                maxLength={23}
                {...numberField}
                onChange={(event) => {
                  event.target.value = formatCardNumber(event.target.value);
                  return numberField.onChange(event);
                }}
              />
            )}
          </LabelledField>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <LabelledField id={fieldId('expiry')} label={m.cards_field_expiry()} error={errors.expiry?.message}>
              {(aria) => (
                <Input
                  {...aria}
                  autoComplete="cc-exp"
                  inputMode="numeric"
                  maxLength={5}
                  {...expiryField}
                  onChange={(event) => {
                    event.target.value = formatExpiry(event.target.value, getValues('expiry'));
                    return expiryField.onChange(event);
                  }}
                />
              )}
            </LabelledField>
            <LabelledField id={fieldId('cvc')} label={m.cards_field_cvc()} hint={m.cards_cvc_hint()} error={errors.cvc?.message}>
              {(aria) => <Input {...aria} autoComplete="cc-csc" inputMode="numeric" maxLength={4} {...register('cvc')} />}
            </LabelledField>
            <LabelledField id={fieldId('postal')} label={m.cards_field_postal_code()} error={errors.postal_code?.message}>
              {(aria) => <Input {...aria} autoComplete="postal-code" maxLength={POSTAL_CODE_MAX} {...register('postal_code')} />}
            </LabelledField>
          </SimpleGrid>
          <Button type="submit" alignSelf="flex-start" loading={state.matches('submitting')}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
