import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { formatDate } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import type { GrantApplication } from './grant-api';

const STATUS = {
  submitted: { label: m.grantapp_status_submitted, palette: 'orange' },
  approved: { label: m.grantapp_status_approved, palette: 'green' },
  rejected: { label: m.grantapp_status_rejected, palette: 'gray' },
} as const;

/** The employer's applications, newest first, with what we decided and why. */
export function ApplicationHistory({ applications, locale }: { applications: GrantApplication[]; locale: Locale }) {
  return (
    <Stack as="section" aria-labelledby="grant-history" gap="3">
      <Heading as="h2" id="grant-history" size="lg">
        {m.grantapp_history()}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        {applications.map((application) => {
          const status = STATUS[application.status];
          return (
            <Box as="li" key={application.id} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
              <Stack direction="row" justify="space-between" align="baseline" wrap="wrap" gap="2">
                <Text fontWeight="semibold">{application.organisation_name}</Text>
                <Badge colorPalette={status.palette} size="md">
                  {status.label()}
                </Badge>
              </Stack>
              <Text color="fg.muted" textStyle="sm">
                {m.grantapp_sent_on({ date: formatDate(application.submitted_at, locale) })}
              </Text>
              {application.grant ? (
                <Text mt="2">
                  {m.grantapp_granted({
                    percent: application.grant.percent,
                    hires: application.grant.hires,
                    used: application.grant.hires_used,
                    until: application.grant.expires_on ? formatDate(application.grant.expires_on, locale) : '—',
                  })}
                </Text>
              ) : null}
              {application.status === 'rejected' && application.decision_reason ? (
                <Text mt="2">{m.grantapp_reason_given({ reason: application.decision_reason })}</Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
