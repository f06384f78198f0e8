import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { InlineText } from '@/ui/InlineText';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { marketingPageQuery, type MarketingContent, type MarketingSection } from './marketing-pages';
import { isMarketingSlug, type MarketingSlug } from './marketing-slugs';

/** One component for every marketing page: the path names the page, the language picks its text. */
export default function MarketingPage() {
  const { pathname } = useLocation();
  // The router matches paths without regard to case, so /About-Us lands here too.
  const slug = decodeURIComponent(pathname.replace(/^\/+|\/+$/g, '')).toLowerCase();
  if (!isMarketingSlug(slug)) return <UnknownPage />;
  return <KnownPage slug={slug} />;
}

function UnknownPage() {
  usePageTitle(m.marketing_not_found_title());
  return (
    <PageColumn maxW="3xl">
      <NotFoundNotice
        title={m.marketing_not_found_title()}
        body={m.marketing_not_found_body()}
        linkTo="/"
        linkText={m.marketing_not_found_link()}
      />
    </PageColumn>
  );
}

function KnownPage({ slug }: { slug: MarketingSlug }) {
  const locale = useLocale();
  const page = useQuery({ ...marketingPageQuery(slug, locale), staleTime: Infinity });
  usePageTitle(page.data?.title ?? m.ui_loading());
  useMetaDescription(page.data?.description);

  if (page.data) return <Article page={page.data} />;
  return (
    <PageColumn maxW="3xl">
      {page.isError ? (
        <LoadProblem
          error={page.error}
          what={m.marketing_load_failed()}
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

function Article({ page }: { page: MarketingContent }) {
  const ctaHeading = useId();
  const { cta } = page;
  return (
    <PageColumn as="article" gap="14">
      <Stack as="header" gap="5" maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
          {page.headline}
        </Heading>
        <Text textStyle="lg" lineHeight="tall" color="fg.muted">
          {page.intro}
        </Text>
      </Stack>

      {page.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}

      <Stack as="section" aria-labelledby={ctaHeading} gap="4" bg="bg.subtle" borderRadius="l3" p={{ base: 5, md: 8 }}>
        <Heading as="h2" id={ctaHeading} size="2xl">
          {cta.heading}
        </Heading>
        <Text lineHeight="tall" maxW="3xl">
          {cta.text}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button look="primary" size="lg" asChild>
            <Link to={cta.primary.to}>{cta.primary.label}</Link>
          </Button>
          {cta.secondary && (
            <Button look="secondary" size="lg" asChild>
              <Link to={cta.secondary.to}>{cta.secondary.label}</Link>
            </Button>
          )}
        </HStack>
      </Stack>
    </PageColumn>
  );
}

function Section({ section }: { section: MarketingSection }) {
  return (
    <Stack as="section" aria-labelledby={section.id} gap="4">
      <Heading as="h2" id={section.id} size="2xl" scrollMarginTop="4" maxW="3xl">
        {section.heading}
      </Heading>
      <Stack gap="3" maxW="3xl">
        {section.body.map((paragraph, i) => (
          <Text key={i} lineHeight="tall">
            <InlineText text={paragraph} />
          </Text>
        ))}
      </Stack>
      {section.items && section.items.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4" mt="2">
          {section.items.map((item, i) => (
            <Card.Root as="li" key={i} variant="outline">
              <Card.Body gap="2">
                <Heading as="h3" size="md">
                  {item.title}
                </Heading>
                <Text lineHeight="tall" color="fg.muted">
                  <InlineText text={item.text} />
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {section.cta && (
        <Button look="secondary" alignSelf="flex-start" asChild>
          <Link to={section.cta.to}>{section.cta.label}</Link>
        </Button>
      )}
    </Stack>
  );
}
