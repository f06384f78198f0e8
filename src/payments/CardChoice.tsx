import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { usePaymentMethods } from './api';
import { isExpired } from './card-checks';
import { CardEntry } from './CardEntry';
import { SavedCardPicker } from './SavedCardPicker';

/**
 * The card a payment goes to: the one the employer picked, else the default card while
 * it can still be charged.
 */
export function useChosenCard(): [string | null, (id: string) => void] {
  const [picked, setPicked] = useState<string | null>(null);
  const cards = usePaymentMethods();
  const today = new Date();
  const fallback = cards.data?.payment_methods.find(
    (card) => card.is_default && !isExpired({ month: card.exp_month, year: card.exp_year }, today),
  );
  return [picked ?? fallback?.id ?? null, setPicked];
}

export interface CardChoiceProps {
  value: string | null;
  onChange: (paymentMethodId: string) => void;
}

/** A saved card, or a new one added here (and then chosen). */
export function CardChoice({ value, onChange }: CardChoiceProps) {
  const cards = usePaymentMethods();
  const none = cards.data?.payment_methods.length === 0;
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="3">
      <SavedCardPicker value={value} onChange={onChange} />
      {adding || none ? (
        <Stack gap="2" p="4" borderWidth="1px" borderRadius="md">
          <CardEntry
            submitLabel={m.checkout_card_save_and_use()}
            onSaved={(card) => {
              onChange(card.id);
              setAdding(false);
            }}
          />
          {none ? null : (
            <Button look="ghost" size="sm" alignSelf="flex-start" onClick={() => setAdding(false)}>
              {m.ui_cancel()}
            </Button>
          )}
        </Stack>
      ) : (
        <Button look="link" alignSelf="flex-start" onClick={() => setAdding(true)}>
          {m.checkout_card_add()}
        </Button>
      )}
    </Stack>
  );
}
