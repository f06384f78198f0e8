import { Box, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { languageFor } from '@/shared/languages';

const links = [
  { to: '/help', label: m.footer_help },
  { to: '/accessibility', label: m.footer_accessibility },
  { to: '/Terms-Of-Use', label: m.footer_legal_terms_of_use },
  { to: '/Privacy-Policy', label: m.footer_legal_privacy_policy },
  { to: '/Cookie-Notice', label: m.footer_legal_cookie_notice },
];

/**
 * The signed-in pages' footer: one line with help, the legal pages and the
 * language. The public pages keep the whole site map (SiteFooter).
 */
export function AppFooter() {
  const locale = useLocale();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="12" fontSize="sm" data-footer="app">
      <Flex maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="4" gapX="6" gapY="2" align="center" justify="space-between" wrap="wrap">
        <Text color="fg.muted">© {m.app_name()}</Text>
        <Box as="nav" aria-label={m.footer_app_links()}>
          <HStack as="ul" listStyleType="none" gapX="4" gapY="0" wrap="wrap">
            {links.map((link) => (
              <li key={link.to}>
                {/* Padded to a 24 px target at least (WCAG 2.5.8). */}
                <ChakraLink asChild color="fg" display="inline-block" py="1">
                  <Link to={link.to}>{link.label()}</Link>
                </ChakraLink>
              </li>
            ))}
            <li>
              <ChakraLink asChild color="fg" display="inline-block" py="1">
                <Link to="/language">{m.footer_language_current({ language: languageFor(locale)?.text ?? locale })}</Link>
              </ChakraLink>
            </li>
          </HStack>
        </Box>
      </Flex>
    </Box>
  );
}
