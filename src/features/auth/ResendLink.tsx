import { Box, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { Button, type ButtonLook } from '@/ui/Button';
import { TextField } from './fields';
import { useResendLink } from './flows';
import { emailSchema } from './schemas';

type ResendSnapshot = ReturnType<typeof useResendLink>[0];

/** What happened, in a live region that is in the page before anything is said in it. */
function ResendFeedback({ state, sentMessage }: { state: ResendSnapshot; sentMessage: (email: string) => string }) {
  const email = String(state.context.values?.email ?? '');
  return (
    <>
      <Box role="status" aria-live="polite">
        {state.matches('succeeded') ? (
          <Stack gap="1">
            <Text>{sentMessage(email)}</Text>
            {state.matches({ succeeded: 'coolingDown' }) ? (
              <Text textStyle="sm" color="fg.muted">
                {m.auth_resend_wait()}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Box>
      {state.matches('failed') && state.context.problem ? (
        <Text role="alert" color="fg.error">
          {state.context.problem.message}
        </Text>
      ) : null}
    </>
  );
}

export interface ResendLinkButtonProps {
  email: string;
  label: string;
  look?: ButtonLook;
}

/** "Send a new link" for an address the page already knows; locked for a while after each send. */
export function ResendLinkButton({ email, label, look = 'secondary' }: ResendLinkButtonProps) {
  const [state, send] = useResendLink();
  return (
    <Stack gap="3" align="flex-start">
      <Button
        look={look}
        loading={state.matches('submitting')}
        loadingText={m.auth_resend_sending()}
        disabled={state.matches({ succeeded: 'coolingDown' })}
        onClick={() => send({ type: 'SUBMIT', values: { email } })}
      >
        {label}
      </Button>
      <ResendFeedback state={state} sentMessage={(to) => m.auth_resend_sent({ email: to })} />
    </Stack>
  );
}

/**
 * Asks for the address, then sends a new link. The server answers the same
 * whether or not the address has an account, and so does this form.
 */
export function ResendLinkForm({ defaultEmail = '', idPrefix }: { defaultEmail?: string; idPrefix: string }) {
  const [state, send] = useResendLink();
  const schema = useMemo(emailSchema, []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });
  return (
    <form noValidate onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values }))}>
      <Stack gap="4">
        <TextField
          id={`${idPrefix}-email`}
          label={m.auth_field_email()}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button
          type="submit"
          alignSelf="flex-start"
          loading={state.matches('submitting')}
          loadingText={m.auth_resend_sending()}
          disabled={state.matches({ succeeded: 'coolingDown' })}
        >
          {m.auth_resend_button()}
        </Button>
        <ResendFeedback state={state} sentMessage={(to) => m.auth_resend_sent_if_exists({ email: to })} />
      </Stack>
    </form>
  );
}
