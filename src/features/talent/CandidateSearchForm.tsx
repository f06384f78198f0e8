import { chakra, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { AVAILABILITIES, availabilityLabel, EXPERIENCE_LEVELS, experienceLabel } from '@/lib/labels';
import { Button } from '@/ui/Button';
import { CountrySelect } from '@/ui/CountrySelect';
import { languageLevelLabel, languageOptions } from '@/lib/spoken-languages';
import { LANGUAGE_LEVELS } from '@/shared/spoken-languages';
import { LabelledField } from '@/ui/LabelledField';
import { RoleOptions } from '@/ui/RoleOptions';
import { SelectField } from '@/ui/SelectField';
import { MAX_RATE_DOLLARS, OVERLAP_HOURS, paramsFromFilters, parseRate, QUERY_MAX, SKILLS_MAX, type CandidateFilters } from './search-filters';

export interface CandidateSearchFormProps {
  /** The search in the URL; the form starts from it. */
  filters: CandidateFilters;
  onSearch: (filters: CandidateFilters) => void;
  onClear: () => void;
}

interface Draft {
  q: string;
  role: string;
  skills: string;
  level: string;
  maxRate: string;
  availability: string;
  country: string;
  language: string;
  languageLevel: string;
  overlapHours: string;
}

const draftOf = (filters: CandidateFilters): Draft => ({
  q: filters.q,
  role: filters.role ?? '',
  skills: filters.skills,
  level: filters.level ?? '',
  maxRate: filters.maxRate === undefined ? '' : String(filters.maxRate),
  availability: filters.availability ?? '',
  country: filters.country ?? '',
  language: filters.language ?? '',
  languageLevel: filters.languageLevel ?? '',
  overlapHours: filters.overlapHours === undefined ? '' : String(filters.overlapHours),
});

/**
 * The search: words, then the filters an employer narrows by. Nothing is sent
 * until "Search", so a half-typed rate never fires a request.
 */
export function CandidateSearchForm({ filters, onSearch, onClear }: CandidateSearchFormProps) {
  const locale = useLocale();
  const languages = useMemo(() => languageOptions(locale), [locale]);
  const [draft, setDraft] = useState(() => draftOf(filters));
  const [rateError, setRateError] = useState<string>();
  // Back and Forward change the URL under the form: put the form back as that search had it.
  const searchKey = paramsFromFilters({ ...filters, page: 1 }).toString();
  const [shownSearch, setShownSearch] = useState(searchKey);
  if (shownSearch !== searchKey) {
    setShownSearch(searchKey);
    setDraft(draftOf(filters));
    setRateError(undefined);
  }
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const maxRate = draft.maxRate.trim() === '' ? undefined : parseRate(draft.maxRate);
    if (draft.maxRate.trim() !== '' && maxRate === undefined) {
      setRateError(m.talent_rate_invalid({ max: formatMoney(MAX_RATE_DOLLARS * 100, locale) }));
      document.getElementById('search-max-rate')?.focus();
      return;
    }
    setRateError(undefined);
    onSearch({
      q: draft.q,
      role: (draft.role || undefined) as CandidateFilters['role'],
      skills: draft.skills,
      level: (draft.level || undefined) as CandidateFilters['level'],
      maxRate,
      availability: (draft.availability || undefined) as CandidateFilters['availability'],
      country: draft.country || undefined,
      language: (draft.language || undefined) as CandidateFilters['language'],
      languageLevel: draft.language ? ((draft.languageLevel || undefined) as CandidateFilters['languageLevel']) : undefined,
      overlapHours: draft.overlapHours ? Number(draft.overlapHours) : undefined,
      page: 1,
    });
  };

  return (
    <chakra.form role="search" aria-label={m.talent_search_form_label()} noValidate onSubmit={submit} display="flex" flexDirection="column" gap="5" p={{ base: 4, md: 6 }} borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <LabelledField id="search-q" label={m.talent_search_q()} hint={m.talent_search_q_hint()}>
        {(control) => <Input {...control} type="search" value={draft.q} onChange={set('q')} maxLength={QUERY_MAX} />}
      </LabelledField>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        <LabelledField id="search-role" label={m.talent_search_role()}>
          {(control) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...control} value={draft.role} onChange={set('role')}>
                <RoleOptions emptyLabel={m.talent_any_role()} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </LabelledField>
        <LabelledField id="search-skills" label={m.talent_search_skills()} hint={m.talent_search_skills_hint()}>
          {(control) => <Input {...control} value={draft.skills} onChange={set('skills')} maxLength={SKILLS_MAX} />}
        </LabelledField>
        <SelectField
          id="search-level"
          label={m.talent_search_level()}
          placeholder={m.talent_any_level()}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: experienceLabel(level) }))}
          value={draft.level}
          onChange={set('level')}
        />
        <LabelledField id="search-max-rate" label={m.talent_search_max_rate()} hint={m.talent_search_max_rate_hint()} error={rateError}>
          {(control) => (
            // Typed as text: a number input changes on scroll and drops what it cannot parse.
            <Input {...control} inputMode="numeric" value={draft.maxRate} onChange={set('maxRate')} autoComplete="off" />
          )}
        </LabelledField>
        <SelectField
          id="search-availability"
          label={m.talent_search_availability()}
          placeholder={m.talent_any_availability()}
          options={AVAILABILITIES.map((availability) => ({ value: availability, label: availabilityLabel(availability) }))}
          value={draft.availability}
          onChange={set('availability')}
        />
        <CountrySelect
          id="search-country"
          label={m.talent_search_country()}
          placeholder={m.talent_any_country()}
          locale={locale}
          value={draft.country}
          onChange={set('country')}
        />
        <SelectField
          id="search-language"
          label={m.talent_search_language()}
          placeholder={m.talent_any_language()}
          options={languages}
          value={draft.language}
          onChange={set('language')}
        />
        <SelectField
          id="search-language-level"
          label={m.talent_search_language_level()}
          hint={draft.language ? undefined : m.talent_search_language_level_hint()}
          placeholder={m.talent_any_level()}
          options={LANGUAGE_LEVELS.map((level) => ({ value: level, label: languageLevelLabel(level) }))}
          value={draft.languageLevel}
          onChange={set('languageLevel')}
          disabled={!draft.language}
        />
        <SelectField
          id="search-overlap"
          label={m.talent_search_overlap()}
          hint={m.talent_search_overlap_hint()}
          placeholder={m.talent_any_hours()}
          options={OVERLAP_HOURS.map((hours) => ({ value: String(hours), label: m.talent_overlap_at_least({ hours }) }))}
          value={draft.overlapHours}
          onChange={set('overlapHours')}
        />
      </SimpleGrid>
      <HStack gap="3" flexWrap="wrap">
        <Button type="submit">{m.talent_search_submit()}</Button>
        <Button type="button" look="ghost" onClick={onClear}>
          {m.talent_search_clear()}
        </Button>
      </HStack>
    </chakra.form>
  );
}
