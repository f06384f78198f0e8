import { Box } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { SelectField } from '@/ui/SelectField';

interface Props<S extends string> {
  id: string;
  statuses: readonly S[];
  value: S | undefined;
  label: (status: S) => string;
  onChange: (status: S | undefined) => void;
}

/**
 * Narrows a list to one status; the list below updates as it changes (its content, not the page),
 * so a select rather than the links of src/ui/StatusFilter.tsx.
 */
export function StatusFilter<S extends string>({ id, statuses, value, label, onChange }: Props<S>) {
  return (
    <Box maxW="xs">
      <SelectField
        id={id}
        label={m.cand_filter_status()}
        placeholder={m.cand_filter_all()}
        options={statuses.map((status) => ({ value: status, label: label(status) }))}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as S))}
      />
    </Box>
  );
}
