import { Box, chakra, Heading, Image, Input, Link as ChakraLink, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { usePageTitle } from '@/lib/use-page-title';
import { AUDIT_CHECKLIST, AUDIT_RESULTS, type AuditChecklistItem, type AuditResult } from '@/shared/audit-checklist';
import { formatDate, intlLocale } from '@/shared/format';
import { acceptAttribute, fileIssue, megabytes, PHOTO } from '@/shared/uploads';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { ToneBadge } from '@/ui/StatusBadge';
import { useAudit, type AuditDecision, type WorksiteAudit } from './api';
import { useAuditPhotos, useWorksiteAuditFlow } from './flows';
import { connectionLabel, ITEM, powerLabel, RESULT, securityLabel, STATUS } from './words';

type Answers = Partial<Record<AuditChecklistItem, { result: AuditResult; note: string }>>;

const answersOf = (audit: WorksiteAudit): Answers =>
  Object.fromEntries(audit.checklist.map((answer) => [answer.item, { result: answer.result, note: answer.note }]));

/** The answers given so far, in the checklist's order, as the server takes them. */
const workOf = (answers: Answers, findings: string) => ({
  checklist: AUDIT_CHECKLIST.flatMap((item) => {
    const answer = answers[item];
    return answer ? [{ item, result: answer.result, note: answer.note }] : [];
  }),
  findings,
});

function Declared({ audit }: { audit: WorksiteAudit }) {
  const locale = useLocale();
  const site = audit.worksite;
  const rows: [string, string][] = [
    [m.aud_address(), [site.address_line1, site.address_line2, site.postal_code, site.city, countryName(site.country, intlLocale(locale))].filter(Boolean).join(', ')],
    [m.aud_seats(), String(site.seats)],
    [m.aud_equipment(), site.equipment],
    [m.aud_connection(), connectionLabel(site.connection_redundancy)],
    [m.aud_power(), powerLabel(site.power_redundancy)],
    [m.aud_security(), site.security_measures.map(securityLabel).join(', ')],
  ];
  return (
    <Box as="section" aria-labelledby="audit-declared" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Heading as="h2" id="audit-declared" size="md" mb="3">
        {m.aud_declared()}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} columnGap="4" rowGap="2">
        {rows.map(([term, value]) => (
          <Box key={term} display="contents">
            <chakra.dt fontWeight="semibold">{term}</chakra.dt>
            <chakra.dd m="0">{value}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}

function Photos({ audit, editable, onChanged }: { audit: WorksiteAudit; editable: boolean; onChanged: (audit: WorksiteAudit) => void }) {
  const { add, remove } = useAuditPhotos(audit.id, onChanged);
  const [issue, setIssue] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack as="section" aria-labelledby="audit-photos" gap="3">
      <Heading as="h2" id="audit-photos" size="md">
        {m.aud_photos()}
      </Heading>
      {audit.photos.length === 0 ? <Text color="fg.muted">{m.aud_no_photos()}</Text> : null}
      <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3" listStyleType="none" ps="0">
        {audit.photos.map((photo) => (
          <Stack as="li" key={photo.id} gap="2">
            <Image src={photo.url} alt={m.aud_photo_alt({ name: photo.name, worksite: audit.worksite.name })} borderRadius="md" objectFit="cover" aspectRatio={4 / 3} />
            {editable ? (
              <Button look="ghost" size="sm" loading={remove.isPending && remove.variables === photo.id} onClick={() => remove.mutate(photo.id)}>
                {m.aud_photo_remove({ name: photo.name })}
              </Button>
            ) : null}
          </Stack>
        ))}
      </SimpleGrid>
      {editable ? (
        <LabelledField id="audit-photo-file" label={m.aud_photo_add()} hint={m.aud_photos_hint({ megabytes: megabytes(PHOTO) })} error={issue}>
          {(field) => (
            <Input
              {...field}
              ref={input}
              type="file"
              accept={acceptAttribute(PHOTO)}
              disabled={add.isPending}
              p="1"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (!file) return;
                const problem = fileIssue(file, PHOTO);
                setIssue(problem === 'type' ? m.aud_photo_file_issue_type() : problem ? m.aud_photo_file_issue_size({ megabytes: megabytes(PHOTO) }) : undefined);
                if (!problem)
                  add.mutate(file, {
                    onSettled: () => {
                      if (input.current) input.current.value = '';
                    },
                  });
              }}
            />
          )}
        </LabelledField>
      ) : null}
    </Stack>
  );
}

function ChecklistItem({ item, answer, onChange, showErrors }: { item: AuditChecklistItem; answer: Answers[AuditChecklistItem]; onChange: (answer: { result: AuditResult; note: string }) => void; showErrors: boolean }) {
  const noteMissing = showErrors && answer?.result === 'falls_short' && !answer.note.trim();
  return (
    <Stack as="li" gap="2" borderBottomWidth="1px" pb="4">
      <ChoiceGroup<AuditResult>
        legend={ITEM[item]()}
        name={`audit-${item}`}
        look="plain"
        columns={{ base: 1, md: 3 }}
        choices={AUDIT_RESULTS.map((value) => ({ value, label: RESULT[value]() }))}
        value={answer?.result ?? null}
        onChange={(result) => onChange({ result, note: answer?.note ?? '' })}
      />
      <LabelledField id={`audit-note-${item}`} label={m.aud_note_label({ item: ITEM[item]() })} error={noteMissing ? m.aud_note_required() : undefined}>
        {(control) => (
          <Textarea {...control} rows={2} maxLength={1000} value={answer?.note ?? ''} onChange={(e) => onChange({ result: answer?.result ?? 'meets', note: e.target.value })} />
        )}
      </LabelledField>
    </Stack>
  );
}

function InProgress({ audit, busy, send, problem }: { audit: WorksiteAudit; busy: boolean; send: ReturnType<typeof useWorksiteAuditFlow>[1]; problem: string | null }) {
  const [answers, setAnswers] = useState<Answers>(() => answersOf(audit));
  const [findings, setFindings] = useState(audit.findings);
  const [decision, setDecision] = useState<AuditDecision['decision'] | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);
  const reasonMissing = tried && reason.trim().length < 5;
  const decisionMissing = tried && !decision;
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="audit-checklist" gap="3">
        <Heading as="h2" id="audit-checklist" size="md">
          {m.aud_checklist()}
        </Heading>
        <Text color="fg.muted">{m.aud_checklist_hint()}</Text>
        <Stack as="ul" listStyleType="none" ps="0" gap="4">
          {AUDIT_CHECKLIST.map((item) => (
            <ChecklistItem key={item} item={item} answer={answers[item]} showErrors={tried} onChange={(answer) => setAnswers((all) => ({ ...all, [item]: answer }))} />
          ))}
        </Stack>
        <LabelledField id="audit-findings" label={m.aud_findings()} hint={m.aud_findings_hint()}>
          {(control) => <Textarea {...control} rows={5} maxLength={5000} value={findings} onChange={(e) => setFindings(e.target.value)} />}
        </LabelledField>
        <Button look="secondary" alignSelf="start" loading={busy} onClick={() => send({ type: 'SAVE', work: workOf(answers, findings) })}>
          {m.aud_save()}
        </Button>
      </Stack>
      <Photos audit={audit} editable onChanged={(updated) => send({ type: 'UPDATED', audit: updated })} />
      <form
        aria-labelledby="audit-decision"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!decision || reason.trim().length < 5) return;
          send({ type: 'DECIDE', draft: { work: workOf(answers, findings), decision: { decision, reason: reason.trim() } } });
        }}
      >
        <Stack gap="3">
          <Heading as="h2" id="audit-decision" size="md">
            {m.aud_decision()}
          </Heading>
          <ChoiceGroup<AuditDecision['decision']>
            legend={m.aud_decision_legend()}
            name="audit-verdict"
            required
            look="plain"
            columns={2}
            choices={[
              { value: 'passed', label: m.aud_decide_pass() },
              { value: 'failed', label: m.aud_decide_fail() },
            ]}
            value={decision}
            onChange={setDecision}
            error={decisionMissing ? m.aud_decision_required() : undefined}
          />
          <LabelledField id="audit-reason" label={m.aud_reason()} hint={m.aud_reason_hint()} error={reasonMissing ? m.aud_reason_required() : undefined}>
            {(control) => <Textarea {...control} rows={3} maxLength={2000} required value={reason} onChange={(e) => setReason(e.target.value)} />}
          </LabelledField>
          {problem ? (
            <FormProblem ref={problemRef} title={m.aud_problem_title()} tabIndex={-1}>
              {problem}
            </FormProblem>
          ) : null}
          <Button type="submit" alignSelf="start" loading={busy}>
            {m.aud_decide()}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function Decided({ audit }: { audit: WorksiteAudit }) {
  const locale = useLocale();
  const date = audit.decided_at ? formatDate(audit.decided_at, locale) : '';
  return (
    <Stack gap="5">
      <Stack as="section" aria-labelledby="audit-result" gap="2" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
        <Heading as="h2" id="audit-result" size="md">
          {m.aud_decision()}
        </Heading>
        <Text>{audit.status === 'passed' ? m.aud_result_passed({ date }) : m.aud_result_failed({ date })}</Text>
        {audit.reason ? <Text whiteSpace="pre-wrap">{audit.reason}</Text> : null}
      </Stack>
      <Stack as="section" aria-labelledby="audit-checklist" gap="2">
        <Heading as="h2" id="audit-checklist" size="md">
          {m.aud_checklist()}
        </Heading>
        <Stack as="ul" ps="5" gap="1">
          {audit.checklist.map((answer) => (
            <li key={answer.item}>
              {ITEM[answer.item]()}: <strong>{RESULT[answer.result]()}</strong>
              {answer.note ? ` — ${answer.note}` : ''}
            </li>
          ))}
        </Stack>
        {audit.findings ? (
          <>
            <Heading as="h3" size="sm">
              {m.aud_findings()}
            </Heading>
            <Text whiteSpace="pre-wrap">{audit.findings}</Text>
          </>
        ) : null}
      </Stack>
      <Photos audit={audit} editable={false} onChanged={() => {}} />
    </Stack>
  );
}

