import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { usePaymentMethods, type PaymentMethod } from './api';
import { isExpired } from './card-checks';
import { CardDetails } from './CardDetails';

export interface SavedCardPickerProps {
  /** The chosen card's payment method id. */
  value: string | null;
  onChange: (paymentMethodId: string) => void;
}

/** The saved cards as radios: native ones, so arrows move between them; an expired card says why it cannot be chosen. */
export function SavedCardPicker({ value, onChange }: SavedCardPickerProps) {
  const id = useId();
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
  const list = cards.data.payment_methods;
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontWeight="semibold" mb="3">
        {m.cards_saved_cards_legend()}
      </chakra.legend>
      {list.length === 0 ? (
        <Text color="fg.muted">{m.cards_none_saved()}</Text>
      ) : (
        <Stack gap="2">
          {list.map((card) => (
            <CardOption
              key={card.id}
              card={card}
              name={id}
              checked={value === card.id}
              expired={isExpired({ month: card.exp_month, year: card.exp_year }, today)}
              onChoose={() => onChange(card.id)}
            />
          ))}
        </Stack>
      )}
    </chakra.fieldset>
  );
}

interface CardOptionProps {
  card: PaymentMethod;
  name: string;
  checked: boolean;
  expired: boolean;
  onChoose: () => void;
}

function CardOption({ card, name, checked, expired, onChoose }: CardOptionProps) {
  const inputId = `${name}-${card.id}`;
  return (
    <chakra.label
      htmlFor={inputId}
      display="flex"
      gap="3"
      alignItems="flex-start"
      p="3"
      borderWidth="2px"
      borderRadius="lg"
      borderColor={checked ? 'brand.solid' : 'border'}
      bg={checked ? 'brand.subtle' : 'bg.panel'}
      cursor={expired ? 'not-allowed' : 'pointer'}
      css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
    >
      <chakra.input
        type="radio"
        id={inputId}
        name={name}
        value={card.id}
        checked={checked}
        disabled={expired}
        onChange={onChoose}
        aria-describedby={expired ? `${inputId}-reason` : undefined}
        boxSize="5"
        mt="0.5"
        flexShrink={0}
        accentColor="brand.solid"
      />
      <Stack gap="1" flex="1">
        <CardDetails card={card} expired={expired} />
        {expired ? (
          <Text id={`${inputId}-reason`} textStyle="sm" color="fg.muted">
            {m.cards_expired_reason()}
          </Text>
        ) : null}
      </Stack>
    </chakra.label>
  );
}
