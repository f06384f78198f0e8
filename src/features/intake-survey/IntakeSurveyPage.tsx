import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { usePageTitle } from '@/lib/use-page-title';
import { formatNames } from '@/shared/format';
import { zoneLabel } from '@/shared/time-zones';
import { weekdayLabel } from '@/lib/labels';
import { useLocale } from '@/app-state/app-actors';
import { INTAKE_SECTIONS, nextSection, type IntakeSection, type IntakeSurvey, type SectionAnswers } from '@/machines/intake-survey.machine';
import { Button } from '@/ui/Button';
import { FactList, type Fact } from '@/ui/FactList';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Stepper } from '@/ui/Stepper';
import { useIntakeSurvey } from './api';
import { useIntakeSurveyFlow } from './flows';
import { EmergencyContactSection, WorkingHoursSection, WorkSetupSection } from './SectionForms';
import { BACKUP_CONNECTION, BACKUP_POWER_LABEL, COMPUTER, CONNECTION, OPERATING_SYSTEM, SECTION_TITLE, WORKSPACE } from './words';

/** What a saved section says, in a few facts, for the review. */
function sectionFacts(survey: IntakeSurvey, section: IntakeSection, locale: ReturnType<typeof useLocale>): Fact[] {
  if (section === 'work_setup' && survey.work_setup) {
    const w = survey.work_setup;
    const equipment: string[] = [];
    if (w.headset) equipment.push(m.intake_headset());
    if (w.webcam) equipment.push(m.intake_webcam());
    return [
      { label: m.intake_connection(), value: `${CONNECTION[w.connection]()} · ${m.intake_speeds({ download: w.download_mbps, upload: w.upload_mbps })}` },
      { label: m.intake_backup_connection(), value: BACKUP_CONNECTION[w.backup_connection]() },
      { label: m.intake_backup_power(), value: BACKUP_POWER_LABEL[w.backup_power]() },
      { label: m.intake_computer(), value: `${COMPUTER[w.computer]()} · ${OPERATING_SYSTEM[w.operating_system]}` },
      { label: m.intake_equipment(), value: equipment.length ? formatNames(equipment, locale) : '—' },
      { label: m.intake_workspace(), value: WORKSPACE[w.workspace]() },
    ];
  }
  if (section === 'emergency_contact' && survey.emergency_contact) {
    const c = survey.emergency_contact;
    return [
      { label: m.intake_contact_name(), value: c.name },
      { label: m.intake_contact_relationship(), value: c.relationship },
      { label: m.intake_contact_phone(), value: c.phone },
    ];
  }
  if (section === 'working_hours' && survey.working_hours) {
    const h = survey.working_hours;
    return [
      { label: m.intake_days(), value: formatNames(h.work_days.map(weekdayLabel), locale) },
      { label: m.intake_start(), value: `${h.start_time} – ${h.end_time}` },
      { label: m.intake_timezone(), value: zoneLabel(h.timezone) },
    ];
  }
  return [];
}

function Survey({ initial }: { initial: IntakeSurvey }) {
  const locale = useLocale();
  const [state, send] = useIntakeSurveyFlow(initial);
  const { survey, section, problem } = state.context;
  const busy = state.matches('saving');

  if (state.matches('review')) {
    return (
      <Stack gap="6">
        <Stack gap="1" role="status">
          <Heading as="h2" size="lg">
            {m.intake_review_title()}
          </Heading>
          <Text color="fg.muted">{m.intake_review_intro()}</Text>
        </Stack>
        {INTAKE_SECTIONS.map((id) => (
          <Box as="section" key={id} aria-labelledby={`intake-review-${id}`} p="5" borderWidth="1px" borderRadius="md" bg="bg.panel">
            <Stack gap="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Heading as="h3" id={`intake-review-${id}`} size="md">
                  {SECTION_TITLE[id]()}
                </Heading>
                <Button look="secondary" size="sm" onClick={() => send({ type: 'EDIT', section: id })} aria-label={m.intake_edit_named({ section: SECTION_TITLE[id]() })}>
                  {m.intake_edit()}
                </Button>
              </HStack>
              <FactList facts={sectionFacts(survey, id, locale)} />
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }

  const index = INTAKE_SECTIONS.indexOf(section);
  // The furthest step open: every saved section, and the first not saved.
  const firstOpen = nextSection(survey);
  const reached = Math.max(index + 1, ...INTAKE_SECTIONS.map((id, i) => (survey.sections_done.includes(id) || id === firstOpen ? i + 1 : 0)));
  const last = nextSection({ ...survey, sections_done: [...survey.sections_done, section] }) === null;
  const common = {
    problem,
    busy,
    onBack: index > 0 ? () => send({ type: 'BACK' }) : undefined,
    onSave: (answers: SectionAnswers) => send({ type: 'SAVE', answers }),
    saveLabel: last ? m.intake_save() : m.intake_save_next(),
  };
  return (
    <Stack gap="6">
      <Stepper
        label={m.intake_steps_label()}
        steps={INTAKE_SECTIONS.map((id) => ({ id, title: SECTION_TITLE[id]() }))}
        current={index + 1}
        reached={reached}
        isDone={(id) => survey.sections_done.includes(id)}
        onSelect={(id) => send({ type: 'EDIT', section: id })}
        disabled={busy}
        doneText={m.intake_step_done()}
      />
      <Box as="section" aria-labelledby="intake-section-title" p={{ base: 4, md: 6 }} borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Stack gap="5">
          <Heading as="h2" id="intake-section-title" size="lg">
            {SECTION_TITLE[section]()}
          </Heading>
          {problem && !problem.fields ? <FormProblem title={m.intake_save_problem()}>{problem.message}</FormProblem> : null}
          {/* A fresh form per section, filled with what was saved. */}
          {section === 'work_setup' ? <WorkSetupSection key={section} saved={survey.work_setup} {...common} /> : null}
          {section === 'emergency_contact' ? <EmergencyContactSection key={section} saved={survey.emergency_contact} {...common} /> : null}
          {section === 'working_hours' ? <WorkingHoursSection key={section} saved={survey.working_hours} {...common} /> : null}
        </Stack>
      </Box>
    </Stack>
  );
}

function IntakeSurveyLoader() {
  usePageTitle(m.intake_page_title());
  const survey = useIntakeSurvey();
  let body;
  if (survey.isPending) body = <LoadingSpinner size="lg" label={m.intake_loading()} />;
  else if (survey.isError) {
    body = <LoadProblem error={survey.error} what={m.intake_load_error()} retryLabel={m.intake_try_again()} onRetry={() => void survey.refetch()} retrying={survey.isFetching} />;
  } else body = <Survey initial={survey.data} />;
  return (
    <PageColumn>
      <PageHeader title={m.intake_page_title()} description={m.intake_intro()} />
      {body}
    </PageColumn>
  );
}

/**
 * /candidate/intake/survey: the candidate's intake survey (docs/product.md, "Onboarding"), a
 * section at a time, each saved on its own, resumed where it was left; once complete, a review
 * from which any section can be changed.
 */
export default function IntakeSurveyPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <IntakeSurveyLoader />
    </RoleGate>
  );
}
