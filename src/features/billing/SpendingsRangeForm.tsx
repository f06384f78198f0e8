import { Box, chakra, Flex, Input } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import { rangeProblem, type RangeProblem, type SpendingsRange } from './spendings-range';

export interface SpendingsRangeFormProps {
  /** The range in the address. */
  range: SpendingsRange;
  /** What is wrong with the range in the address, if anything. */
  problem?: RangeProblem;
  onApply: (range: SpendingsRange) => void;
}

const problemText = (problem: RangeProblem) =>
  problem.reason === 'order' ? m.transactions_range_order() : m.transactions_range_date_invalid();

/**
 * The dates of the payments shown. The range is sent with the button, not on each change,
 * because a date typed digit by digit passes through days nobody meant. The parent keys
 * this form by the range in the address, so Back or a link shows their dates here.
 */
export function SpendingsRangeForm({ range, problem, onApply }: SpendingsRangeFormProps) {
  const [typedProblem, setTypedProblem] = useState<RangeProblem | undefined>();
  const inputs = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };
  const shown = typedProblem ?? problem;
  const errorOf = (field: RangeProblem['field']) => (shown?.field === field ? problemText(shown) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    const found = rangeProblem({ from, to });
    setTypedProblem(found);
    // The field that is wrong takes the focus, so its message is read out with it.
    if (found) inputs[found.field].current?.focus();
    else onApply({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };

  return (
    <chakra.form role="search" aria-label={m.transactions_range_label()} noValidate onSubmit={submit} _print={{ display: 'none' }}>
      <Flex gap="4" wrap="wrap" align="flex-end">
        {(['from', 'to'] as const).map((field) => (
          <Box key={field} flex="1 1 12rem">
            <LabelledField
              id={`spendings-${field}`}
              label={field === 'from' ? m.transactions_range_from() : m.transactions_range_to()}
              error={errorOf(field)}
            >
              {(control) => <Input {...control} ref={inputs[field]} name={field} type="date" defaultValue={range[field] ?? ''} />}
            </LabelledField>
          </Box>
        ))}
        <Flex gap="3" wrap="wrap">
          <Button type="submit" look="secondary">
            {m.transactions_range_apply()}
          </Button>
          {range.from || range.to ? (
            <Button type="button" look="ghost" onClick={() => onApply({})}>
              {m.transactions_range_clear()}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </chakra.form>
  );
}
