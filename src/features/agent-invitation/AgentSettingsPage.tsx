import { Heading, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { usePageTitle } from '@/lib/use-page-title';
import { BackLink } from '@/ui/BackLink';
import { PageColumn } from '@/ui/PageColumn';
import { AgentPanel } from './AgentPanel';

/** /settings/partners: the employer's agent (docs/product.md, agents): invite, see, remove. */
export default function AgentSettingsPage() {
  usePageTitle(m.agi_title());
  return (
    <PageColumn maxW="3xl">
      <RoleGate role="employer" title={m.agi_title()} otherRoleReason={m.agi_employer_only()}>
        <Stack gap="3">
          <BackLink to="/settings">{m.agi_back_to_settings()}</BackLink>
          <Heading as="h1" size="2xl">
            {m.agi_title()}
          </Heading>
          <Text color="fg.muted">{m.agi_intro()}</Text>
        </Stack>
        <AgentPanel />
      </RoleGate>
    </PageColumn>
  );
}
