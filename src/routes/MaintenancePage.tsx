import { useEffect } from 'react';
import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';

/**
 * Shown when a page fails to render. Plain anchors on purpose: a full page load
 * is the surest way out of a broken client state.
 */
export function MaintenancePage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    document.title = m.shell_maintenance_title();
  }, [error]);
  return (
    <Stack as="main" role="alert" maxW="xl" mx="auto" px="6" py="24" gap="4" textAlign="center">
      <Heading as="h1" size="2xl">
        {m.shell_maintenance_message()}
      </Heading>
      <Text color="fg.muted">{m.shell_maintenance_hint()}</Text>
      <Stack direction="row" justify="center" gap="6">
        <ChakraLink href="/">{m.shell_back_home()}</ChakraLink>
        <ChakraLink href="/help">{m.shell_nav_help()}</ChakraLink>
      </Stack>
    </Stack>
  );
}
