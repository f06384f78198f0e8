import { chakra, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { degreeLabel, hireTypeLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { StatusBadge } from '@/ui/StatusBadge';
import { useCandidateProfile, type CandidateProfileView } from './api';
import { candidateFacts, fullName } from './candidate-facts';
import { useCandidateId } from './candidate-id';
import { CandidateNotFound, candidateMissing } from './CandidateNotFound';
import { EngagedBadge } from './EngagedBadge';
import { VettedBadge } from './VettedBadge';
import { FactList, type Fact } from './FactList';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { employerJobPath, invitePath } from './paths';
import { profileBackLink } from './profile-back';
import { SkillTags } from '@/ui/SkillTags';
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
              <Text textStyle="sm" color="fg.muted">
                {m.talent_profile_member_since({ date: formatDate(candidate.joined_at, locale) })}
              </Text>
            </HStack>
          </Stack>
          <Button asChild>
            <Link to={invitePath(candidate.id)}>{m.talent_invite_cta()}</Link>
          </Button>
        </HStack>
      </Stack>

      <Section id="profile-overview" title={m.talent_profile_overview()}>
        <FactList facts={candidateFacts(candidate, locale)} />
      </Section>

      <Section id="profile-skills" title={m.talent_profile_skills()}>
        {candidate.skills.length > 0 ? <SkillTags skills={candidate.skills} label={m.talent_profile_skills()} /> : <Text color="fg.muted">{m.talent_not_given()}</Text>}
      </Section>

      <Section id="profile-bio" title={m.talent_profile_bio()}>
        {candidate.bio ? <Text whiteSpace="pre-line">{candidate.bio}</Text> : <Text color="fg.muted">{m.talent_not_given()}</Text>}
      </Section>

      <Section id="profile-education" title={m.talent_profile_education()}>
        <EducationFacts education={candidate.education} />
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

function EducationFacts({ education }: { education: CandidateProfileView['education'] }) {
  const facts: Fact[] = [];
  if (education.highest_degree) facts.push({ label: m.talent_education_degree(), value: degreeLabel(education.highest_degree) });
  if (education.institution) facts.push({ label: m.talent_education_institution(), value: education.institution });
  if (education.graduation_year) facts.push({ label: m.talent_education_year(), value: String(education.graduation_year) });
  if (facts.length === 0) return <Text color="fg.muted">{m.talent_not_given()}</Text>;
  return <FactList facts={facts} />;
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
