import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import type { FromState } from '@/lib/from-state';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { PasswordField } from '@/ui/PasswordField';
import { TextField } from './fields';
import { useLogin } from './flows';
import { AuthColumn, FormIntro, Notice, useFocusWhen } from './layout';
import { ResendLinkButton } from './ResendLink';
import { returnPath } from './return-path';
import { loginSchema } from './schemas';

export default function LoginPage() {
  usePageTitle(m.auth_login_title());
  const session = useSession();
  const location = useLocation();
  const target = returnPath((location.state as FromState | null)?.from);

  const [state, send] = useLogin(target);

  const schema = useMemo(loginSchema, []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const { problem, email } = state.context;
  const problemRef = useFocusWhen<HTMLDivElement>(problem);
  const busy = state.matches('submitting') || state.matches('signedIn');

  return (
    <AuthColumn>
      <FormIntro title={m.auth_login_title()} intro={m.auth_login_intro()} />

      <div role="status">{session.expired ? <Notice tone="info">{m.auth_login_expired()}</Notice> : null}</div>

      {state.matches('unverified') && problem ? (
        // The offer sits beside the alert, not in it, so its own feedback is not read as part of the alert.
        <Stack gap="3">
          <FormProblem title={m.auth_login_unverified_heading()} ref={problemRef} tabIndex={-1}>
            {problem.message}
          </FormProblem>
          <ResendLinkButton email={email} label={m.auth_resend_button()} />
        </Stack>
      ) : null}
      {state.matches('failed') && problem ? (
        <FormProblem title={m.auth_login_failed_heading()} ref={problemRef} tabIndex={-1}>
          {problem.message}
        </FormProblem>
      ) : null}

      <form noValidate onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', ...values }))}>
        <Stack gap="5">
          <TextField
            id="login-email"
            label={m.auth_field_email()}
            type="email"
            autoComplete="username"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            id="login-password"
            label={m.auth_field_password()}
            autoComplete="current-password"
            error={errors.password?.message}
            labelAside={
              <ChakraLink asChild textStyle="sm" color="brand.fg">
                <Link to="/forgot-password">{m.auth_login_forgot()}</Link>
              </ChakraLink>
            }
            {...register('password')}
          />
          <Button type="submit" loading={busy} loadingText={m.auth_login_submitting()} width="full">
            {m.auth_login_submit()}
          </Button>
        </Stack>
      </form>

      <Text>
        {m.auth_login_no_account()}{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="semibold">
          <Link to="/signup">{m.auth_login_signup()}</Link>
        </ChakraLink>
      </Text>
    </AuthColumn>
  );
}
