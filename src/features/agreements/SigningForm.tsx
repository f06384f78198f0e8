import { Box, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import type { AgreementDocument, SigningIssue } from '@/machines/agreement-signing.machine';
import type { AgreementKind } from '@/shared/agreements';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { useAgreementSigning } from './flows';
import { SignedCopy } from './SignedCopy';

const ISSUE_TEXT: Record<SigningIssue, (name: string) => string> = {
  nameMissing: () => m.agr_name_missing(),
  nameMismatch: (name) => m.agr_api_field_name_mismatch({ name }),
  notAgreed: () => m.agr_agree_missing(),
};

/**
 * The signature under an agreement not signed yet: the full legal name as on the account, the box
 * "I have read and agree", and the button; once signed, the signed copy's record.
 */
export function SigningForm({ kind, document }: { kind: AgreementKind; document: AgreementDocument }) {
  const { state, send, readAgain } = useAgreementSigning(kind, document);
  const { context } = state;
  if (state.matches('signed') && context.signature) return <SignedCopy signature={context.signature} />;

  const busy = state.hasTag('busy');
  const name = document.name_on_account;
  const shown = state.matches({ reading: 'invalid' }) ? context.issues : [];
  const nameIssue = shown.find((issue) => issue !== 'notAgreed');
  const serverFields = state.matches('failed') ? (context.problem?.fields ?? {}) : {};
  const agreeError = shown.includes('notAgreed') ? ISSUE_TEXT.notAgreed(name) : serverFields.agreed;
  return (
    <Box as="section" aria-labelledby="agreement-sign-title" p="5" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SIGN' });
        }}
      >
        <Stack gap="4">
          <Heading as="h2" id="agreement-sign-title" size="lg">
            {m.agr_sign_title()}
          </Heading>
          <LabelledField
            id="agreement-full-name"
            label={m.agr_name_label()}
            hint={m.agr_name_hint({ name })}
            error={nameIssue ? ISSUE_TEXT[nameIssue](name) : serverFields.full_name}
          >
            {(field) => (
              <Input
                {...field}
                autoComplete="name"
                maxW="md"
                value={context.fullName}
                disabled={busy}
                onChange={(event) => send({ type: 'TYPE_NAME', fullName: event.currentTarget.value })}
              />
            )}
          </LabelledField>
          <Stack gap="1">
            <Checkbox
              id="agreement-agreed"
              label={m.agr_agree_label()}
              checked={context.agreed}
              disabled={busy}
              aria-invalid={agreeError ? true : undefined}
              aria-describedby={agreeError ? 'agreement-agreed-error' : undefined}
              onChange={(event) => send({ type: 'SET_AGREED', agreed: event.currentTarget.checked })}
            />
            {agreeError ? (
              <Text id="agreement-agreed-error" color="fg.error" textStyle="sm">
                {agreeError}
              </Text>
            ) : null}
          </Stack>
          {state.matches('failed') && context.problem && !context.problem.fields ? (
            <FormProblem title={m.agr_sign_problem()}>{context.problem.message}</FormProblem>
          ) : null}
          <HStack gap="3" wrap="wrap">
            {state.hasTag('textChanged') ? (
              <Button look="primary" onClick={readAgain}>
                {m.agr_read_again()}
              </Button>
            ) : state.hasTag('canRetry') ? (
              <Button look="primary" onClick={() => send({ type: 'RETRY' })}>
                {m.agr_try_again()}
              </Button>
            ) : (
              <Button type="submit" look="primary" loading={busy} loadingText={m.agr_signing()}>
                {m.agr_sign()}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
