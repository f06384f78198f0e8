import { HStack, Link as ChakraLink, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { ACTIVE_JOB_PATH } from '@/lib/candidate-paths';
import {
  REPORT_MINUTES_MAX,
  REPORT_MINUTES_STEP,
  REPORT_TEXT_MAX,
  reportIssues,
  type EodReportInput,
  type ReportFieldIssue,
  type ReportFields,
} from '@/machines/eod-report.machine';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';
import { useReportComposer } from './flows';
import { formatMinutes } from './work-time';

type TextField = 'done' | 'blockers' | 'plan';

const requiredWords: Record<'done' | 'plan', () => string> = { done: m.work_report_done_missing, plan: m.work_report_plan_missing };

function issueWords(field: keyof ReportFields, issue: ReportFieldIssue | undefined): string | undefined {
  if (issue === 'required') return requiredWords[field as 'done' | 'plan']();
  if (issue === 'tooLong') return m.work_text_too_long({ max: REPORT_TEXT_MAX[field as TextField] });
  if (issue === 'notQuarterHour') return m.work_report_minutes_invalid();
  return undefined;
}

/** The composer of today's end-of-day report, new or a change of the one filed; its draft outlives a reload. */
export function ReportForm({ input, workedToday }: { input: EodReportInput; workedToday: number }) {
  const locale = useLocale();
  const [snapshot, send] = useReportComposer(input);
  const { fields, showIssues, problem, resumed, foundExisting, reportId } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const issues = showIssues ? reportIssues(fields) : {};
  const error = (field: keyof ReportFields) => issueWords(field, issues[field]) ?? problem?.fields?.[field];
  const update = (changed: Partial<ReportFields>) => send({ type: 'UPDATE', fields: changed });
  const minuteOptions = Array.from({ length: REPORT_MINUTES_MAX / REPORT_MINUTES_STEP + 1 }, (_, i) => i * REPORT_MINUTES_STEP).map((minutes) => ({
    value: String(minutes),
    label: formatMinutes(minutes, locale),
  }));

  if (snapshot.hasTag('locked')) {
    return (
      <FormProblem title={m.work_report_locked_title()}>
        <Stack gap="2">
          <Text>{problem?.message}</Text>
          <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
            <Link to={ACTIVE_JOB_PATH}>{m.work_back_home()}</Link>
          </ChakraLink>
        </Stack>
      </FormProblem>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  const textField = (field: TextField, label: string, hint?: string) => (
    <LabelledField id={`work-report-${field}`} label={label} hint={hint} error={error(field)}>
      {(control) => (
        <Textarea rows={4} value={fields[field]} onChange={(event) => update({ [field]: event.target.value })} required={field !== 'blockers'} disabled={busy} {...control} />
      )}
    </LabelledField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={reportId ? m.work_report_edit_title() : m.work_report_new_title()}>
      <Stack gap="5">
        {resumed ? (
          <HStack justify="space-between" gap="3" flexWrap="wrap" borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.subtle">
            <Text>{m.work_report_resumed()}</Text>
            <Button look="link" onClick={() => send({ type: 'DISCARD' })} disabled={busy}>
              {reportId ? m.work_report_discard_changes() : m.work_report_start_over()}
            </Button>
          </HStack>
        ) : null}
        {foundExisting ? (
          <Text role="status" borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.subtle">
            {m.work_report_found_existing()}
          </Text>
        ) : null}
        {textField('done', m.work_report_done())}
        {textField('blockers', m.work_report_blockers(), m.work_report_blockers_hint())}
        {textField('plan', m.work_report_plan())}
        <SelectField
          id="work-report-minutes"
          label={m.work_report_minutes()}
          hint={m.work_report_minutes_hint({ worked: formatMinutes(workedToday, locale) })}
          options={minuteOptions}
          value={String(fields.worked_minutes)}
          onChange={(event) => update({ worked_minutes: Number(event.target.value) })}
          error={error('worked_minutes')}
          disabled={busy}
        />
        {snapshot.hasTag('canRetry') ? (
          <FormProblem title={m.work_report_failed_title()}>
            <Stack gap="3" align="flex-start">
              <Text>{problem?.message}</Text>
              <Button look="secondary" size="sm" onClick={() => send({ type: 'RETRY' })}>
                {m.work_try_again()}
              </Button>
            </Stack>
          </FormProblem>
        ) : null}
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" loading={busy}>
            {reportId ? m.work_report_save_changes() : m.work_report_file()}
          </Button>
          <Button asChild look="ghost">
            <Link to={ACTIVE_JOB_PATH}>{m.work_report_leave()}</Link>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
