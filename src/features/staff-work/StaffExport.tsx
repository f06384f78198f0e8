import { Box, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { LabelledField } from '@/ui/LabelledField';
import { staffExportHref, type ExportKind } from './api';
import { EXPORT_MAX_DAYS, exportRangeProblem, type ExportRangeProblem } from './export-range';

const problemText = (problem: ExportRangeProblem) =>
  problem.reason === 'missing'
    ? m.staffwork_export_date_missing()
    : problem.reason === 'order'
      ? m.staffwork_export_order()
      : m.staffwork_export_too_long({ max: EXPORT_MAX_DAYS });

/**
 * The staff member's attendance or reports for a range of days, as a CSV file. Like the spendings
 * export (src/features/billing), a plain link: the server answers with the file, so it downloads
 * even without the app's JavaScript. The range starts as the month shown.
 */
export function StaffExport({ staffId, range }: { staffId: string; range: { from: string; to: string } }) {
  const [kind, setKind] = useState<ExportKind>('attendance');
  const [dates, setDates] = useState(range);
  const problem = exportRangeProblem(dates.from, dates.to);
  return (
    <Stack as="section" aria-labelledby="staff-export" gap="4">
      <Heading as="h2" id="staff-export" size="lg">
        {m.staffwork_export_title()}
      </Heading>
      <ChoiceGroup
        look="plain"
        legend={m.staffwork_export_what()}
        choices={[
          { value: 'attendance', label: m.staffwork_export_attendance() },
          { value: 'reports', label: m.staffwork_export_reports() },
        ]}
        value={kind}
        onChange={setKind}
        columns={{ base: 1, sm: 2 }}
      />
      <Flex gap="4" wrap="wrap" align="flex-start">
        {(['from', 'to'] as const).map((field) => (
          <Box key={field} flex="1 1 12rem">
            <LabelledField
              id={`staff-export-${field}`}
              label={field === 'from' ? m.staffwork_export_from() : m.staffwork_export_to()}
              error={problem?.field === field ? problemText(problem) : undefined}
            >
              {(control) => (
                <Input {...control} type="date" value={dates[field]} onChange={(e) => setDates({ ...dates, [field]: e.currentTarget.value })} />
              )}
            </LabelledField>
          </Box>
        ))}
      </Flex>
      {problem ? (
        <Text color="fg.muted" textStyle="sm">
          {m.staffwork_export_fix_range()}
        </Text>
      ) : (
        <Button look="secondary" alignSelf="flex-start" asChild>
          <a href={staffExportHref(staffId, { kind, ...dates })} download>
            {kind === 'attendance' ? m.staffwork_export_download_attendance() : m.staffwork_export_download_reports()}
          </a>
        </Button>
      )}
    </Stack>
  );
}
