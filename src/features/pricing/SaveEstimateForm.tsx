import { chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { ESTIMATE_LIMITS } from '@/shared/estimate';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import type { CalculatorActor } from './use-price-calculator';

/** Saving the estimate under a name: the server prices it again and keeps it in the account. */
export function SaveEstimateForm({ actor }: { actor: CalculatorActor }) {
  const locale = useLocale();
  const id = useId();
  const [name, setName] = useState('');
  const [missingName, setMissingName] = useState(false);
  const hasLines = useSelector(actor, (s) => s.context.fullEstimates.length > 0);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const saved = useSelector(actor, (s) => (s.matches({ ready: 'saved' }) ? s.context.saved : null));
  const saveError = useSelector(actor, (s) => (s.matches({ ready: 'failed' }) ? s.context.saveError : null));

  return (
    <chakra.form
      noValidate
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        if (!name.trim()) {
          setMissingName(true);
          document.getElementById(`${id}-name`)?.focus();
          return;
        }
        actor.send({ type: 'SAVE', name });
      }}
    >
      <Stack gap="4">
      <LabelledField
        id={`${id}-name`}
        label={m.pricing_save_name()}
        hint={hasLines ? m.pricing_save_name_hint() : m.pricing_save_needs_lines()}
        error={missingName && !name.trim() ? m.pricing_save_name_missing() : undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={ESTIMATE_LIMITS.name.max}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </LabelledField>
      <HStack>
        <Button type="submit" loading={saving} disabled={!hasLines}>
          {m.pricing_save()}
        </Button>
      </HStack>
      <div role="status">
        {saved ? (
          <Text color="fg.success">
            {m.pricing_save_done({ name: saved.name, monthly: formatMoney(saved.totals.monthly_cents, locale), total: formatMoney(saved.totals.period_cents, locale) })}
          </Text>
        ) : null}
      </div>
      {saveError ? (
        <FormProblem title={m.pricing_save_failed_title()}>{saveError}</FormProblem>
      ) : null}
      </Stack>
    </chakra.form>
  );
}
