import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useLocale } from '@/app-state/app-actors';
import { m } from '@/generated/paraglide/messages.js';
import { roleLabel } from '@/lib/role-label';
import { formatDateTime, formatRelativeTime } from '@/shared/format';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useConversations, type Conversation } from './api';
import { aboutLink, aboutText } from './conversation-about';

/** What a list row says of the last message: its words (yours marked), that it was deleted, or its files. */
export function lastMessageText(conversation: Conversation): string {
  const last = conversation.last_message;
  if (!last) return m.conv_no_messages();
  const words = last.deleted ? m.conv_excerpt_deleted() : last.excerpt || m.conv_excerpt_files({ count: last.attachments });
  return last.mine && !last.deleted ? m.conv_you_wrote({ text: words }) : words;
}

/**
 * The caller's conversations as the server orders them (unread first, then the latest), each with
 * the other person, what it is about (a link to it where the caller has that page), the last
 * message and its time, the unread count and the muted mark; more by the server's cursor.
 */
export function ConversationList({ role, selectedId }: { role: string; selectedId?: string }) {
  const list = useConversations();
  const locale = useLocale();
  const now = Date.now();
  const conversations = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="3">
      <Heading as="h2" id="conversations-heading" size="md">
        {m.conv_list_heading()}
      </Heading>
      {list.isPending ? (
        <LoadingSpinner label={m.ui_loading()} />
      ) : list.isError && conversations.length === 0 ? (
        <LoadProblem error={list.error} what={m.conv_list_failed()} retryLabel={m.conv_retry()} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : conversations.length === 0 ? (
        <EmptyList role={role} />
      ) : (
        <>
          <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="lg" bg="bg.panel" aria-labelledby="conversations-heading">
            {conversations.map((conversation, index) => {
              const unread = conversation.unread_count > 0;
              const selected = conversation.id === selectedId;
              const link = aboutLink(conversation, role);
              const time = conversation.last_message?.created_at ?? conversation.last_activity_at;
              return (
                <Stack
                  as="li"
                  key={conversation.id}
                  gap="1"
                  px="4"
                  py="3"
                  borderTopWidth={index === 0 ? '0' : '1px'}
                  bg={selected ? 'bg.muted' : undefined}
                  data-unread={unread || undefined}
                >
                  <HStack justify="space-between" align="baseline" gap="2">
                    <ChakraLink asChild color="fg" fontWeight={unread ? 'bold' : 'medium'} minW="0">
                      <Link to={`/Messages/${conversation.id}`} aria-current={selected ? 'page' : undefined}>
                        {conversation.other.name}
                      </Link>
                    </ChakraLink>
                    <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
                      <time dateTime={time} title={formatDateTime(time, locale)}>
                        {formatRelativeTime(time, locale, now)}
                      </time>
                    </Text>
                  </HStack>
                  <HStack gap="2" flexWrap="wrap">
                    <Text as="span" fontSize="sm" color="fg.muted">
                      {roleLabel(conversation.other.role)}
                    </Text>
                    {unread && (
                      <Badge colorPalette="brand" variant="solid">
                        {m.conv_unread_count({ count: conversation.unread_count })}
                      </Badge>
                    )}
                    {conversation.muted && <Badge variant="outline">{m.conv_muted()}</Badge>}
                  </HStack>
                  {link ? (
                    <ChakraLink asChild fontSize="sm" color="brand.fg" alignSelf="flex-start">
                      <Link to={link}>{aboutText(conversation.about)}</Link>
                    </ChakraLink>
                  ) : (
                    <Text fontSize="sm">{aboutText(conversation.about)}</Text>
                  )}
                  <Text fontSize="sm" color={unread ? 'fg' : 'fg.muted'} fontWeight={unread ? 'semibold' : 'normal'} lineClamp={2}>
                    {lastMessageText(conversation)}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
          {list.hasNextPage && (
            <Button look="secondary" alignSelf="flex-start" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {m.conv_load_more()}
            </Button>
          )}
          {list.isFetchNextPageError && (
            <LoadProblem error={list.error} what={m.conv_list_failed()} retryLabel={m.conv_retry()} onRetry={() => void list.fetchNextPage()} />
          )}
        </>
      )}
    </Stack>
  );
}

function EmptyList({ role }: { role: string }) {
  if (role === 'employer') {
    return (
      <EmptyState
        title={m.conv_empty_title()}
        description={m.conv_empty_employer()}
        action={
          <Button look="secondary" asChild>
            <Link to="/dashboard/activity/job-applications">{m.conv_empty_employer_link()}</Link>
          </Button>
        }
      />
    );
  }
  if (role === 'candidate') {
    return (
      <EmptyState
        title={m.conv_empty_title()}
        description={m.conv_empty_candidate()}
        action={
          <Button look="secondary" asChild>
            <Link to="/dashboard/candidate/applied-jobs">{m.conv_empty_candidate_link()}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Box>
      <EmptyState title={m.conv_empty_title()} description={m.conv_empty_agent()} />
    </Box>
  );
}
