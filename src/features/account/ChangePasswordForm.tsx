import { Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { PasswordField } from '@/ui/PasswordField';
import { useChangePassword } from './flows';

const PASSWORD_MIN = limits.ChangePasswordRequest.new_password.minLength;
const PASSWORD_MAX = limits.ChangePasswordRequest.new_password.maxLength;

// Limits from the contract's ChangePasswordRequest; built at mount, in the language of the moment.
const changePasswordSchema = () => {
  const required = () => m.api_field_required();
  const tooLong = () => m.api_field_too_long({ max: PASSWORD_MAX });
  return z
    .object({
      current_password: z.string().check(z.minLength(1, { error: required }), z.maxLength(PASSWORD_MAX, { error: tooLong })),
      new_password: z.string().check(
        z.minLength(1, { error: required }),
        z.minLength(PASSWORD_MIN, { error: () => m.api_field_too_short({ min: PASSWORD_MIN }) }),
        z.maxLength(PASSWORD_MAX, { error: tooLong }),
      ),
      confirm: z.string().check(z.minLength(1, { error: required })),
    })
    .check(z.refine((v) => v.new_password === v.confirm, { path: ['confirm'], error: () => m.auth_password_mismatch() }));
};

const EMPTY = { current_password: '', new_password: '', confirm: '' };

/** Change the password; the server signs out every other session. */
export function ChangePasswordForm() {
  const schema = useMemo(changePasswordSchema, []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const [state, send] = useChangePassword(() => reset(EMPTY));

  const { problem } = state.context;
  const { unplaced } = useServerFieldErrors(problem, setError, {
    current_password: 'current_password',
    new_password: 'new_password',
  });

  return (
    <Stack as="section" aria-labelledby="change-password" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Stack gap="1">
        <Heading as="h2" id="change-password" size="lg">
          {m.account_password_heading()}
        </Heading>
        <Text color="fg.muted">{m.account_password_intro()}</Text>
      </Stack>
      {state.matches('failed') && problem && unplaced ? (
        <FormProblem>{problem.message}</FormProblem>
      ) : null}
      <form
        noValidate
        onSubmit={handleSubmit(({ current_password, new_password }) =>
          send({ type: 'SUBMIT', values: { current_password, new_password } }),
        )}
      >
        <Stack gap="5" maxW="md">
          <PasswordField
            id="current-password"
            label={m.account_field_current_password()}
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <PasswordField
            id="new-password"
            label={m.auth_field_new_password()}
            autoComplete="new-password"
            hint={m.auth_password_hint()}
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <PasswordField
            id="confirm-password"
            label={m.auth_field_confirm_password()}
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <Button type="submit" alignSelf="flex-start" loading={state.matches('submitting')}>
            {m.account_password_submit()}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
