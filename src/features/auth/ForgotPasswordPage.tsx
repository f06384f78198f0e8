import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useCheckedForm } from '@/lib/use-checked-form';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { DevMailboxLink } from './DevMailboxLink';
import { TextField } from './fields';
import { useForgotPassword } from './flows';
import { AuthColumn, BackToLogin, FormIntro, Notice, PageHeading, useFocusWhen } from './layout';
import { emailSchema } from './schemas';

/** Asks for a reset link. The answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  const [state, send] = useForgotPassword();
  const sent = state.matches('succeeded');
  usePageTitle(sent ? m.auth_check_inbox_title() : m.auth_forgot_title());

  const { problem } = state.context;
  const { register, handleSubmit, getValues, errors, unplaced } = useCheckedForm(emailSchema, {
    defaultValues: { email: '' },
    problem,
    fields: { email: 'email' },
  });
  const headingRef = useFocusWhen<HTMLHeadingElement>(sent);
  const problemRef = useFocusWhen<HTMLDivElement>(unplaced && problem);
  const email = String(state.context.values?.email ?? getValues('email'));

  if (sent) {
    return (
      <AuthColumn>
        <PageHeading ref={headingRef}>{m.auth_check_inbox_title()}</PageHeading>
        <Notice tone="success">{m.auth_forgot_sent_body({ email })}</Notice>
        <Text color="fg.muted">{m.auth_forgot_spam()}</Text>
        <DevMailboxLink email={email} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
          <Button look="secondary" onClick={() => send({ type: 'RESET' })}>
            {m.auth_forgot_other_address()}
          </Button>
          <ChakraLink asChild color="brand.fg">
            <Link to="/login">{m.auth_back_to_login()}</Link>
          </ChakraLink>
        </Stack>
      </AuthColumn>
    );
  }

  return (
    <AuthColumn>
      <FormIntro title={m.auth_forgot_title()} intro={m.auth_forgot_intro()} />
      {state.matches('failed') && problem && unplaced ? (
        <FormProblem ref={problemRef} tabIndex={-1}>
          {problem.message}
        </FormProblem>
      ) : null}
      <form noValidate onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values }))}>
        <Stack gap="5">
          <TextField
            id="forgot-email"
            label={m.auth_field_email()}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" loading={state.matches('submitting')} width="full">
            {m.auth_forgot_submit()}
          </Button>
        </Stack>
      </form>
      <BackToLogin />
    </AuthColumn>
  );
}
