import { Badge, Box, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import type { SessionInfo } from '@/machines/end-session.machine';
import type { Locale } from '@/shared/languages';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { Modal } from '@/ui/Modal';
import { formatDateTime } from '@/shared/format';
import { useSessions } from './api';
import { describeDevice } from './device';
import { useEndSession } from './flows';

function When({ iso, locale }: { iso: string; locale: Locale }) {
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

function SessionCard({ session, locale, onSignOut }: { session: SessionInfo; locale: Locale; onSignOut: () => void }) {
  const device = describeDevice(session.user_agent);
  const headingId = `session-${session.id}`;
  return (
    <Box as="li" listStyleType="none" p="4" borderWidth="1px" borderRadius="md" bg={session.current ? 'brand.subtle' : 'bg'} aria-labelledby={headingId}>
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" id={headingId} size="md">
              {device}
            </Heading>
            {session.current ? (
              <Badge colorPalette="brand" variant="solid">
                {m.account_session_this_device()}
              </Badge>
            ) : null}
          </HStack>
          <Button look="secondary" size="sm" onClick={onSignOut} aria-label={m.account_session_sign_out_named({ device })}>
            {m.account_session_sign_out()}
          </Button>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted" minW="32">
              {m.account_session_ip()}
            </DataList.ItemLabel>
            <DataList.ItemValue>{session.ip_address ?? m.account_session_unknown()}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted" minW="32">
              {m.account_session_signed_in_at()}
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <When iso={session.created_at} locale={locale} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted" minW="32">
              {m.account_session_last_active()}
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <When iso={session.last_seen_at} locale={locale} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Stack>
    </Box>
  );
}

/** Every device signed in to the account, this one first; each can be signed out after a confirmation. */
export function SessionsList() {
  const locale = useLocale();
  const sessions = useSessions();

  const [state, send] = useEndSession();

  const picked = state.context.session;
  const dialogOpen = state.matches('confirming') || state.matches('ending');
  const pickedDevice = picked ? describeDevice(picked.user_agent) : '';

  let body;
  if (sessions.isPending) {
    body = <LoadingSpinner label={m.account_sessions_loading()} />;
  } else if (sessions.isError) {
    body = (
      <Stack gap="3" align="flex-start">
        <Text role="alert" color="fg.error">
          {m.account_sessions_error()}
        </Text>
        <Button look="secondary" onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
          {m.account_try_again()}
        </Button>
      </Stack>
    );
  } else if (sessions.data.sessions.length === 0) {
    body = <Text>{m.account_sessions_empty()}</Text>;
  } else {
    const list = [...sessions.data.sessions].sort((a, b) => Number(b.current) - Number(a.current));
    body = (
      <Stack as="ul" gap="3" ps="0" m="0">
        {list.map((session) => (
          <SessionCard key={session.id} session={session} locale={locale} onSignOut={() => send({ type: 'REQUEST', session })} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby="sessions-heading" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Stack gap="1">
        <Heading as="h2" id="sessions-heading" size="lg">
          {m.account_sessions_heading()}
        </Heading>
        <Text color="fg.muted">{m.account_sessions_intro()}</Text>
      </Stack>
      {body}
      <Modal
        open={dialogOpen}
        onClose={() => send({ type: 'CANCEL' })}
        size="sm"
        title={picked?.current ? m.account_confirm_end_current_title() : m.account_confirm_end_title()}
        footer={
          <HStack gap="3">
            <Button look="secondary" onClick={() => send({ type: 'CANCEL' })} disabled={state.matches('ending')}>
              {m.ui_cancel()}
            </Button>
            <Button look="danger" loading={state.matches('ending')} onClick={() => send({ type: 'CONFIRM' })}>
              {m.account_session_sign_out()}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text>
            {picked?.current ? m.account_confirm_end_current_body() : m.account_confirm_end_body({ device: pickedDevice })}
          </Text>
          {state.context.problem && state.matches('confirming') ? (
            <Text role="alert" color="fg.error">
              {state.context.problem.message}
            </Text>
          ) : null}
        </Stack>
      </Modal>
    </Stack>
  );
}
