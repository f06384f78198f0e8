import { Box, chakra, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';
import { SelectOptions } from '@/ui/SelectOptions';
import { useJobChoices } from './api';
import { QUERY_MAX, type ListParams } from './list-params';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

export interface ListFiltersProps<S extends string> {
  /** Prefix of element ids, so two filter bars never clash. */
  idPrefix: string;
  /** What the list holds, e.g. "Filter applicants"; names the search region. */
  label: string;
  /** The list's filters, read from and written to the address. */
  list: Pick<ListParams<S>, 'status' | 'setStatus' | 'jobId' | 'setJob' | 'q' | 'setQuery'>;
  /** Leave out to hide the status filter (a page with status tabs). */
  statuses?: ReadonlyArray<FilterOption<S>>;
  /** Offer the job filter (not on a page about one job). */
  byJob?: boolean;
}

function JobSelect({ id, value, onChange }: { id: string; value: string | undefined; onChange: (jobId: string | undefined) => void }) {
  const jobs = useJobChoices();
  return (
    <LabelledField id={id} label={m.hiring_filter_job()}>
      {(control) => (
        <NativeSelect.Root disabled={jobs.isPending}>
          <NativeSelect.Field {...control} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
            <SelectOptions placeholder={m.hiring_filter_all_jobs()} options={(jobs.data?.jobs ?? []).map((job) => ({ value: job.id, label: job.title }))} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </LabelledField>
  );
}

/**
 * The filters above a list. Choosing a job or a status filters at once; the words are
 * sent with the Search button so that each keystroke does not fetch a page.
 */
export function ListFilters<S extends string>(props: ListFiltersProps<S>) {
  const { idPrefix, label, list, statuses, byJob = false } = props;
  const { status, q } = list;
  const queryId = `${idPrefix}-q`;
  return (
    <chakra.form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        list.setQuery(String(new FormData(event.currentTarget).get('q') ?? ''));
      }}
    >
      <Flex gap="4" wrap="wrap" align="flex-end">
        {byJob ? (
          <Box flex="1 1 14rem">
            <JobSelect id={`${idPrefix}-job`} value={list.jobId} onChange={list.setJob} />
          </Box>
        ) : null}
        {statuses ? (
          <Box flex="1 1 12rem">
            <SelectField
              id={`${idPrefix}-status`}
              label={m.hiring_filter_status()}
              placeholder={m.hiring_filter_all_statuses()}
              options={statuses}
              value={status ?? ''}
              onChange={(e) => list.setStatus((e.currentTarget.value || undefined) as S | undefined)}
            />
          </Box>
        ) : null}
        <Box flex="2 1 16rem">
          <LabelledField id={queryId} label={m.hiring_filter_words()}>
            {(control) => (
              // Keyed by q: a filter changed elsewhere (Back, a link) shows its words here.
              <Input {...control} key={q} name="q" type="search" defaultValue={q} maxLength={QUERY_MAX} autoComplete="off" />
            )}
          </LabelledField>
        </Box>
        <Button type="submit" look="secondary">
          {m.hiring_filter_search()}
        </Button>
      </Flex>
    </chakra.form>
  );
}
