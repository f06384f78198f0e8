import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '@/app-state/app-actors';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { roleLabel } from '@/lib/role-label';
import type { Message } from '@/machines/conversation-thread.machine';
import { formatLongDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { FormProblem } from '@/ui/FormProblem';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useConversation, type Conversation } from './api';
import { ConversationActions, UnblockButton } from './ConversationActions';
import { aboutLink, aboutText } from './conversation-about';
import { useConversationThread, useMessageComposer, useOwnMessage } from './flows';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';

type User = components['schemas']['User'];

/** The time now, again every half minute: an own message's edit and delete go once its 15 minutes pass. */
function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** One conversation: who and what it is about, its messages, and the composer or why the caller cannot write. */
export function ConversationThread({ conversationId, user, role }: { conversationId: string; user: User; role: string }) {
  const conversation = useConversation(conversationId);
  if (conversation.isPending) return <LoadingSpinner label={m.ui_loading()} />;
  if (conversation.isError) {
    if (toProblem(conversation.error).code === 'NOT_FOUND') {
      return (
        <Stack gap="2" borderWidth="1px" borderRadius="lg" p="6">
          <Heading as="h2" size="md">
            {m.conv_not_found_title()}
          </Heading>
          <Text>{m.conv_not_found_body()}</Text>
        </Stack>
      );
    }
    return <LoadProblem error={conversation.error} what={m.conv_thread_failed()} retryLabel={m.conv_retry()} onRetry={() => void conversation.refetch()} />;
  }
  return <Thread conversation={conversation.data} user={user} role={role} />;
}

