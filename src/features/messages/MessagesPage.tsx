import { Box, Grid, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { useSession } from '@/app-state/app-actors';
import { useLiveStatus } from '@/app-state/live-updates';
import { RoleGate } from '@/app-state/RoleGate';
import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import { usePageTitle } from '@/lib/use-page-title';
import { BackLink } from '@/ui/BackLink';
import { PageHeader } from '@/ui/PageHeader';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import { MessageSearch } from './MessageSearch';
import { useConversationListLive } from './flows';

type User = components['schemas']['User'];
/** Who talks in conversations (docs/product.md, "Messages"). */
const MESSAGING_ROLES = ['employer', 'candidate', 'agent'] as const;
type MessagingRole = (typeof MESSAGING_ROLES)[number];
const isMessagingRole = (role: string | undefined): role is MessagingRole => MESSAGING_ROLES.includes(role as MessagingRole);

/**
 * /Messages and /Messages/:conversationId: the caller's conversations beside the one open (or a
 * "choose one" pane) on a wide screen; on a phone the list, or the thread alone with a way back.
 * Any other role is told the page is not theirs (RoleGate, shown to them as to a non-employer).
 */
export default function MessagesPage() {
  const { user } = useSession();
  const role = user?.role;
  return (
    <RoleGate role={isMessagingRole(role) ? role : 'employer'} title={m.conv_title()} otherRoleReason={m.conv_roles_only()}>
      {user && isMessagingRole(user.role) ? <Messages user={user} role={user.role} /> : null}
    </RoleGate>
  );
}

function Messages({ user, role }: { user: User; role: MessagingRole }) {
  usePageTitle(m.conv_title());
  const { conversationId } = useParams();
  useConversationListLive();
  return (
    <Box maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 6, md: 8 }} display="flex" flexDirection="column" gap="5">
      <Box display={{ base: conversationId ? 'none' : 'block', lg: 'block' }}>
        <PageHeader title={m.conv_title()} />
      </Box>
      <LiveNotice />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(18rem, 24rem) 1fr' }} gap="5" alignItems="start">
        <Box as="section" aria-labelledby="conversations-heading" display={{ base: conversationId ? 'none' : 'flex', lg: 'flex' }} flexDirection="column" gap="4">
          <MessageSearch />
          <ConversationList role={role} selectedId={conversationId} />
        </Box>
        <Box display={{ base: conversationId ? 'flex' : 'none', lg: 'flex' }} flexDirection="column" gap="3" minW="0">
          {conversationId ? (
            <>
              <Box display={{ base: 'block', lg: 'none' }}>
                <BackLink to="/Messages">{m.conv_back_to_list()}</BackLink>
              </Box>
              <ConversationThread key={conversationId} conversationId={conversationId} user={user} role={role} />
            </>
          ) : (
            <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" bg="bg.subtle" p="10" textAlign="center">
              <Text fontWeight="semibold" fontSize="lg">
                {m.conv_choose_title()}
              </Text>
              <Text color="fg.muted">{m.conv_choose_body()}</Text>
            </Box>
          )}
        </Box>
      </Grid>
    </Box>
  );
}

/** How live the page is: a quiet word when updates come by polling or the stream is coming back. */
function LiveNotice() {
  const status = useLiveStatus();
  const text = status === 'polling' ? m.conv_live_paused() : status === 'reconnecting' ? m.conv_live_reconnecting() : null;
  return (
    <Box role="status" aria-live="polite" minH={text ? undefined : 0}>
      {text && (
        <Text textStyle="sm" color="fg.muted">
          {text}
        </Text>
      )}
    </Box>
  );
}
