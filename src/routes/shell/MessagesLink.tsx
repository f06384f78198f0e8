import { Box, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';

/** A count in a pill; 99+ past two digits, so the header keeps its width. */
export function UnreadBadge({ count }: { count: number }) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-block"
      minW="5"
      px="1.5"
      ms="1.5"
      borderRadius="full"
      bg="red.700"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      lineHeight="5"
      textAlign="center"
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}

/** The header's link to /Messages, saying how many messages wait unread (the badge is for the eye, the name for a screen reader). */
export function MessagesLink({ unread }: { unread: number }) {
  return (
    <ChakraLink asChild py={{ base: '1', md: '0' }}>
      <Link to="/Messages" aria-label={unread > 0 ? m.shell_nav_messages_unread({ count: unread }) : undefined}>
        {m.shell_nav_messages()}
        {unread > 0 && <UnreadBadge count={unread} />}
      </Link>
    </ChakraLink>
  );
}