function Audit({ audit }: { audit: WorksiteAudit }) {
  const [state, send] = useWorksiteAuditFlow(audit);
  const current = state.context.audit;
  const busy = state.hasTag('busy');
  const problem = state.context.problem?.message ?? null;
  const title = m.aud_page_title({ worksite: current.worksite.name });
  if (state.matches('gone')) {
    return (
      <Stack gap="6">
        <PageHeader title={title} description={current.worksite.bpo_name} />
        <FormProblem title={m.aud_problem_title()}>{m.aud_gone()}</FormProblem>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <PageHeader title={title} description={current.worksite.bpo_name} actions={<ToneBadge tone={STATUS[current.status].tone}>{STATUS[current.status].label()}</ToneBadge>} />
      {/* The start was refused because the audit had moved on: it is shown as it now stands, and why. */}
      {state.context.overtaken ? (
        <FormProblem title={m.aud_problem_title()}>{state.matches('in_progress') ? m.aud_started_elsewhere() : m.aud_decided_elsewhere()}</FormProblem>
      ) : null}
      <Declared audit={current} />
      {state.matches('assigned') ? (
        <Stack gap="3">
          <Text>{m.aud_start_intro()}</Text>
          {problem ? <FormProblem title={m.aud_problem_title()}>{problem}</FormProblem> : null}
          <Button alignSelf="start" loading={busy} onClick={() => send({ type: 'START' })}>
            {m.aud_start()}
          </Button>
        </Stack>
      ) : state.matches('in_progress') ? (
        <InProgress audit={current} busy={busy} send={send} problem={problem} />
      ) : (
        <Decided audit={current} />
      )}
    </Stack>
  );
}

function AuditLoader({ id }: { id: string }) {
  const audit = useAudit(id);
  if (audit.isError) return <LoadProblem error={audit.error} what={m.aud_load_one_failed()} retryLabel={m.aud_retry()} onRetry={() => void audit.refetch()} retrying={audit.isFetching} />;
  if (!audit.data)
    return (
      <Stack align="center" py="8">
        <LoadingSpinner />
      </Stack>
    );
  // One machine per audit: a new id starts from where that audit stands.
  return <Audit key={audit.data.id} audit={audit.data} />;
}

/** /audits/:id: the auditor performs an audit — starts it on site, answers the checklist, adds photos and findings, passes or fails the worksite with reasons. */
export default function AuditPage() {
  usePageTitle(m.aud_mine_title());
  const { id = '' } = useParams();
  return (
    <PageColumn maxW="4xl" gap="6">
      <ChakraLink asChild color="brand.fg" alignSelf="start">
        <Link to="/audits">{m.aud_back()}</Link>
      </ChakraLink>
      <RoleGate role="saa" title={m.aud_mine_title()} otherRoleReason={m.aud_auditor_only()}>
        <VerifiedPartnerGate>
          <AuditLoader id={id} />
        </VerifiedPartnerGate>
      </RoleGate>
    </PageColumn>
  );
}
