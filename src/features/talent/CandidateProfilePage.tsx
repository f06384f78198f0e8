import { chakra, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { browserTimeZone } from '@/shared/time-zones';
import { Link, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { formatDate, formatFileSize } from '@/shared/format';
import { hireTypeLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { MessageButton } from '@/messaging/MessageButton';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { StatusBadge } from '@/ui/StatusBadge';
import { useCandidateProfile, type CandidateProfileView } from './api';
import { candidateFacts, fullName } from './candidate-facts';
import { useCandidateId } from './candidate-id';
import { CandidateNotFound, candidateMissing } from './CandidateNotFound';
import { EngagedBadge } from './EngagedBadge';
import { VettedBadge } from './VettedBadge';
import { CandidatePhoto } from './CandidatePhoto';
import { FactList } from './FactList';
import { EducationView, LanguagesView, LinksView, SkillsView, WorkHistoryView, WorkHoursView } from './ProfileViewSections';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { employerJobPath, invitePath } from './paths';
import { profileBackLink } from './profile-back';
import { RoleGate } from '@/app-state/RoleGate';

/**
 * A candidate's profile for employers, at `/candidate/:id` (a link that can be
 * shared) and at the first client's `/Employer/CandidateProfileView?id=`.
 */
export default function CandidateProfilePage() {
  return (
    <RoleGate role="employer" title={m.talent_profile_title()} otherRoleReason={m.talent_profile_employers_only()} signInReason={m.talent_profile_sign_in()}>
      <CandidateProfile />
    </RoleGate>
  );
}

function CandidateProfile() {
  const id = useCandidateId('id');
  const profile = useCandidateProfile(id ?? '', id !== null);
  usePageTitle(profile.data ? fullName(profile.data) : m.talent_profile_title());
  if (candidateMissing(id, profile)) return <CandidateNotFound body={m.talent_profile_not_found_body()} />;
  if (profile.isPending) {
    return (
      <PageColumn align="center">
        <LoadingSpinner size="lg" label={m.talent_profile_loading()} />
      </PageColumn>
    );
  }
  if (profile.isError) {
    return (
      <PageColumn>
        <Heading as="h1" size="2xl">
          {m.talent_profile_title()}
        </Heading>
        <LoadProblem retryLabel={m.talent_try_again()} what={m.talent_profile_failed()} error={profile.error} onRetry={() => void profile.refetch()} />
      </PageColumn>
    );
  }
  return <ProfileView candidate={profile.data} />;
}

function ProfileView({ candidate }: { candidate: CandidateProfileView }) {
  const locale = useLocale();
  // The employer's hours are their account's zone (the search counts the same: hours-overlap.ts).
  const employerZone = useSession().user?.timezone ?? browserTimeZone();
  const name = fullName(candidate);
  // Back where the employer came from (applicants, a job, the search with its filters), else the search.
  const back = profileBackLink(useLocation().state);
  return (
    <PageColumn>
      <Stack gap="4">
        <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
          <Link to={back.to}>
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        </ChakraLink>
        <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
          <HStack gap="4" align="flex-start">
          <CandidatePhoto firstname={candidate.firstname} lastname={candidate.lastname} photoUrl={candidate.photo_url} size="24" />
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {name}
            </Heading>
            {candidate.headline ? <Text fontSize="lg" color="fg.muted">{candidate.headline}</Text> : null}
            <HStack gap="2" flexWrap="wrap">
              {candidate.vetted ? <VettedBadge /> : null}
              {candidate.engaged ? (
                <EngagedBadge />
              ) : null}
              {candidate.onboarding ? <OnboardingStatus onboarding={candidate.onboarding} /> : null}
              <Text textStyle="sm" color="fg.muted">
                {m.talent_profile_member_since({ date: formatDate(candidate.joined_at, locale) })}
              </Text>
            </HStack>
          </Stack>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Button asChild>
              <Link to={invitePath(candidate.id)}>{m.talent_invite_cta()}</Link>
            </Button>
            <MessageButton about="candidate" subjectId={candidate.id} name={name} size="md" />
          </HStack>
        </HStack>
      </Stack>

      <Section id="profile-overview" title={m.talent_profile_overview()}>
        <FactList facts={candidateFacts(candidate, locale)} />
      </Section>

      <Section id="profile-bio" title={m.talent_profile_bio()}>
        {candidate.bio ? <Text whiteSpace="pre-line">{candidate.bio}</Text> : <Text color="fg.muted">{m.talent_not_given()}</Text>}
      </Section>

      <Section id="profile-work-history" title={m.talent_profile_work_history()}>
        <WorkHistoryView entries={candidate.work_history} locale={locale} />
      </Section>

      <Section id="profile-skills" title={m.talent_profile_skills()}>
        <SkillsView entries={candidate.skills_detail} name={name} />
      </Section>

      <Section id="profile-languages" title={m.talent_profile_languages()}>
        <LanguagesView entries={candidate.languages} locale={locale} />
      </Section>

      <Section id="profile-hours" title={m.talent_profile_hours()}>
        <WorkHoursView hours={candidate.work_hours} employerZone={employerZone} locale={locale} />
      </Section>

      <Section id="profile-education" title={m.talent_profile_education()}>
        <EducationView entries={candidate.education} />
      </Section>

      <Section id="profile-cv" title={m.talent_profile_cv()}>
        {candidate.cv ? (
          <Stack gap="1" align="flex-start">
            <ChakraLink href={candidate.cv.url} download color="brand.fg" fontWeight="medium">
              {m.talent_cv_download({ name: candidate.cv.file_name })}
            </ChakraLink>
            <Text textStyle="sm" color="fg.muted">
              {m.talent_cv_facts({ size: formatFileSize(candidate.cv.size_bytes, locale), date: formatDate(candidate.cv.uploaded_at, locale) })}
            </Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{m.talent_not_given()}</Text>
        )}
      </Section>

      <Section id="profile-links" title={m.talent_profile_links()}>
        <LinksView links={candidate.links} />
      </Section>

      <Section id="profile-applications" title={m.talent_profile_applications()}>
        <ApplicationsOnMyJobs candidate={candidate} />
      </Section>
    </PageColumn>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" p={{ base: 4, md: 6 }} borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Where a hired candidate's onboarding stands: done, or how many steps are. */
function OnboardingStatus({ onboarding }: { onboarding: NonNullable<CandidateProfileView['onboarding']> }) {
  const done = onboarding.steps.filter((step) => step.state === 'done').length;
  return (
    <Text textStyle="sm" fontWeight="medium">
      {onboarding.complete ? m.talent_onboarding_complete() : m.talent_onboarding_progress({ done, total: onboarding.steps.length })}
    </Text>
  );
}

function ApplicationsOnMyJobs({ candidate }: { candidate: CandidateProfileView }) {
  if (candidate.applications.length === 0) {
    return <Text color="fg.muted">{m.talent_profile_no_applications({ name: candidate.firstname })}</Text>;
  }
  return (
    <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
      {candidate.applications.map((application) => (
        <HStack as="li" key={application.id} justify="space-between" gap="3" flexWrap="wrap" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <Stack gap="0">
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to={employerJobPath(application.job.id)}>{application.job.title}</Link>
            </ChakraLink>
            <Text textStyle="sm" color="fg.muted">
              {hireTypeLabel(application.job.hire_type)}
            </Text>
          </Stack>
          <StatusBadge kind="application" status={application.status} />
        </HStack>
      ))}
    </chakra.ul>
  );
}
