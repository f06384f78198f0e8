import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDateTime } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FactList, type Fact } from '@/ui/FactList';
import { ToneBadge } from '@/ui/StatusBadge';
import type { MessageReport } from './api';
import { aboutText, personWithRole, reportTitle, STATUS } from './words';

export interface ReportCardProps {
  report: MessageReport;
  onResolve: (report: MessageReport) => void;
  onDismiss: (report: MessageReport) => void;
}

/** The messages kept with the report, oldest first, each with its sender and time; their text is shown as text, never as markup. */
function Evidence({ report }: { report: MessageReport }) {
  const locale = useLocale();
  const headingId = `message-report-evidence-${report.id}`;
  const senders = new Map([report.reporter, report.reported].map((person) => [person.id, person.name]));
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h3" id={headingId} size="sm">
        {m.mrep_evidence()}
      </Heading>
      {report.evidence.length === 0 ? (
        <Text color="fg.muted">{m.mrep_evidence_none()}</Text>
      ) : (
        <Stack as="ol" ps="0" listStyleType="none" gap="2">
          {report.evidence.map((message) => (
            <Box as="li" key={message.id} borderStartWidth="3px" borderColor={message.id === report.message_id ? 'orange.solid' : 'border'} ps="3">
              <Text color="fg.muted" fontSize="sm">
                {m.mrep_evidence_by({ name: senders.get(message.sender_id) ?? '—', time: formatDateTime(message.created_at, locale) })}
              </Text>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {message.text}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One report as a reviewer reads it: who reported whom, about what, why, the messages kept, and the decision or the buttons to take it. */
export function ReportCard({ report, onResolve, onDismiss }: ReportCardProps) {
  const locale = useLocale();
  const headingId = `message-report-${report.id}`;
  const title = reportTitle(report);
  const facts: Fact[] = [
    { label: m.mrep_field_reporter(), value: personWithRole(report.reporter) },
    { label: m.mrep_field_reported(), value: personWithRole(report.reported) },
    { label: m.mrep_field_about(), value: aboutText(report) },
    { label: m.mrep_field_what(), value: report.message_id ? m.mrep_what_message() : m.mrep_what_conversation() },
    { label: m.mrep_field_reported_at(), value: formatDateTime(report.created_at, locale) },
    { label: m.mrep_field_reason(), value: <Text whiteSpace="pre-wrap">{report.reason}</Text> },
    ...(report.status === 'open'
      ? []
      : [
          { label: m.mrep_field_decided_by(), value: report.decided_by ?? m.mrep_former_admin() },
          ...(report.decided_at ? [{ label: m.mrep_field_decided_at(), value: formatDateTime(report.decided_at, locale) }] : []),
          { label: m.mrep_field_note(), value: <Text whiteSpace="pre-wrap">{report.resolution_note}</Text> },
        ]),
  ];
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="4">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" id={headingId} size="md">
            {title}
          </Heading>
          <ToneBadge tone={STATUS[report.status].tone}>{STATUS[report.status].badge()}</ToneBadge>
        </HStack>
        <FactList facts={facts} gap="2" />
        <Evidence report={report} />
        {report.status === 'open' ? (
          <HStack gap="3" wrap="wrap">
            {/* The report's title, after the visible word, tells the many buttons of the list apart. */}
            <Button look="primary" onClick={() => onResolve(report)} aria-label={m.mrep_resolve_named({ item: title })}>
              {m.mrep_resolve()}
            </Button>
            <Button look="secondary" onClick={() => onDismiss(report)} aria-label={m.mrep_dismiss_named({ item: title })}>
              {m.mrep_dismiss()}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
