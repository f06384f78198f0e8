import { Box, Field, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link, useNavigationType, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { InlineText } from '@/ui/InlineText';
import { matchesQuery, orderTopics, type HelpContent, type HelpTopicId } from './help-content';

export interface HelpSearchProps {
  /** The answers, their figures already filled in. */
  content: HelpContent;
  /** The level of each topic's heading: 2 under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** Topics to show before the others (the signed-in user's own). */
  first?: readonly HelpTopicId[];
}

/**
 * The answers by topic, filtered as the visitor types. The words stay in the address
 * (`?q=`) so a search can be shared or bookmarked. The field keeps its own state: typing
 * must not wait for the router, or the caret jumps; the address follows it.
 */
export function HelpSearch({ content, headingLevel = 2, first = [] }: HelpSearchProps) {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const addressQuery = params.get('q') ?? '';
  const [query, setQuery] = useState(addressQuery);

  // A link or the back button changed the address (our own typing replaces it): follow it.
  useEffect(() => {
    if (navigationType !== 'REPLACE') setQuery(addressQuery);
  }, [addressQuery, navigationType]);

  const searching = query.trim() !== '';
  const topics = orderTopics(content.topics, first)
    .map((topic) => ({ ...topic, answers: topic.answers.filter((answer) => matchesQuery(answer, query)) }))
    .filter((topic) => topic.answers.length > 0);
  const found = topics.reduce((sum, topic) => sum + topic.answers.length, 0);
  const topicHeading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Field.Root>
          <Field.Label fontSize="md">{m.help_search_label()}</Field.Label>
          <Input
            type="search"
            size="lg"
            value={query}
            autoComplete="off"
            onChange={(event) => {
              const next = event.currentTarget.value;
              setQuery(next);
              setParams(
                (current) => {
                  const updated = new URLSearchParams(current);
                  if (next) updated.set('q', next);
                  else updated.delete('q');
                  return updated;
                },
                { replace: true, preventScrollReset: true },
              );
            }}
          />
          <Field.HelperText>{m.help_search_hint()}</Field.HelperText>
        </Field.Root>
        <Text role="status" fontSize="sm" color="fg.muted" minH="5">
          {searching ? m.help_results({ count: found }) : ''}
        </Text>
      </Stack>

      {searching && found === 0 && (
        <Box borderWidth="1px" borderRadius="l2" bg="bg.subtle" p="5">
          <Text fontWeight="semibold">{m.help_no_results()}</Text>
          <Text mt="2">
            {m.help_no_results_hint()}{' '}
            <ChakraLink asChild color="brand.fg" textDecoration="underline">
              <Link to="/contact-us">{m.help_no_results_contact()}</Link>
            </ChakraLink>
          </Text>
        </Box>
      )}

      {topics.map((topic) => (
        <Stack as="section" key={topic.id} aria-labelledby={`help-${topic.id}`} gap="3">
          <Heading as={topicHeading} id={`help-${topic.id}`} size={headingLevel === 2 ? 'xl' : 'lg'} scrollMarginTop="4">
            {topic.heading}
          </Heading>
          <Stack gap="2">
            {topic.answers.map((answer) => (
              <Box
                as="details"
                key={`${answer.id}-${searching}`}
                {...(searching ? { open: true } : {})}
                borderWidth="1px"
                borderRadius="l2"
                bg="bg.panel"
                px="4"
                py="3"
              >
                <Box as="summary" cursor="pointer" fontWeight="semibold" py="1">
                  {answer.q}
                </Box>
                <Text mt="2" lineHeight="tall">
                  <InlineText text={answer.a} />
                </Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
