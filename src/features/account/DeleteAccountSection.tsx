import { Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { formatLongDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { noticeFrame } from '@/ui/notice-frame';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useAccountDeletion } from './flows';

/** What deleting keeps and removes, in the words of docs/product.md ("Deleting an account"). */
function WhatHappens() {
  return (
    <Stack gap="3">
      <Text>{m.account_deletion_intro()}</Text>
      <Text>{m.account_deletion_removed()}</Text>
      <Heading as="h3" size="md">
        {m.account_deletion_kept_heading()}
      </Heading>
      <Text>{m.account_deletion_kept_intro()}</Text>
      <List.Root ps="5" gap="1">
        <List.Item>{m.account_deletion_kept_invoices()}</List.Item>
        <List.Item>{m.account_deletion_kept_contracts()}</List.Item>
        <List.Item>{m.account_deletion_kept_agreements()}</List.Item>
        <List.Item>{m.account_deletion_kept_record()}</List.Item>
      </List.Root>
    </Stack>
  );
}

/** The end of /settings: deleting the account, and while it is scheduled, the date and the way back. */
export function DeleteAccountSection() {
  const [state, send] = useAccountDeletion();
  const locale = useLocale();
  const admin = useSession().user?.role === 'admin';
  const { deletion, problem, reasons } = state.context;
  const scheduled = state.matches('scheduled') || state.matches('cancelling') || state.matches('cancelFailed');
  // Asking for the deletion, or keeping the account, removes the button that was pressed (and the
  // dialog gives focus back to a button no longer there): the section's heading takes it, so the
  // keyboard carries on from here and a screen reader reads the new state.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasScheduled = useRef<boolean | null>(null);
  useEffect(() => {
    if (state.hasTag('loading')) return;
    const changed = wasScheduled.current !== null && wasScheduled.current !== scheduled;
    wasScheduled.current = scheduled;
    if (!changed) return;
    const frame = requestAnimationFrame(() => headingRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [scheduled, state]);
  return (
    <Stack as="section" aria-labelledby="account-deletion" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Heading as="h2" id="account-deletion" size="lg" ref={headingRef} tabIndex={-1} _focusVisible={{ layerStyle: 'focusRing' }}>
        {m.account_deletion_heading()}
      </Heading>
      {state.hasTag('loading') ? <LoadingSpinner /> : null}
      {state.matches('loadFailed') ? (
        <LoadProblem error={problem} what={m.account_deletion_load_failed()} retryLabel={m.account_deletion_retry()} onRetry={() => send({ type: 'RETRY' })} />
      ) : null}
      {scheduled && deletion?.deletes_at ? (
        <Box role="status" {...noticeFrame} bg="bg.warning" borderColor="orange.700">
          <Stack gap="3">
            <Text fontWeight="semibold">{m.account_deletion_scheduled_title({ date: formatLongDate(deletion.deletes_at, locale) })}</Text>
            <Text>{m.account_deletion_scheduled_body()}</Text>
            {state.matches('cancelFailed') ? (
              <LoadProblem error={problem} what={m.account_deletion_keep_failed()} retryLabel={m.account_deletion_retry()} onRetry={() => send({ type: 'RETRY' })} />
            ) : null}
            <Box>
              <Button onClick={() => send({ type: 'KEEP' })} loading={state.matches('cancelling')} disabled={state.matches('cancelFailed')}>
                {m.account_deletion_keep()}
              </Button>
            </Box>
          </Stack>
        </Box>
      ) : null}
      <WhatHappens />
      {state.matches('refused') && problem ? (
        <FormProblem>
          <Stack gap="2">
            <Text>{problem.message}</Text>
            <List.Root ps="5" gap="1">
              {reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List.Root>
            <HStack>
              <Button look="secondary" size="sm" onClick={() => send({ type: 'CLOSE' })}>
                {m.ui_close()}
              </Button>
            </HStack>
          </Stack>
        </FormProblem>
      ) : null}
      {admin ? <Text color="fg.muted">{m.account_deletion_admin()}</Text> : null}
      {!admin && !scheduled && !state.hasTag('loading') && !state.matches('loadFailed') ? (
        <Box>
          <Button look="danger" onClick={() => send({ type: 'DELETE' })}>
            {m.account_deletion_start()}
          </Button>
        </Box>
      ) : null}
      <DeleteAccountDialog
        open={state.hasTag('dialog')}
        busy={state.hasTag('busy')}
        problem={state.matches('confirming') ? problem : null}
        onSubmit={(password) => send({ type: 'SUBMIT', password })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
    </Stack>
  );
}
