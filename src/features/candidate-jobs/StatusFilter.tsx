import { Box, NativeSelect } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { LabelledField } from '@/ui/LabelledField';

interface Props<S extends string> {
  id: string;
  statuses: readonly S[];
  value: S | undefined;
  label: (status: S) => string;
  onChange: (status: S | undefined) => void;
}

/** Narrows a list to one status; the list below updates as it changes (its content, not the page). */
export function StatusFilter<S extends string>({ id, statuses, value, label, onChange }: Props<S>) {
  return (
    <Box maxW="xs">
      <LabelledField id={id} label={m.cand_filter_status()}>
        {(control) => (
          <NativeSelect.Root>
            <NativeSelect.Field
              {...control}
              value={value ?? ''}
              onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as S))}
            >
              <option value="">{m.cand_filter_all()}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {label(status)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </LabelledField>
    </Box>
  );
}
