import { Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';

export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="12">
      <Flex maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="6" gap="6" wrap="wrap" justify="space-between" fontSize="sm">
        <Text color="fg.muted">{m.shell_footer_tagline({ year: new Date().getFullYear() })}</Text>
        <Flex as="nav" aria-label={m.shell_footer_nav()} gap="4" wrap="wrap">
          <ChakraLink asChild>
            <Link to="/help">{m.shell_nav_help()}</Link>
          </ChakraLink>
          <ChakraLink asChild>
            <Link to="/language">{m.shell_nav_language()}</Link>
          </ChakraLink>
          <ChakraLink asChild>
            <Link to="/Privacy-Policy">{m.shell_footer_privacy()}</Link>
          </ChakraLink>
          <ChakraLink asChild>
            <Link to="/Terms-Of-Use">{m.shell_footer_terms()}</Link>
          </ChakraLink>
          <ChakraLink asChild>
            <Link to="/Cookie-Notice">{m.shell_footer_cookies()}</Link>
          </ChakraLink>
        </Flex>
      </Flex>
    </Box>
  );
}
