import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle(m.shell_not_found_title());
  return (
    <Stack maxW="xl" mx="auto" px="6" py="20" gap="4" textAlign="center">
      <Text fontSize="5xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {m.shell_not_found_title()}
      </Heading>
      <Text color="fg.muted">{m.shell_not_found_body({ path: pathname })}</Text>
      <Stack direction="row" justify="center" gap="6">
        <ChakraLink asChild>
          <Link to="/">{m.shell_back_home()}</Link>
        </ChakraLink>
        <ChakraLink asChild>
          <Link to="/help">{m.shell_nav_help()}</Link>
        </ChakraLink>
      </Stack>
    </Stack>
  );
}
