import { Box, chakra, DataList, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { useLocale, useSession } from '@/app-state/app-actors';
import type { ApiProblem } from '@/lib/api-problem';
import { CODE_INPUT, codeFormatProblem, type CodeKind } from '@/lib/two-factor-codes';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { FEW_RECOVERY_CODES, type ProblemField, type TwoFactorStatus } from '@/machines/two-factor.machine';
import { formatLongDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { noticeFrame } from '@/ui/notice-frame';
import { PasswordField } from '@/ui/PasswordField';
import { copyRecoveryCodes, downloadRecoveryCodes, useTwoFactor } from './flows';
import { QrCode } from './QrCode';

type TwoFactorState = ReturnType<typeof useTwoFactor>[0];
type SendTwoFactor = ReturnType<typeof useTwoFactor>[1];

const PASSWORD_MAX = limits.PasswordConfirmation.password.maxLength;
// The server's field names, onto each form's fields.
const PASSWORD_FIELDS = { password: 'password' } as const;
const CODE_FIELDS = { code: 'code', recovery_code: 'code' } as const;
const TURN_OFF_FIELDS = { ...PASSWORD_FIELDS, ...CODE_FIELDS };

/** The refusal with its message on the field the machine says it is about, for useServerFieldErrors to place. */
function onItsField(problem: ApiProblem | null, field: ProblemField): ApiProblem | null {
  if (!problem || !field) return problem;
  const named = field === 'password' ? problem.fields?.password : (problem.fields?.code ?? problem.fields?.recovery_code);
  return named ? problem : { ...problem, fields: { ...problem.fields, [field]: problem.message } };
}

const requiredPassword = (value: string) => value !== '' || m.api_field_required();

function codeCheck(kind: CodeKind, value: string): string | true {
  const why = codeFormatProblem(kind, value);
  if (why === 'missing') return m.api_field_required();
  if (why === 'format') return kind === 'app' ? m.two_factor_code_format() : m.two_factor_recovery_code_format();
  return true;
}

/** A key to type, in groups of four as authenticator apps show it. */
const groupedKey = (secret: string) => (secret.replace(/\s+/g, '').toUpperCase().match(/.{1,4}/g) ?? []).join(' ');

/** The password again, for turning on or for new recovery codes. `children` are the buttons, when the form holds them. */
function PasswordForm({
  id,
  problem,
  problemField,
  onSubmit,
  children,
}: {
  id: string;
  problem: ApiProblem | null;
  problemField: ProblemField;
  onSubmit: (password: string) => void;
  children?: ReactNode;
}) {
  const { register, handleSubmit, setError, setFocus, formState: { errors } } = useForm({ defaultValues: { password: '' } });
  const placed = useMemo(() => onItsField(problem, problemField), [problem, problemField]);
  const { unplaced } = useServerFieldErrors(placed, setError, PASSWORD_FIELDS);
  useEffect(() => setFocus('password'), [setFocus]);
  return (
    <form id={id} noValidate onSubmit={handleSubmit(({ password }) => onSubmit(password))}>
      <Stack gap="4" maxW="md">
        {problem && unplaced ? <FormProblem>{problem.message}</FormProblem> : null}
        <PasswordField
          id={`${id}-password`}
          label={m.account_two_factor_field_password()}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={errors.password?.message}
          {...register('password', { validate: requiredPassword })}
        />
        {children}
      </Stack>
    </form>
  );
}

/** The secret as a QR code and as a key, then the app's first code. */
function Scanning({ state, send, headingRef }: { state: TwoFactorState; send: SendTwoFactor; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { setup, problem, problemField } = state.context;
  const busy = state.hasTag('busy');
  const { register, handleSubmit, setError, formState: { errors } } = useForm({ defaultValues: { code: '' } });
  const placed = useMemo(() => onItsField(problem, problemField), [problem, problemField]);
  const { unplaced } = useServerFieldErrors(placed, setError, CODE_FIELDS);
  if (!setup) return null;
  return (
    <Stack gap="4">
      <Heading as="h3" size="md" ref={headingRef} tabIndex={-1} outline="none">
        {m.account_two_factor_scan_heading()}
      </Heading>
      <Text>{m.account_two_factor_scan_step()}</Text>
      <QrCode value={setup.otpauth_uri} label={m.account_two_factor_qr_label()} loadingLabel={m.account_two_factor_qr_loading()} />
      <Text>{m.account_two_factor_key_step()}</Text>
      <Text>
        <chakra.span fontWeight="medium">{m.account_two_factor_key_label()}: </chakra.span>
        <chakra.code fontFamily="mono" fontSize="lg" letterSpacing="wide" wordBreak="break-word">
          {groupedKey(setup.secret)}
        </chakra.code>
      </Text>
      <Text>{m.account_two_factor_code_step()}</Text>
      {problem && unplaced ? <FormProblem>{problem.message}</FormProblem> : null}
      <form noValidate onSubmit={handleSubmit(({ code }) => send({ type: 'SUBMIT_CODE', code }))}>
        <Stack gap="4" maxW="md">
          <LabelledField id="two-factor-code" label={m.two_factor_field_code()} error={errors.code?.message}>
            {(control) => (
              <Input {...control} {...CODE_INPUT.app} {...register('code', { validate: (value) => codeCheck('app', value) })} />
            )}
          </LabelledField>
          <HStack gap="3">
            <Button type="submit" loading={busy}>
              {m.account_two_factor_enable()}
            </Button>
            <Button look="secondary" onClick={() => send({ type: 'CANCEL' })} disabled={busy}>
              {m.ui_cancel()}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}

type Copied = 'idle' | 'copied' | 'failed';

/** The ten codes, shown once: copied, downloaded, then "I have saved them". */
function RecoveryCodes({ codes, onSaved, headingRef }: { codes: string[]; onSaved: () => void; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const [copied, setCopied] = useState<Copied>('idle');
  return (
    <Stack gap="4">
      <Heading as="h3" size="md" ref={headingRef} tabIndex={-1} outline="none">
        {m.account_two_factor_codes_heading()}
      </Heading>
      <Text>{m.account_two_factor_codes_intro()}</Text>
      <Box
        as="ol"
        aria-label={m.account_two_factor_codes_label()}
        listStyleType="none"
        ps="0"
        m="0"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, max-content)' }}
        columnGap="8"
        rowGap="1"
        fontFamily="mono"
        fontSize="lg"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <HStack gap="3" flexWrap="wrap">
        <Button look="secondary" onClick={() => void copyRecoveryCodes(codes).then((done) => setCopied(done ? 'copied' : 'failed'))}>
          {m.account_two_factor_copy()}
        </Button>
        <Button look="secondary" onClick={() => downloadRecoveryCodes(codes)}>
          {m.account_two_factor_download()}
        </Button>
      </HStack>
      <div role="status">
        {copied === 'copied' ? <Text color="fg.success">{m.account_two_factor_copied()}</Text> : null}
        {copied === 'failed' ? <Text>{m.account_two_factor_copy_failed()}</Text> : null}
      </div>
      <Button alignSelf="flex-start" onClick={onSaved}>
        {m.account_two_factor_saved()}
      </Button>
    </Stack>
  );
}

/** On: since when, what is left, and what can be done. */
function Status({ status, send }: { status: TwoFactorStatus; send: SendTwoFactor }) {
  const locale = useLocale();
  // Administrators work only with a second step (server/http/operation-access.ts): say what turning it off costs.
  const admin = useSession().user?.role === 'admin';
  const few = status.recovery_codes_left <= FEW_RECOVERY_CODES;
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        <DataList.Item>
          <DataList.ItemLabel color="fg.muted" minW="44">
            {m.account_two_factor_status_label()}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {status.enabled_at ? m.account_two_factor_on_since({ date: formatLongDate(status.enabled_at, locale) }) : m.account_two_factor_on()}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel color="fg.muted" minW="44">
            {m.account_two_factor_codes_left_label()}
          </DataList.ItemLabel>
          <DataList.ItemValue>{status.recovery_codes_left}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel color="fg.muted" minW="44">
            {m.account_two_factor_devices_label()}
          </DataList.ItemLabel>
          <DataList.ItemValue>{status.remembered_devices}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {few ? (
        <Box {...noticeFrame} bg="bg.warning" borderColor="orange.700">
          <Text fontWeight="semibold">{m.account_two_factor_few_codes_title()}</Text>
          <Text>{m.account_two_factor_few_codes_body()}</Text>
        </Box>
      ) : null}
      <HStack gap="3" flexWrap="wrap">
        <Button look={few ? 'primary' : 'secondary'} onClick={() => send({ type: 'RENEW' })}>
          {m.account_two_factor_renew()}
        </Button>
        {status.remembered_devices > 0 ? (
          <Button look="secondary" onClick={() => send({ type: 'FORGET_DEVICES' })}>
            {m.account_two_factor_forget()}
          </Button>
        ) : null}
        <Button look="secondary" onClick={() => send({ type: 'TURN_OFF' })}>
          {m.account_two_factor_turn_off()}
        </Button>
      </HStack>
      {admin ? <Text color="fg.muted">{m.account_two_factor_admin_keeps()}</Text> : null}
    </Stack>
  );
}

/** Turning off: the password and a code from the app, or a recovery code when the phone is gone. */
function TurnOffForm({ state, send }: { state: TwoFactorState; send: SendTwoFactor }) {
  const { method, problem, problemField } = state.context;
  const busy = state.hasTag('busy');
  const { register, handleSubmit, setError, setValue, clearErrors, formState: { errors } } = useForm({ defaultValues: { password: '', code: '' } });
  const placed = useMemo(() => onItsField(problem, problemField), [problem, problemField]);
  const { unplaced } = useServerFieldErrors(placed, setError, TURN_OFF_FIELDS);
  const other: CodeKind = method === 'app' ? 'recovery' : 'app';
  const codeField =
    method === 'app' ? { id: 'turn-off-code', label: m.two_factor_field_code() } : { id: 'turn-off-recovery-code', label: m.two_factor_field_recovery_code() };
  return (
    <form id="turn-off-form" noValidate onSubmit={handleSubmit(({ password, code }) => send({ type: 'SUBMIT_TURN_OFF', password, code }))}>
      <Stack gap="4">
        <Text>{m.account_two_factor_turn_off_body()}</Text>
        {problem && unplaced ? <FormProblem>{problem.message}</FormProblem> : null}
        <PasswordField
          id="turn-off-password"
          label={m.account_two_factor_field_password()}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={errors.password?.message}
          {...register('password', { validate: requiredPassword })}
        />
        <LabelledField key={method} id={codeField.id} label={codeField.label} error={errors.code?.message}>
          {(control) => (
            <Input {...control} {...CODE_INPUT[method]} {...register('code', { validate: (value) => codeCheck(method, value) })} />
          )}
        </LabelledField>
        <Button
          look="link"
          alignSelf="flex-start"
          disabled={busy}
          onClick={() => {
            setValue('code', '');
            clearErrors('code');
            send({ type: other === 'app' ? 'USE_APP_CODE' : 'USE_RECOVERY_CODE' });
          }}
        >
          {other === 'recovery' ? m.account_two_factor_use_recovery() : m.account_two_factor_use_app()}
        </Button>
      </Stack>
    </form>
  );
}

/** /settings/security's two-factor sign-in: off, turning on, on; every step is a state of twoFactorMachine. */
export function TwoFactorSection() {
  const [state, send] = useTwoFactor();
  const { status, problem, problemField, recoveryCodes } = state.context;
  const busy = state.hasTag('busy');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);

  // A new step says so: focus goes to its heading (the password step focuses its field itself).
  const scanning = state.matches({ off: 'scanning' }) || state.matches({ off: 'enabling' });
  const step = scanning ? 'scan' : state.matches({ on: 'showingCodes' }) ? 'codes' : null;
  useEffect(() => {
    if (step) stepHeadingRef.current?.focus();
  }, [step]);
  // Back to the section (cancelled, or the codes saved): the button pressed is gone, so focus goes to the heading.
  const backToSection = (event: { type: 'CANCEL' } | { type: 'SAVED' }) => {
    send(event);
    headingRef.current?.focus();
  };

  let body: ReactNode;
  if (state.hasTag('loading')) {
    body = <LoadingSpinner label={m.account_two_factor_loading()} />;
  } else if (state.matches('loadFailed')) {
    body = <LoadProblem error={problem} what={m.account_two_factor_load_error()} retryLabel={m.account_try_again()} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (state.matches({ off: 'idle' })) {
    body = (
      <Stack gap="3" align="flex-start">
        <Text>{m.account_two_factor_off()}</Text>
        <Button onClick={() => send({ type: 'START' })}>{m.account_two_factor_turn_on()}</Button>
      </Stack>
    );
  } else if (state.matches({ off: 'askingPassword' }) || state.matches({ off: 'settingUp' })) {
    body = (
      <Stack gap="3">
        <Text>{m.account_two_factor_password_intro()}</Text>
        <PasswordForm id="two-factor-setup" problem={problem} problemField={problemField} onSubmit={(password) => send({ type: 'SUBMIT_PASSWORD', password })}>
          <HStack gap="3">
            <Button type="submit" loading={busy}>
              {m.account_two_factor_continue()}
            </Button>
            <Button look="secondary" onClick={() => backToSection({ type: 'CANCEL' })} disabled={busy}>
              {m.ui_cancel()}
            </Button>
          </HStack>
        </PasswordForm>
      </Stack>
    );
  } else if (scanning) {
    body = <Scanning state={state} send={(event) => (event.type === 'CANCEL' ? backToSection(event) : send(event))} headingRef={stepHeadingRef} />;
  } else if (state.matches({ on: 'showingCodes' }) && recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onSaved={() => backToSection({ type: 'SAVED' })} headingRef={stepHeadingRef} />;
  } else if (status) {
    body = <Status status={status} send={send} />;
  }

  const renewing = state.matches({ on: 'renewAsking' }) || state.matches({ on: 'renewing' });
  const turningOff = state.matches({ on: 'turnOffAsking' }) || state.matches({ on: 'turningOff' });
  const forgetting = state.matches({ on: 'forgetConfirming' }) || state.matches({ on: 'forgetting' });

  return (
    <Stack as="section" aria-labelledby="two-factor-heading" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Stack gap="1">
        <Heading as="h2" id="two-factor-heading" size="lg" ref={headingRef} tabIndex={-1} outline="none">
          {m.account_two_factor_heading()}
        </Heading>
        <Text color="fg.muted">{m.account_two_factor_intro()}</Text>
      </Stack>
      {body}
      <ConfirmAction
        open={renewing}
        title={m.account_two_factor_renew_title()}
        confirmLabel={m.account_two_factor_renew_confirm()}
        confirmLook="primary"
        formId="renew-codes-form"
        onCancel={() => send({ type: 'CANCEL' })}
        busy={busy}
        size="sm"
        // On success the codes replace the status, and the button that opened the dialog with it.
        finalFocusEl={() => stepHeadingRef.current}
      >
        <Text>{m.account_two_factor_renew_body()}</Text>
        <PasswordForm id="renew-codes-form" problem={problem} problemField={problemField} onSubmit={(password) => send({ type: 'SUBMIT_PASSWORD', password })} />
      </ConfirmAction>
      <ConfirmAction
        open={turningOff}
        title={m.account_two_factor_turn_off_title()}
        confirmLabel={m.account_two_factor_turn_off()}
        formId="turn-off-form"
        onCancel={() => send({ type: 'CANCEL' })}
        busy={busy}
        size="sm"
        finalFocusEl={() => (state.matches('on') ? null : headingRef.current)}
      >
        <TurnOffForm state={state} send={send} />
      </ConfirmAction>
      <ConfirmAction
        open={forgetting}
        title={m.account_two_factor_forget_title()}
        confirmLabel={m.account_two_factor_forget_confirm()}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
        busy={busy}
        problem={forgetting ? problem?.message : null}
        size="sm"
      >
        <Text>{m.account_two_factor_forget_body()}</Text>
      </ConfirmAction>
    </Stack>
  );
}
