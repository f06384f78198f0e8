import { Box, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/lib/app-actors';
import { Button } from '@/ui/Button';
import { LanguageSwitcher } from './LanguageSwitcher';
import { BrandMark } from './BrandMark';

export function SiteHeader() {
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();
  const signedIn = status === 'authenticated';
  // While the session is restoring nobody is known yet: no link that might vanish a moment later.
  const visitor = status === 'anonymous';
  const seeksWork = visitor || (signedIn && user?.role === 'candidate');
  const hires = visitor || (signedIn && user?.role === 'employer');
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.panel">
      <Flex maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="3" align="center" gap="4" wrap="wrap">
        <ChakraLink asChild fontWeight="bold" fontSize="lg" color="fg" _hover={{ textDecoration: 'none' }}>
          <Link to="/" aria-label={m.shell_home_link()}>
            <BrandMark />
            <Text as="span">{m.app_name()}</Text>
          </Link>
        </ChakraLink>
        <Box as="nav" aria-label={m.shell_main_nav()} flex="1">
          <HStack as="ul" listStyleType="none" gap="4" justify="flex-end" wrap="wrap">
            {seeksWork && (
              <li>
                <ChakraLink asChild>
                  <Link to="/jobs">{m.ui_nav_find_jobs()}</Link>
                </ChakraLink>
              </li>
            )}
            {hires && (
              <li>
                <ChakraLink asChild>
                  <Link to="/hire-staff">{m.ui_nav_hire_staff()}</Link>
                </ChakraLink>
              </li>
            )}
            {/* For everyone, and so also on a page prerendered before anyone is known. */}
            <li>
              <ChakraLink asChild>
                <Link to="/pricing">{m.shell_nav_pricing()}</Link>
              </ChakraLink>
            </li>
            {signedIn ? (
              <>
                <li>
                  <ChakraLink asChild>
                    <Link to="/dashboard">{m.shell_nav_dashboard()}</Link>
                  </ChakraLink>
                </li>
                <li>
                  <ChakraLink asChild>
                    <Link to="/settings">{m.shell_nav_settings()}</Link>
                  </ChakraLink>
                </li>
              </>
            ) : (
              <li>
                <ChakraLink asChild>
                  <Link to="/login">{m.shell_nav_sign_in()}</Link>
                </ChakraLink>
              </li>
            )}
          </HStack>
        </Box>
        <HStack gap="3">
          <LanguageSwitcher />
          {signedIn ? (
            <Button
              look="secondary"
              size="sm"
              onClick={() => {
                signOut();
                navigate('/');
              }}
            >
              {m.shell_sign_out({ name: user?.call_me_by ?? user?.firstname ?? '' })}
            </Button>
          ) : (
            status !== 'restoring' && (
              <Button look="primary" size="sm" asChild>
                <Link to="/signup">{m.shell_nav_sign_up()}</Link>
              </Button>
            )
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
