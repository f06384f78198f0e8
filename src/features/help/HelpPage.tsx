import { useState } from 'react';
import { Box, Heading, Input, Field, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { helpTopics, matchesQuery } from './help-topics';

export default function HelpPage() {
  usePageTitle(m.help_title());
  const [query, setQuery] = useState('');
  const found = helpTopics.filter((topic) => matchesQuery(topic, query));
  return (
    <Stack maxW="3xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="6">
      <Heading as="h1" size="2xl">
        {m.help_title()}
      </Heading>
      <Field.Root>
        <Field.Label>{m.help_search_label()}</Field.Label>
        <Input type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      </Field.Root>
      <Text role="status" fontSize="sm" color="fg.muted">
        {query.trim() ? m.help_results({ count: found.length }) : ''}
      </Text>
      <Stack gap="4">
        {found.map((topic) => (
          <Box as="details" key={topic.id} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
            <Box as="summary" cursor="pointer" fontWeight="semibold">
              {topic.question()}
            </Box>
            <Text mt="3">{topic.answer()}</Text>
            {topic.link && (
              <ChakraLink asChild mt="2" display="inline-block">
                <Link to={topic.link.to}>{topic.link.label()}</Link>
              </ChakraLink>
            )}
          </Box>
        ))}
        {found.length === 0 && <Text>{m.help_no_results()}</Text>}
      </Stack>
    </Stack>
  );
}
