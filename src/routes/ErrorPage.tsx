import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';

// A reference is ours to quote back (letters, digits, dashes, like `CT-7K3QX9`): any other text in the
// address is not shown, so that nobody can make our page say what they like.
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9-]{3,39}$/;
/** Only a path on this site (not `//host`, no scheme): where "Try again" returns to. */
const INTERNAL_PATH = /^\/(?![/\\])[^\s\\]*$/;

export const referenceFrom = (params: URLSearchParams): string | undefined => {
  const value = params.get('ref') ?? params.get('reference') ?? params.get('code');
  return value && REFERENCE.test(value) ? value : undefined;
};

export const retryPathFrom = (params: URLSearchParams): string | undefined => {
  const value = params.get('from');
  return value && INTERNAL_PATH.test(value) && !value.startsWith('/error') ? value : undefined;
};

/** Loads the failed page afresh when we know it; otherwise back to where the visitor was, or home. */
function tryAgain(retryPath: string | undefined) {
  if (retryPath) window.location.assign(retryPath);
  else if (window.history.length > 1) window.history.back();
  else window.location.assign('/');
}

export interface ErrorNoticeProps {
  title: string;
  body: string;
  reference?: string;
  retryPath?: string;
  /**
   * Plain anchors (full page loads) instead of router links: for a screen shown because the
   * app itself failed, where a fresh load is the surest way out of a broken client state.
   */
  plainLinks?: boolean;
}

function Way({ to, plain, children }: { to: string; plain: boolean; children: ReactNode }) {
  return (
    <Box as="li">
      {plain ? (
        <ChakraLink href={to} color="brand.fg" textDecoration="underline" display="inline-block" py="1">
          {children}
        </ChakraLink>
      ) : (
        <ChakraLink asChild color="brand.fg" textDecoration="underline" display="inline-block" py="1">
          <Link to={to}>{children}</Link>
        </ChakraLink>
      )}
    </Box>
  );
}

/** What went wrong, the reference to quote, and the ways on: the same for `/error` and for a page that failed to render. */
export function ErrorNotice({ title, body, reference, retryPath, plainLinks = false }: ErrorNoticeProps) {
  return (
    <Stack maxW="xl" mx="auto" px="6" py={{ base: 12, md: 20 }} gap="6">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted" lineHeight="tall">
          {body}
        </Text>
        {reference && (
          <Text borderWidth="1px" borderRadius="l2" bg="bg.subtle" px="4" py="3" fontWeight="medium">
            {m.error_page_reference({ reference })}
          </Text>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="error-page-next" gap="3">
        <Heading as="h2" id="error-page-next" size="md">
          {m.error_page_next()}
        </Heading>
        <Button look="primary" alignSelf="flex-start" onClick={() => tryAgain(retryPath)}>
          {m.error_page_try_again()}
        </Button>
        <Stack as="ul" listStyleType="none" gap="1">
          <Way to="/" plain={plainLinks}>
            {m.error_page_home()}
          </Way>
          <Way to="/help" plain={plainLinks}>
            {m.error_page_help()}
          </Way>
          <Way to="/contact-us" plain={plainLinks}>
            {m.error_page_contact()}
          </Way>
        </Stack>
      </Stack>
    </Stack>
  );
}

/**
 * `/error`, public: where a failure elsewhere sends the visitor, e.g.
 * `/error?ref=CT-7K3QX9&from=/pricing`. The reference is shown to quote to us, and
 * "Try again" reloads the page named in `from`.
 */
export default function ErrorPage() {
  usePageTitle(m.error_page_title());
  useMetaDescription(m.error_page_description());
  const [params] = useSearchParams();
  return (
    <ErrorNotice
      title={m.error_page_title()}
      body={m.error_page_body()}
      reference={referenceFrom(params)}
      retryPath={retryPathFrom(params)}
    />
  );
}
