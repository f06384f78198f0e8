import { Alert, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import type { VettingCase } from '@/machines/vetting.machine';
import { formatLongDate } from '@/shared/format';
import { questionsFor } from '@/shared/vetting-questions';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { ToneBadge } from '@/ui/StatusBadge';
import { useMyVetting } from './api';
import { useVettingFlow } from './flows';
import { ProfileChecklist } from './ProfileChecklist';
import { QuestionForm } from './QuestionForm';
import { STATUS } from './words';

function Vetting({ initial }: { initial: VettingCase }) {
  const locale = useLocale();
  const [state, send] = useVettingFlow(initial);
  const { vetting, question: current, problem } = state.context;
  const busy = state.hasTag('busy');
  const editable = state.matches('answering');
  const questions = questionsFor(vetting.role);
  const answerOf = (key: string) => vetting.answers.find((a) => a.question === key)?.answer;
  // A refusal on the answer's field is shown on its question; anything else above the questions.
  const fieldProblem = problem?.fields?.answer;
  const status = state.matches('answering') || state.matches('submitting') ? (vetting.status === 'needs_changes' ? 'needs_changes' : 'answering') : vetting.status;

  return (
    <Stack gap="6">
      <Stack gap="2" role="status">
        <HStack gap="2">
          <ToneBadge tone={STATUS[status].tone}>{STATUS[status].label()}</ToneBadge>
        </HStack>
        {state.matches('in_review') ? (
          <Text>{m.vet_in_review_body({ date: vetting.submitted_at ? formatLongDate(vetting.submitted_at, locale) : '' })}</Text>
        ) : state.matches('vetted') ? (
          <Text>{m.vet_vetted_body()}</Text>
        ) : state.matches('needs_changes') ? (
          <Text>{m.vet_needs_changes_body()}</Text>
        ) : (
          <Text>{m.vet_answering_intro()}</Text>
        )}
      </Stack>
      {vetting.reasons && !state.matches('vetted') && !state.matches('in_review') ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.vet_reasons_label()}</Alert.Title>
            <Alert.Description whiteSpace="pre-wrap">{vetting.reasons}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {state.matches('needs_changes') ? (
        <HStack>
          <Button onClick={() => send({ type: 'EDIT' })}>{m.vet_edit()}</Button>
        </HStack>
      ) : null}
      <ProfileChecklist profile={vetting.profile} />
      <Stack as="section" aria-labelledby="vetting-questions" gap="4">
        <Stack gap="1">
          <Heading as="h2" id="vetting-questions" size="md">
            {m.vet_questions_title()}
          </Heading>
          {vetting.role ? null : <Text color="fg.muted">{m.vet_questions_generic_hint()}</Text>}
        </Stack>
        {problem && !fieldProblem && state.matches({ answering: 'failed' }) ? (
          <FormProblem title={current ? m.vet_not_saved() : m.vet_not_submitted()}>{problem.message}</FormProblem>
        ) : null}
        {questions.map((question) => (
          <QuestionForm
            key={question.key}
            question={question}
            saved={answerOf(question.key)}
            editable={editable}
            busy={busy && current === question.key}
            waiting={busy}
            serverError={current === question.key ? fieldProblem : undefined}
            onSave={(answer) => send({ type: 'SAVE', draft: { question: question.key, answer } })}
          />
        ))}
      </Stack>
      {editable || state.matches('submitting') ? (
        <Stack gap="2" align="start">
          <Button onClick={() => send({ type: 'SUBMIT' })} disabled={!vetting.can_submit || (busy && !state.matches('submitting'))} loading={state.matches('submitting')} aria-describedby={vetting.can_submit ? undefined : 'vetting-submit-hint'}>
            {m.vet_submit()}
          </Button>
          {vetting.can_submit ? null : (
            <Text id="vetting-submit-hint" textStyle="sm" color="fg.muted">
              {m.vet_submit_hint()}
            </Text>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

function VettingLoader() {
  const vetting = useMyVetting();
  if (vetting.isPending) return <LoadingSpinner size="lg" label={m.vet_loading()} />;
  if (vetting.isError) return <LoadProblem error={vetting.error} what={m.vet_load_failed()} retryLabel={m.vet_retry()} onRetry={() => void vetting.refetch()} retrying={vetting.isFetching} />;
  return <Vetting initial={vetting.data} />;
}

/**
 * /candidate/vetting: the candidate's vetting (docs/product.md, "Onboarding"): what of the profile
 * is missing, the questions of their role each saved on its own, and submitting them for review;
 * then where the review stands, and the reasons when changes were asked for.
 */
export default function VettingPage() {
  usePageTitle(m.vet_title());
  useMetaDescription(m.vet_description());
  return (
    <PageColumn>
      <PageHeader title={m.vet_title()} description={m.vet_description()} />
      <RoleGate role="candidate" title={m.vet_title()} otherRoleReason={m.vet_candidate_only()}>
        <VettingLoader />
      </RoleGate>
    </PageColumn>
  );
}
