import { Heading, HStack, Input, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLocale } from '@/app-state/app-actors';
import { m } from '@/generated/paraglide/messages.js';
import { parameterLimits } from '@/generated/parameter-limits';
import { formatDateTime } from '@/shared/format';
import { Button } from '@/ui/Button';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useMessageSearch } from './api';
import { aboutText } from './conversation-about';
import { MessageText } from './message-text';

/** searchMessages' `q` (openapi/paths/messages.yaml) takes as much as the shared `q` parameter, which is generated. */
const SEARCH_MAX = parameterLimits.q.maxLength;

/** Search over every conversation of the caller's: each match with the other person, what it is about, its words and a way to the conversation. */
export function MessageSearch() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const search = useMessageSearch(asked);
  const locale = useLocale();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(typed.trim());
  };
  const clear = () => {
    setTyped('');
    setAsked('');
  };
  const hits = search.data?.items ?? [];
  return (
    <Stack gap="3">
      <form role="search" onSubmit={submit} aria-label={m.conv_search_label()}>
        <HStack gap="2">
          <VisuallyHidden asChild>
            <label htmlFor={id}>{m.conv_search_label()}</label>
          </VisuallyHidden>
          <Input id={id} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={m.conv_search_label()} maxLength={SEARCH_MAX} />
          <Button type="submit" look="secondary">
            {m.conv_search_submit()}
          </Button>
        </HStack>
      </form>
      {asked && (
        <Stack as="section" gap="2" aria-labelledby={`${id}-results`}>
          <HStack justify="space-between" gap="2">
            <Heading as="h2" size="sm" id={`${id}-results`}>
              {m.conv_search_results({ q: asked })}
            </Heading>
            <Button look="link" size="sm" onClick={clear}>
              {m.conv_search_clear()}
            </Button>
          </HStack>
          {search.isPending ? (
            <LoadingSpinner size="sm" label={m.ui_loading()} />
          ) : search.isError ? (
            <LoadProblem error={search.error} what={m.conv_search_failed()} retryLabel={m.conv_retry()} onRetry={() => void search.refetch()} />
          ) : hits.length === 0 ? (
            <Text role="status" color="fg.muted">
              {m.conv_search_none({ q: asked })}
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="lg" bg="bg.panel">
              {hits.map((hit, index) => (
                <Stack as="li" key={hit.message.id} gap="1" px="4" py="3" borderTopWidth={index === 0 ? '0' : '1px'}>
                  <ChakraLink asChild fontWeight="medium" color="fg">
                    <Link to={`/Messages/${hit.message.conversation_id}`}>{m.conv_open_conversation({ name: hit.other.name })}</Link>
                  </ChakraLink>
                  <Text fontSize="sm" color="fg.muted">
                    {aboutText(hit.about)} · <time dateTime={hit.message.created_at}>{formatDateTime(hit.message.created_at, locale)}</time>
                  </Text>
                  <Text fontSize="sm" whiteSpace="pre-wrap" lineClamp={3}>
                    {hit.message.mine ? `${m.conv_sender_you()}: ` : ''}
                    <MessageText text={hit.message.text ?? ''} />
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
