import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useMyAudits } from './api';

/**
 * The auditor's card on the dashboard home: how many audits are open and the next one to do,
 * with a link to the list. For a verified auditor; the dashboard shows the verification's own
 * card (src/features/partner-verification) before that.
 */
export function AuditorHome() {
  const audits = useMyAudits(undefined, 1);
  const next = audits.data?.items[0];
  return (
    <Stack as="section" aria-labelledby="auditor-home" gap="3" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Heading as="h2" id="auditor-home" size="md">
        {m.aud_home_title()}
      </Heading>
      {!audits.data ? (
        audits.isError ? null : <LoadingSpinner />
      ) : (
        <>
          <Text>
            {m.aud_home_open()}: <strong>{audits.data.has_more ? `${audits.data.items.length}+` : audits.data.items.length}</strong>
          </Text>
          {next ? (
            <Text>
              <ChakraLink asChild color="brand.fg">
                <Link to={`/audits/${next.id}`}>{m.aud_home_next({ worksite: next.worksite_name, city: next.city })}</Link>
              </ChakraLink>
            </Text>
          ) : null}
        </>
      )}
      <ChakraLink asChild color="brand.fg" alignSelf="start">
        <Link to="/audits">{m.aud_home_link()}</Link>
      </ChakraLink>
    </Stack>
  );
}
