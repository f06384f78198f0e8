import { Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { usePaymentMethods } from './api';
import { isExpired } from './card-checks';
import { CardDetails } from './CardDetails';

export interface SavedCardPickerProps {
  /** The chosen card's payment method id. */
  value: string | null;
  onChange: (paymentMethodId: string) => void;
}

/** The saved cards as radios: native ones, so arrows move between them; an expired card says why it cannot be chosen. */
export function SavedCardPicker({ value, onChange }: SavedCardPickerProps) {
  const cards = usePaymentMethods();
  if (cards.isPending) return <LoadingSpinner />;
  if (cards.isError) {
    return (
      <LoadProblem
        error={cards.error}
        what={m.cards_list_load_failed()}
        retryLabel={m.cards_try_again()}
        onRetry={() => void cards.refetch()}
        retrying={cards.isFetching}
      />
    );
  }
  const today = new Date();
  const choices = cards.data.payment_methods.map((card) => {
    const expired = isExpired({ month: card.exp_month, year: card.exp_year }, today);
    return {
      value: card.id,
      label: <CardDetails card={card} expired={expired} />,
      description: expired ? m.cards_expired_reason() : undefined,
      disabled: expired,
    };
  });
  return (
    <ChoiceGroup legend={m.cards_saved_cards_legend()} choices={choices} value={value} onChange={onChange}>
      {choices.length === 0 ? <Text color="fg.muted">{m.cards_none_saved()}</Text> : null}
    </ChoiceGroup>
  );
}
