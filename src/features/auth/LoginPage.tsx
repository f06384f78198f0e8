import { Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import type { ApiProblem } from '@/lib/api-problem';
import { usePageTitle } from '@/lib/use-page-title';
import type { FromState } from '@/lib/from-state';
import { CODE_INPUT, codeFormatProblem, type CodeKind } from '@/lib/two-factor-codes';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { FormProblem } from '@/ui/FormProblem';
import { PasswordField } from '@/ui/PasswordField';
import { TextField } from './fields';
import { useLogin } from './flows';
import { AuthColumn, FormIntro, Notice, useFocusWhen } from './layout';
import { ResendLinkButton } from './ResendLink';
import { returnPath } from './return-path';
import { loginSchema } from './schemas';

type LoginState = ReturnType<typeof useLogin>[0];
type SendLogin = ReturnType<typeof useLogin>[1];

const formatMessages: Record<CodeKind, () => string> = {
  app: () => m.two_factor_code_format(),
  recovery: () => m.two_factor_recovery_code_format(),
};

/**
 * The second step of a sign-in with two-factor sign-in on: a code from the app (or a recovery
 * code), then signed in as after the password. Focus goes to the code field when the step
 * appears, when the other kind of code is chosen and when a code was refused.
 */
function SecondStep({ state, send }: { state: LoginState; send: SendLogin }) {
  const { method, problem } = state.context;
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm({ defaultValues: { code: '', remember: false } });

  const rejected = state.hasTag('codeRejected');
  const busy = state.hasTag('busy') || state.matches('signedIn');
  // The alerts of the step (too many codes, offline) take focus themselves; a refused code puts it back in the field.
  const problemRef = useFocusWhen<HTMLDivElement>(rejected ? null : problem);
  useEffect(() => {
    if (rejected || !problem) setFocus('code');
  }, [method, problem, rejected, setFocus]);

  const serverError = rejected && problem ? (problem.fields?.code ?? problem.fields?.recovery_code ?? problem.message) : undefined;
  const other: CodeKind = method === 'app' ? 'recovery' : 'app';
  const switchTo = () => {
    // The other field starts empty and unflagged: what was typed was the other kind of code.
    setValue('code', '');
    clearErrors('code');
    send({ type: other === 'app' ? 'USE_APP_CODE' : 'USE_RECOVERY_CODE' });
  };

  return (
    <>
      <FormIntro title={m.auth_two_factor_title()} intro={method === 'app' ? m.auth_two_factor_intro_app() : m.auth_two_factor_intro_recovery()} />
      {state.matches({ secondStep: 'waiting' }) && problem ? (
        <FormProblem title={m.auth_two_factor_wait_heading()} ref={problemRef} tabIndex={-1}>
          {problem.message}
        </FormProblem>
      ) : null}
      {state.matches({ secondStep: 'failed' }) && problem ? (
        <FormProblem title={m.auth_login_failed_heading()} ref={problemRef} tabIndex={-1}>
          {problem.message}
        </FormProblem>
      ) : null}
      <form
        noValidate
        onSubmit={handleSubmit(({ code, remember }) => send({ type: 'VERIFY', code, rememberDevice: remember }))}
      >
        <Stack gap="5">
          <TextField
            key={method}
            id={method === 'app' ? 'login-code' : 'login-recovery-code'}
            label={method === 'app' ? m.two_factor_field_code() : m.two_factor_field_recovery_code()}
            hint={method === 'app' ? m.auth_two_factor_app_hint() : m.auth_two_factor_recovery_hint()}
            {...CODE_INPUT[method]}
            error={errors.code?.message ?? serverError}
            {...register('code', { validate: (value) => codeCheck(method, value) })}
          />
          <Checkbox id="login-remember" label={m.auth_two_factor_remember()} hint={m.auth_two_factor_remember_hint()} {...register('remember')} />
          <Button type="submit" loading={busy} loadingText={m.auth_login_submitting()} width="full">
            {m.auth_login_submit()}
          </Button>
        </Stack>
      </form>
      <HStack gap="4" justify="space-between" flexWrap="wrap">
        <Button look="link" onClick={switchTo} disabled={busy}>
          {other === 'recovery' ? m.auth_two_factor_use_recovery() : m.auth_two_factor_use_app()}
        </Button>
        <Button look="link" onClick={() => send({ type: 'BACK' })} disabled={busy}>
          {m.auth_two_factor_other_account()}
        </Button>
      </HStack>
    </>
  );
}

/** The field's message for a code that cannot be sent, or true. */
function codeCheck(kind: CodeKind, value: string): string | true {
  const why = codeFormatProblem(kind, value);
  if (why === 'missing') return m.api_field_required();
  return why === 'format' ? formatMessages[kind]() : true;
}

/** Why the password step shows a problem, and its heading; null when it shows none. */
function passwordStepProblem(state: LoginState, problem: ApiProblem | null): string | null {
  if (!problem) return null;
  if (state.matches('failed')) return m.auth_login_failed_heading();
  if (state.matches('expired')) return m.auth_two_factor_expired_heading();
  return null;
}

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
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const { problem, email } = state.context;
  const problemRef = useFocusWhen<HTMLDivElement>(problem);
  const busy = state.hasTag('busy') || state.matches('signedIn');
  const secondStep = state.hasTag('secondStep');
  // The password has done its part: coming back to this step (another account, a challenge
  // that expired) asks for it again.
  useEffect(() => {
    if (secondStep) setValue('password', '');
  }, [secondStep, setValue]);

  if (secondStep) {
    return (
      <AuthColumn>
        <SecondStep state={state} send={send} />
      </AuthColumn>
    );
  }

  const problemHeading = passwordStepProblem(state, problem);
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
      {problemHeading && problem ? (
        <FormProblem title={problemHeading} ref={problemRef} tabIndex={-1}>
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
