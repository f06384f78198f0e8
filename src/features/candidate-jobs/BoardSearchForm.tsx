import { Box, Grid, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import {
  EXPERIENCE_LEVELS,
  HIRE_TYPES,
  INDUSTRIES,
  experienceLabel,
  hireTypeLabel,
  industryLabel,
} from '@/lib/labels';
import { industryOf, type JobRole } from '@/shared/job-roles';
import { Button } from '@/ui/Button';
import { CountrySelect } from '@/ui/CountrySelect';
import { LabelledField } from '@/ui/LabelledField';
import { RoleOptions } from '@/ui/RoleOptions';
import { SelectField } from '@/ui/SelectField';
import { NO_FILTERS, QUERY_MAX, hasFilters, type BoardFilters } from './board-filters';

interface Props {
  filters: BoardFilters;
  onSearch: (filters: BoardFilters) => void;
}

type Draft = Omit<BoardFilters, 'page'>;

/**
 * The board's filters. Nothing is searched until the candidate asks (Search), so a
 * screen reader user choosing several filters is not interrupted by results
 * changing under them; the result lands in the URL.
 */
export function BoardSearchForm({ filters, onSearch }: Props) {
  const locale = useLocale();
  const [draft, setDraft] = useState<Draft>(filters);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const blank = (value: string) => (value === '' ? undefined : value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };

  return (
    <Box as="form" role="search" aria-label={m.cand_board_search_label()} onSubmit={submit} p="5" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Box gridColumn={{ md: 'span 3' }}>
          <LabelledField id="board-q" label={m.cand_board_q_label()} hint={m.cand_board_q_hint()}>
            {(control) => (
              <Input {...control} type="search" value={draft.q} maxLength={QUERY_MAX} onChange={(e) => set('q', e.target.value)} />
            )}
          </LabelledField>
        </Box>
        <SelectField
          id="board-industry"
          label={m.cand_board_industry_label()}
          placeholder={m.cand_board_any_industry()}
          options={INDUSTRIES.map((industry) => ({ value: industry, label: industryLabel(industry) }))}
          value={draft.industry ?? ''}
          onChange={(e) => {
            const industry = blank(e.target.value) as Draft['industry'];
            // A role outside the new industry would match nothing.
            setDraft((d) => ({ ...d, industry, role: d.role && industry && industryOf(d.role) !== industry ? undefined : d.role }));
          }}
        />
        <LabelledField id="board-role" label={m.cand_board_role_label()}>
          {(control) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...control} value={draft.role ?? ''} onChange={(e) => set('role', blank(e.target.value) as JobRole | undefined)}>
                <RoleOptions emptyLabel={m.cand_board_any_role()} industry={draft.industry} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </LabelledField>
        <SelectField
          id="board-hire-type"
          label={m.cand_board_hire_type_label()}
          placeholder={m.cand_board_any_hire_type()}
          options={HIRE_TYPES.map((type) => ({ value: type, label: hireTypeLabel(type) }))}
          value={draft.hireType ?? ''}
          onChange={(e) => set('hireType', blank(e.target.value) as Draft['hireType'])}
        />
        <SelectField
          id="board-level"
          label={m.cand_board_level_label()}
          placeholder={m.cand_board_any_level()}
          options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: experienceLabel(level) }))}
          value={draft.level ?? ''}
          onChange={(e) => set('level', blank(e.target.value) as Draft['level'])}
        />
        <CountrySelect
          id="board-country"
          label={m.cand_board_country_label()}
          placeholder={m.cand_board_any_country()}
          locale={locale}
          value={draft.country ?? ''}
          onChange={(e) => set('country', blank(e.target.value))}
        />
      </Grid>
      <HStack gap="3" mt="5" wrap="wrap">
        <Button type="submit">{m.cand_board_search()}</Button>
        {hasFilters({ ...draft, page: 1 }) || hasFilters(filters) ? (
          <Button
            look="ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              onSearch(NO_FILTERS);
            }}
          >
            {m.cand_board_clear()}
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}
