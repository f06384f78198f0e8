import { Badge, Box, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { useLocale } from '@/app-state/app-actors';
import type { User } from '@/machines/session.machine';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { formatDateTime } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { noticeFrame } from '@/ui/notice-frame';
import { PasswordField } from '@/ui/PasswordField';
import { useEmailChange } from './flows';

type SendEmailChange = ReturnType<typeof useEmailChange>[1];
const MAX = limits.EmailChangeRequest;

const emailChangeSchema = () =>
  z.object({
    new_email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, { error: () => m.api_field_required() }), z.maxLength(MAX.new_email.maxLength, { error: () => m.api_field_too_long({ max: MAX.new_email.maxLength }) })),
      z.email({ error: () => m.api_field_email() }),
    ),
    password: z.string().check(z.minLength(1, { error: () => m.api_field_required() }), z.maxLength(MAX.password.maxLength, { error: () => m.api_field_too_long({ max: MAX.password.maxLength }) })),
  });

function EmailChangeForm({ problem, busy, send }: { problem: ReturnType<typeof useEmailChange>[0]['context']['problem']; busy: boolean; send: SendEmailChange }) {
  const schema = useMemo(emailChangeSchema, []);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { new_email: '', password: '' } });
  // Opened by a button that is now gone: the first field takes the focus.
  useEffect(() => setFocus('new_email'), [setFocus]);
  const { unplaced } = useServerFieldErrors(problem, setError, { new_email: 'new_email', password: 'password' });
  return (
    <form noValidate onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values }))}>
      <Stack gap="5" maxW="md">
        {problem && unplaced ? <FormProblem>{problem.message}</FormProblem> : null}
        <LabelledField id="email-change-new" label={m.account_email_new()} hint={m.account_email_new_hint()} error={errors.new_email?.message}>
          {(control) => <Input {...control} {...register('new_email')} type="email" autoComplete="email" maxLength={MAX.new_email.maxLength} />}
        </LabelledField>
        <PasswordField
          id="email-change-password"
          label={m.account_field_current_password()}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" loading={busy}>
            {m.account_email_send_link()}
          </Button>
          <Button look="secondary" disabled={busy} onClick={() => send({ type: 'CANCEL' })}>
            {m.ui_cancel()}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The account's address, and moving it to another one: a link to the new address, opened signed in. */
export function EmailChangeSection({ user }: { user: User }) {
  const locale = useLocale();
  const [state, send] = useEmailChange();
  const { started, problem } = state.context;
  const formOpen = state.matches('editing') || state.matches('requesting');
  // Sent or cancelled, the form (and the button pressed) is gone: the section's heading takes the focus.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(formOpen);
  useEffect(() => {
    if (wasOpen.current && !formOpen) headingRef.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);
  return (
    <Stack as="section" aria-labelledby="account-email" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Heading as="h2" id="account-email" size="lg" ref={headingRef} tabIndex={-1} _focusVisible={{ layerStyle: 'focusRing' }}>
        {m.account_field_email()}
      </Heading>
      <HStack gap="2" wrap="wrap">
        <Text as="span" wordBreak="break-all">
          {user.email}
        </Text>
        <Badge colorPalette={user.email_verified ? 'green' : 'orange'} variant="subtle">
          {user.email_verified ? m.account_email_confirmed() : m.account_email_unconfirmed()}
        </Badge>
      </HStack>
      {state.matches('sent') && started ? (
        <Box {...noticeFrame} bg="bg.success" borderColor="green.700" role="status">
          <Text fontWeight="semibold">{m.account_email_sent_title({ email: started.new_email })}</Text>
          <Text>{m.account_email_sent_body({ email: user.email, until: formatDateTime(started.expires_at, locale) })}</Text>
        </Box>
      ) : null}
      {formOpen ? (
        <EmailChangeForm problem={problem} busy={state.hasTag('busy')} send={send} />
      ) : (
        <Box>
          <Button look="secondary" onClick={() => send({ type: 'OPEN' })}>
            {state.matches('sent') ? m.account_email_other() : m.account_email_change()}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