function Thread({ conversation, user, role }: { conversation: Conversation; user: User; role: string }) {
  const locale = useLocale();
  const now = useNow();
  const [thread, sendThread] = useConversationThread(conversation.id, user.id);
  const toThread = (message: Message) => sendThread({ type: 'OWN_MESSAGE', message });
  const [composer, sendComposer] = useMessageComposer(conversation.id, user.id, toThread);
  const [ownEdit, sendOwn] = useOwnMessage(toThread);
  const [reporting, setReporting] = useState<{ messageId?: number } | null>(null);
  const { messages, hasOlder, otherReadUpTo } = thread.context;
  const name = conversation.other.name;
  const link = aboutLink(conversation, role);
  const headingId = `thread-${conversation.id}`;

  // The newest message stays in view as messages arrive; older ones added above keep the reader's place.
  const scroller = useRef<HTMLDivElement>(null);
  const shape = useRef({ firstId: 0, lastId: 0, height: 0 });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const firstId = messages[0]?.id ?? 0;
    const lastId = messages.at(-1)?.id ?? 0;
    const before = shape.current;
    if (before.firstId !== 0 && firstId < before.firstId && lastId === before.lastId) box.scrollTop += box.scrollHeight - before.height;
    else if (lastId !== before.lastId) box.scrollTop = box.scrollHeight;
    shape.current = { firstId, lastId, height: box.scrollHeight };
  }, [messages]);

  const seenId = messages.filter((message) => message.mine && !message.deleted && message.id <= otherReadUpTo).at(-1)?.id;
  const canLoadOlder = hasOlder && thread.hasTag('canLoadOlder');
  const own = ownEdit.context.message;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: 3, md: 4 }}>
      <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
        <Stack gap="0.5" minW="0">
          <Heading as="h2" size="lg" id={headingId}>
            {name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {roleLabel(conversation.other.role)}
            {conversation.muted ? ` · ${m.conv_muted()}` : ''}
          </Text>
          {link ? (
            <ChakraLink asChild fontSize="sm" color="brand.fg" alignSelf="flex-start">
              <Link to={link}>{aboutText(conversation.about)}</Link>
            </ChakraLink>
          ) : (
            <Text fontSize="sm">{aboutText(conversation.about)}</Text>
          )}
        </Stack>
        <ConversationActions conversation={conversation} reporting={reporting} onReport={setReporting} />
      </HStack>

      {thread.hasTag('loading') && messages.length === 0 ? (
        <LoadingSpinner label={m.ui_loading()} />
      ) : thread.matches('failed') ? (
        <LoadProblem error={thread.context.problem} what={m.conv_thread_failed()} retryLabel={m.conv_retry()} onRetry={() => sendThread({ type: 'RETRY' })} />
      ) : (
        <Box
          ref={scroller}
          maxH={{ base: '60vh', lg: '32rem' }}
          overflowY="auto"
          tabIndex={0}
          role="log"
          aria-label={m.conv_thread_label({ name })}
          aria-busy={thread.hasTag('loadingOlder') || undefined}
          onScroll={(event) => {
            if (event.currentTarget.scrollTop === 0 && canLoadOlder && !thread.hasTag('olderFailed')) sendThread({ type: 'LOAD_OLDER' });
          }}
          px="1"
        >
          <Stack gap="2">
            {hasOlder && (
              <Stack align="center" gap="2">
                {thread.hasTag('olderFailed') && <FormProblem>{`${m.conv_older_failed()} ${thread.context.problem?.message ?? ''}`}</FormProblem>}
                <Button look="ghost" size="sm" onClick={() => sendThread({ type: 'LOAD_OLDER' })} loading={thread.hasTag('loadingOlder')} disabled={!canLoadOlder}>
                  {m.conv_load_older()}
                </Button>
              </Stack>
            )}
            {messages.length === 0 && (
              <Text color="fg.muted" textAlign="center" py="6">
                {m.conv_thread_empty()}
              </Text>
            )}
            {messages.map((message, index) => {
              const day = formatLongDate(message.created_at, locale);
              const newDay = index === 0 || formatLongDate(messages[index - 1]!.created_at, locale) !== day;
              return (
                <Stack key={message.id} gap="2">
                  {newDay && (
                    <Text textAlign="center" fontSize="xs" color="fg.muted" fontWeight="semibold" py="1">
                      {day}
                    </Text>
                  )}
                  <MessageBubble
                    message={message}
                    otherName={name}
                    seen={message.id === seenId}
                    now={now}
                    editing={own?.id === message.id && ownEdit.hasTag('editing') ? ownEdit : null}
                    sendOwn={sendOwn}
                    onReport={() => setReporting({ messageId: message.id })}
                  />
                </Stack>
              );
            })}
          </Stack>
        </Box>
      )}

      {conversation.can_send ? (
        <MessageComposer snapshot={composer} send={sendComposer} />
      ) : (
        <ReadOnlyNotice conversation={conversation} />
      )}

      <ConfirmAction
        open={ownEdit.hasTag('confirmingDelete')}
        title={m.conv_delete_title()}
        confirmLabel={m.conv_delete_confirm()}
        onConfirm={() => sendOwn({ type: 'CONFIRM' })}
        onCancel={() => sendOwn({ type: 'CANCEL' })}
        busy={ownEdit.matches('deleting')}
        problem={ownEdit.context.problem?.message ?? null}
        problemNote={m.conv_unchanged()}
      >
        <Text>{m.conv_delete_body()}</Text>
      </ConfirmAction>
      <ConfirmAction
        open={ownEdit.hasTag('windowPassed')}
        title={m.conv_window_passed_title()}
        confirmLabel={m.conv_window_passed_title()}
        onCancel={() => sendOwn({ type: 'CANCEL' })}
        busy={false}
        closed
      >
        <Text>{m.conv_window_passed()}</Text>
      </ConfirmAction>
    </Stack>
  );
}

/** Why the caller cannot write here, and the way back when it is theirs to undo (their own block). */
function ReadOnlyNotice({ conversation }: { conversation: Conversation }) {
  const name = conversation.other.name;
  const reason = conversation.read_only_reason;
  return (
    <Box role="note" borderWidth="1px" borderRadius="md" bg="bg.subtle" p="4">
      <Stack gap="3">
        <Text>
          {reason === 'blocked_by_you'
            ? m.conv_read_only_blocked_by_you({ name })
            : reason === 'blocked_by_them'
              ? m.conv_read_only_blocked_by_them({ name })
              : m.conv_read_only_agent_removed()}
        </Text>
        {reason === 'blocked_by_you' && <UnblockButton conversation={conversation} />}
      </Stack>
    </Box>
  );
}
