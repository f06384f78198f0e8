import { Box, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { InlineText } from '@/ui/InlineText';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { loadLegalPage, type LegalBlock, type LegalContent } from './legal-pages';
import { isLegalSlug, type LegalSlug } from './legal-slugs';

/** One component for every legal and policy page: the path names the page, the language picks its text. */
export default function LegalPage() {
  const { pathname } = useLocation();
  const slug = decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ''));
  if (!isLegalSlug(slug)) return <UnknownPage />;
  return <KnownPage slug={slug} />;
}

function UnknownPage() {
  usePageTitle(m.public_legal_not_found_title());
  return (
    <PageColumn maxW="3xl">
      <NotFoundNotice
        title={m.public_legal_not_found_title()}
        body={m.public_legal_not_found_body()}
        linkTo="/help"
        linkText={m.public_legal_not_found_link()}
      />
    </PageColumn>
  );
}

function KnownPage({ slug }: { slug: LegalSlug }) {
  const locale = useLocale();
  const page = useQuery({
    queryKey: ['content', 'legal', slug, locale],
    queryFn: () => loadLegalPage(slug, locale),
    staleTime: Infinity,
  });
  usePageTitle(page.data?.title ?? m.ui_loading());
  useMetaDescription(page.data?.description);

  if (page.data) return <LegalArticle page={page.data} />;
  return (
    <PageColumn maxW="3xl">
      {page.isError ? (
        <LoadProblem
          error={page.error}
          what={m.public_legal_load_failed()}
          retryLabel={m.public_retry()}
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      ) : (
        <LoadingSpinner size="lg" />
      )}
    </PageColumn>
  );
}

function LegalArticle({ page }: { page: LegalContent }) {
  const locale = useLocale();
  return (
    <PageColumn as="article" maxW="3xl" gap="8">
      <Stack as="header" gap="3">
        <Heading as="h1" size="3xl">
          {page.title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {m.public_legal_updated({ date: formatDate(page.updated, locale) })}
        </Text>
        <Text textStyle="lg">{page.summary}</Text>
      </Stack>

      <Box as="nav" aria-labelledby="legal-contents" bg="bg.subtle" borderRadius="l2" px="5" py="4">
        <Heading as="h2" id="legal-contents" size="md" mb="2">
          {m.public_legal_contents()}
        </Heading>
        <List.Root as="ol" ps="5" gap="1">
          {page.sections.map((section) => (
            <List.Item key={section.id}>
              <ChakraLink href={`#${section.id}`} color="brand.fg">
                {section.heading}
              </ChakraLink>
            </List.Item>
          ))}
        </List.Root>
      </Box>

      {page.sections.map((section) => (
        <Stack as="section" key={section.id} gap="3">
          <Heading as="h2" id={section.id} size="xl" scrollMarginTop="4">
            {section.heading}
          </Heading>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </Stack>
      ))}
    </PageColumn>
  );
}

function Block({ block }: { block: LegalBlock }) {
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
