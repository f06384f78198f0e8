import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { degreeLabel, experienceLabel, jobRoleLabel } from '@/lib/labels';
import { formatDate, formatNames, intlLocale } from '@/shared/format';
import { FactList, type Fact } from '@/ui/FactList';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { ToneBadge } from '@/ui/StatusBadge';
import { DecisionForm } from './DecisionForm';
import { useVettingCase, type VettingReviewCase } from './review-api';
import { choiceLabel, PROFILE_FIELD, QUESTION, STATUS } from './words';

type Answer = VettingReviewCase['answers'][number];

/** An answer as the reviewer reads it: a choice by its words, years as years. */
function answerText(answer: Answer | undefined): string {
  if (!answer) return m.vrev_no_answer();
  if (typeof answer.answer === 'number') return m.vrev_years({ count: answer.answer });
  return choiceLabel(answer.question, answer.answer);
}

function CaseBody({ vetting, onDecided }: { vetting: VettingReviewCase; onDecided: (decided: VettingReviewCase) => void }) {
  const locale = useLocale();
  const { candidate } = vetting;
  const missing = vetting.profile.filter((p) => !p.done).map((p) => PROFILE_FIELD[p.field].label());
  const facts: Fact[] = [
    { label: m.crev_field_country(), value: countryName(candidate.country, intlLocale(locale)) },
    { label: m.profile_field_headline(), value: candidate.headline || '—' },
    ...(candidate.role ? [{ label: m.profile_field_role(), value: jobRoleLabel(candidate.role) }] : []),
    ...(candidate.experience_level ? [{ label: m.profile_field_experience_level(), value: experienceLabel(candidate.experience_level) }] : []),
    { label: m.profile_field_years(), value: m.vrev_years({ count: candidate.years_experience }) },
    { label: m.profile_field_skills(), value: candidate.skills.length ? formatNames(candidate.skills, locale) : '—' },
    ...(candidate.education.highest_degree ? [{ label: m.profile_field_education(), value: degreeLabel(candidate.education.highest_degree) }] : []),
    { label: m.profile_field_bio(), value: <Text whiteSpace="pre-wrap">{candidate.bio || '—'}</Text> },
    ...(missing.length ? [{ label: m.vet_field_missing(), value: formatNames(missing, locale) }] : []),
  ];
  return (
    <Stack gap="5">
      <Stack as="section" gap="2" aria-label={m.vrev_profile()}>
        <Heading as="h3" size="sm">
          {m.vrev_profile()}
        </Heading>
        <FactList facts={facts} gap="2" />
        {/* The documents, identity check and agreements are read in the case (src/features/compliance-review/OnboardingCasePage.tsx). */}
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to={`/admin/onboarding/${candidate.id}`}>{m.vrev_open_onboarding_case({ name: `${candidate.firstname} ${candidate.lastname}`.trim() })}</Link>
        </ChakraLink>
      </Stack>
      <Stack as="section" gap="2" aria-label={m.vrev_answers()}>
        <Heading as="h3" size="sm">
          {m.vrev_answers()}
        </Heading>
        <FactList
          gap="2"
          facts={vetting.questions.map((key) => ({
            label: QUESTION[key](),
            value: <Text whiteSpace="pre-wrap">{answerText(vetting.answers.find((a) => a.question === key))}</Text>,
          }))}
        />
      </Stack>
      {vetting.decisions.length ? (
        <Stack as="section" gap="2" aria-label={m.vrev_history()}>
          <Heading as="h3" size="sm">
            {m.vrev_history()}
          </Heading>
          <Stack as="ul" ps="0" listStyleType="none" gap="2">
            {vetting.decisions.map((d) => {
              const words = { date: formatDate(d.decided_at, locale), name: d.decided_by ?? m.vrev_former_admin() };
              return (
                <li key={d.decided_at + d.decision}>
                  <Text fontWeight="medium">{d.decision === 'vetted' ? m.vrev_decided_vetted(words) : m.vrev_decided_changes(words)}</Text>
                  {d.reasons ? <Text whiteSpace="pre-wrap">{d.reasons}</Text> : null}
                </li>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
      {vetting.status === 'in_review' ? <DecisionForm id={candidate.id} onDone={onDecided} /> : null}
    </Stack>
  );
}

/** One case opened from the queue: the profile, the answers, the decisions so far and, while in review, the decision. */
export function VettingCaseReview({ id, name, onDecided }: { id: string; name: string; onDecided: (decided: VettingReviewCase) => void }) {
  const vetting = useVettingCase(id);
  return (
    <Box as="section" aria-label={name} borderTopWidth="1px" pt="4">
      {vetting.isPending ? (
        <LoadingSpinner />
      ) : vetting.isError ? (
        <LoadProblem error={vetting.error} what={m.vrev_case_load_failed()} retryLabel={m.vet_retry()} onRetry={() => void vetting.refetch()} retrying={vetting.isFetching} />
      ) : (
        <Stack gap="3">
          <ToneBadge tone={STATUS[vetting.data.status].tone}>{STATUS[vetting.data.status].label()}</ToneBadge>
          <CaseBody vetting={vetting.data} onDecided={onDecided} />
        </Stack>
      )}
    </Box>
  );
}
