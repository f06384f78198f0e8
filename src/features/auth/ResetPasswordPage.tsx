import { Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useCheckedForm } from '@/lib/use-checked-form';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { PasswordField } from '@/ui/PasswordField';
import { useResetPassword } from './flows';
import { AuthColumn, BackToLogin, FormIntro, Notice, PageHeading, useFocusWhen } from './layout';
import { resetPasswordSchema } from './schemas';

function LinkProblem({ title, body }: { title: string; body: string }) {
  usePageTitle(title);
  const headingRef = useFocusWhen<HTMLHeadingElement>(true);
  return (
    <AuthColumn>
      <PageHeading ref={headingRef}>{title}</PageHeading>
      <Text>{body}</Text>
      <Button asChild alignSelf="flex-start">
        <Link to="/forgot-password">{m.auth_reset_request_new()}</Link>
      </Button>
    </AuthColumn>
  );
}

function Done() {
  usePageTitle(m.auth_reset_done_title());
  const headingRef = useFocusWhen<HTMLHeadingElement>(true);
  return (
    <AuthColumn>
      <PageHeading ref={headingRef}>{m.auth_reset_done_title()}</PageHeading>
      <Notice tone="success">{m.auth_reset_done_body()}</Notice>
      <Button asChild alignSelf="flex-start">
        <Link to="/login">{m.auth_sign_in_link()}</Link>
      </Button>
    </AuthColumn>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [state, send] = useResetPassword();
  usePageTitle(m.auth_reset_title());

  const { problem } = state.context;
  const { register, handleSubmit, errors, unplaced } = useCheckedForm(resetPasswordSchema, {
    defaultValues: { password: '', confirm: '' },
    problem,
    fields: { password: 'password' },
  });
  const problemRef = useFocusWhen<HTMLDivElement>(unplaced && problem);

  if (state.matches('succeeded')) return <Done />;
  if (state.matches('failed') && problem?.code === 'TOKEN_INVALID') {
    return <LinkProblem title={m.auth_link_invalid_title()} body={m.auth_reset_invalid_body()} />;
  }

  return (
    <AuthColumn>
      <FormIntro title={m.auth_reset_title()} intro={m.auth_reset_intro()} />
      {state.matches('failed') && problem && unplaced ? (
        <FormProblem ref={problemRef} tabIndex={-1}>
          {problem.message}
        </FormProblem>
      ) : null}
      <form
        noValidate
        onSubmit={handleSubmit(({ password }) => send({ type: 'SUBMIT', values: { token, password } }))}
      >
        <Stack gap="5">
          <PasswordField
            id="reset-password"
            label={m.auth_field_new_password()}
            autoComplete="new-password"
            hint={m.auth_password_hint()}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            id="reset-confirm"
            label={m.auth_field_confirm_password()}
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <Button type="submit" loading={state.matches('submitting')} width="full">
            {m.auth_reset_submit()}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </AuthColumn>
  );
}

/** /reset-password?token=… — the link from the reset e-mail. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) return <LinkProblem title={m.auth_reset_missing_title()} body={m.auth_reset_missing_body()} />;
  return <ResetPasswordForm key={token} token={token} />;
}
