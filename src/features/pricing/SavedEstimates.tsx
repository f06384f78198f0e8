import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { toProblem } from '@/lib/api-problem';
import { formatDateTime, formatMoney } from '@/shared/format';
import type { SavedEstimate } from '@/machines/price-calculator.machine';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useSavedEstimates } from './estimates-api';
import { useEstimateDeletion } from './flows';

/** The employer's saved estimates, newest first: open one into the calculator, or delete it. */
export function SavedEstimates({ onOpen }: { onOpen: (estimate: SavedEstimate) => void }) {
  const list = useSavedEstimates();
  const [toDelete, setToDelete] = useState<SavedEstimate | null>(null);
  const removal = useEstimateDeletion(() => setToDelete(null));

  if (list.isPending) return <LoadingSpinner label={m.pricing_saved_loading()} />;
  if (list.isError) {
    return (
      <LoadProblem
        error={list.error}
        what={m.pricing_saved_load_failed()}
        retryLabel={m.pricing_retry()}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const items = list.data.items;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState title={m.pricing_saved_empty_title()} description={m.pricing_saved_empty_body()} />
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {items.map((estimate) => (
            <SavedCard
              key={estimate.id}
              estimate={estimate}
              onOpen={() => onOpen(estimate)}
              onDelete={() => {
                removal.reset();
                setToDelete(estimate);
              }}
            />
          ))}
        </Stack>
      )}
      <ConfirmAction
        open={toDelete !== null}
        title={m.pricing_saved_delete_title()}
        confirmLabel={m.pricing_saved_delete_confirm()}
        onConfirm={() => toDelete && removal.mutate(toDelete)}
        onCancel={() => setToDelete(null)}
        busy={removal.isPending}
        problem={removal.isError ? toProblem(removal.error).message : null}
      >
        <Text>{m.pricing_saved_delete_body({ name: toDelete?.name ?? '' })}</Text>
      </ConfirmAction>
    </>
  );
}

function SavedCard({ estimate, onOpen, onDelete }: { estimate: SavedEstimate; onOpen: () => void; onDelete: () => void }) {
  const locale = useLocale();
  const people = estimate.lines.reduce((sum, line) => sum + line.headcount, 0);
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {estimate.name}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {m.pricing_saved_meta({ date: formatDateTime(estimate.created_at, locale), roles: estimate.lines.length, people })}
        </Text>
        <Text>
          {m.pricing_saved_totals({
            monthly: formatMoney(estimate.totals.monthly_cents, locale),
            total: formatMoney(estimate.totals.period_cents, locale),
          })}
        </Text>
      </Card.Body>
      <Card.Footer>
        <HStack gap="3" flexWrap="wrap">
          <Button look="secondary" size="sm" onClick={onOpen} aria-label={m.pricing_saved_open_label({ name: estimate.name })}>
            {m.pricing_saved_open()}
          </Button>
          <Button look="ghost" size="sm" onClick={onDelete} aria-label={m.pricing_saved_delete_label({ name: estimate.name })}>
            {m.pricing_saved_delete()}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
