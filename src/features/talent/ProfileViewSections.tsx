import { chakra, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { degreeLabel, weekdayLabel } from '@/lib/labels';
import { languageLevelLabel, languageName } from '@/lib/spoken-languages';
import { hoursYourTime } from '@/lib/time-zone-text';
import { formatNames, intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { formatClock, zoneLabel } from '@/shared/time-zones';
import { FactList } from './FactList';
import { overlapMinutes } from './hours-overlap';

type S = components['schemas'];

/* What an employer reads of a candidate's profile sections (CandidateProfileView), a piece each. */

const List = chakra('ul', { base: { listStyleType: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' } });

/** "Mar 2022": a `YYYY-MM` month as the reader's language writes it. */
function formatMonth(month: string, locale: Locale): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year ?? 2000, (number ?? 1) - 1, 1)));
}

const NotGiven = () => <Text color="fg.muted">{m.talent_not_given()}</Text>;

export function WorkHistoryView({ entries, locale }: { entries: S['WorkHistoryEntry'][]; locale: Locale }) {
  if (entries.length === 0) return <NotGiven />;
  return (
    <List>
      {entries.map((job, index) => (
        <chakra.li key={`${job.employer}-${job.start_month}-${index}`}>
          <Text fontWeight="semibold">{m.talent_job_at({ role: job.role, employer: job.employer })}</Text>
          <Text textStyle="sm" color="fg.muted">
            {m.talent_period({ from: formatMonth(job.start_month, locale), to: job.end_month ? formatMonth(job.end_month, locale) : m.talent_period_now() })}
          </Text>
          {job.description ? <Text whiteSpace="pre-line">{job.description}</Text> : null}
        </chakra.li>
      ))}
    </List>
  );
}

export function EducationView({ entries }: { entries: S['EducationEntry'][] }) {
  if (entries.length === 0) return <NotGiven />;
  return (
    <List>
      {entries.map((school, index) => {
        const years = [school.start_year, school.end_year].filter((year) => year !== undefined).join('–');
        return (
          <chakra.li key={`${school.institution}-${index}`}>
            <Text fontWeight="semibold">{school.field_of_study ? m.talent_degree_in({ degree: degreeLabel(school.degree), field: school.field_of_study }) : degreeLabel(school.degree)}</Text>
            <Text textStyle="sm" color="fg.muted">
              {years ? `${school.institution} · ${years}` : school.institution}
            </Text>
          </chakra.li>
        );
      })}
    </List>
  );
}

export function LanguagesView({ entries, locale }: { entries: S['LanguageSkill'][]; locale: Locale }) {
  if (entries.length === 0) return <NotGiven />;
  return <FactList facts={entries.map((entry) => ({ label: languageName(entry.language, locale), value: languageLevelLabel(entry.level) }))} />;
}

const yearsText = (years: number) => (years === 0 ? m.talent_skill_under_a_year() : years === 1 ? m.talent_skill_one_year() : m.talent_skill_years({ years }));

export function SkillsView({ entries, name }: { entries: S['SkillEntry'][]; name: string }) {
  if (entries.length === 0) return <NotGiven />;
  return (
    <chakra.ul aria-label={m.talent_skills_of({ name })} listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="2">
      {entries.map((skill) => (
        <chakra.li key={skill.name} px="2.5" py="1" borderRadius="md" bg="gray.100" color="gray.800" textStyle="sm">
          <chakra.span fontWeight="medium">{skill.name}</chakra.span>
          {` · ${yearsText(skill.years)}`}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

/** The candidate's hours on their clock and on the employer's, and how much of the employer's 9-to-5 they share. */
export function WorkHoursView({ hours, employerZone, locale }: { hours: S['WorkHours'] | undefined; employerZone: string; locale: Locale }) {
  if (!hours) return <NotGiven />;
  const schedule = { start_time: hours.start, end_time: hours.end, timezone: hours.timezone };
  const shared = overlapMinutes(hours, employerZone) / 60;
  const sharedText = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(shared);
  return (
    <Stack gap="3">
      <FactList
        facts={[
          { label: m.talent_hours_theirs(), value: `${formatClock(hours.start, locale)} – ${formatClock(hours.end, locale)} (${zoneLabel(hours.timezone)})` },
          { label: m.talent_hours_days(), value: formatNames(hours.days.map(weekdayLabel), locale) },
          { label: m.talent_hours_yours(), value: hoursYourTime(schedule, locale, employerZone) },
          { label: m.talent_hours_overlap(), value: shared === 0 ? m.talent_hours_overlap_none() : m.talent_hours_overlap_value({ hours: sharedText }) },
        ]}
      />
    </Stack>
  );
}

const LINK_LABEL: Record<keyof S['ProfileLinks'], () => string> = {
  portfolio: m.talent_link_portfolio,
  linkedin: m.talent_link_linkedin,
  github: m.talent_link_github,
  website: m.talent_link_website,
};

/** The candidate's links, each opened in a new tab without handing the other site this page (noopener, noreferrer) or our standing (nofollow). */
export function LinksView({ links }: { links: S['ProfileLinks'] }) {
  const given = (Object.keys(LINK_LABEL) as Array<keyof S['ProfileLinks']>).filter((name) => links[name]);
  if (given.length === 0) return <NotGiven />;
  return (
    <List>
      {given.map((name) => (
        <chakra.li key={name}>
          <ChakraLink href={links[name]} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg" fontWeight="medium">
            {LINK_LABEL[name]()}{' '}
            <VisuallyHidden>{m.talent_opens_new_tab()}</VisuallyHidden>
          </ChakraLink>
          <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
            {links[name]}
          </Text>
        </chakra.li>
      ))}
    </List>
  );
}
