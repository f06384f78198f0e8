import { Box, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { InlineText } from '@/ui/InlineText';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { resourceContentQuery, type ResourceBlock, type ResourceContent, type ResourceSection } from './resource-content';

/**
 * `/onboarding/resource`: the guide a newly hired staff member reads in their first week. Public and
 * prerendered (it holds nobody's data), its text loaded per language like the legal pages'.
 */
export default function ResourcePage() {
  const locale = useLocale();
  const guide = useQuery({ ...resourceContentQuery(locale), staleTime: Infinity });
  usePageTitle(guide.data?.title ?? m.onbres_loading_title());
  useMetaDescription(guide.data?.description);

  if (guide.data) return <Guide guide={guide.data} />;
  return (
    <PageColumn maxW="3xl">
      {guide.isError ? (
        <LoadProblem
          error={guide.error}
          what={m.onbres_load_failed()}
          retryLabel={m.onbres_retry()}
          onRetry={() => void guide.refetch()}
          retrying={guide.isFetching}
        />
      ) : (
        <LoadingSpinner size="lg" />
      )}
    </PageColumn>
  );
}

function Guide({ guide }: { guide: ResourceContent }) {
  const locale = useLocale();
  return (
    <PageColumn as="article" maxW="3xl" gap="8">
      <Stack as="header" gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {guide.title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {m.onbres_updated({ date: formatDate(guide.updated, locale) })}
        </Text>
        <Text textStyle="lg" lineHeight="tall">
          {guide.summary}
        </Text>
      </Stack>

      <Box as="nav" aria-labelledby="guide-contents" bg="bg.subtle" borderRadius="l2" px="5" py="4">
        <Heading as="h2" id="guide-contents" size="md" mb="2">
          {m.onbres_contents()}
        </Heading>
        <List.Root as="ol" ps="5" gap="1">
          {guide.sections.map((section) => (
            <List.Item key={section.id}>
              <ChakraLink href={`#${section.id}`} color="brand.fg">
                {section.heading}
              </ChakraLink>
            </List.Item>
          ))}
        </List.Root>
      </Box>

      {guide.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </PageColumn>
  );
}

function Section({ section }: { section: ResourceSection }) {
  return (
    <Stack as="section" aria-labelledby={section.id} gap="3">
      <Heading as="h2" id={section.id} size="xl" scrollMarginTop="4">
        {section.heading}
      </Heading>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}

function Block({ block }: { block: ResourceBlock }) {
  if (block.type === 'p')
    return (
      <Text lineHeight="tall">
        <InlineText text={block.text} />
      </Text>
    );
  return (
    <List.Root ps="5" gap="2" lineHeight="tall">
      {block.items.map((item, i) => (
        <List.Item key={i}>
          <InlineText text={item} />
        </List.Item>
      ))}
    </List.Root>
  );
}
