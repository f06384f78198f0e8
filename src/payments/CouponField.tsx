import { chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import type { SnapshotFrom } from 'xstate';
import type { CouponEvent, couponMachine } from '@/machines/coupon.machine';

export interface CouponFieldProps {
  coupon: SnapshotFrom<typeof couponMachine>;
  send: (event: CouponEvent) => void;
  /** The offer the server checks the coupon against; none while no offer is ticked. */
  offerId: string | null;
  locked: boolean;
}

/** Applying a coupon code to the fees of this payment, or removing the one applied. */
export function CouponField({ coupon, send, offerId, locked }: CouponFieldProps) {
  const [code, setCode] = useState('');
  if (coupon.hasTag('applied')) {
    return (
      <HStack justify="space-between" gap="3" flexWrap="wrap" role="status">
        <Text>{m.checkout_coupon_applied({ code: coupon.context.code })}</Text>
        <Button
          look="ghost"
          size="sm"
          disabled={locked}
          onClick={() => {
            setCode('');
            send({ type: 'CLEAR' });
          }}
          aria-label={m.checkout_coupon_remove_named({ code: coupon.context.code })}
        >
          {m.checkout_coupon_remove()}
        </Button>
      </HStack>
    );
  }
  const applying = coupon.hasTag('busy');
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (offerId) send({ type: 'APPLY', code, offerId });
      }}
    >
      <Stack gap="2">
        <LabelledField id="checkout-coupon" label={m.checkout_coupon_label()} error={coupon.context.error ?? undefined}>
          {(control) => (
            <HStack gap="2" align="flex-start">
              <Input
                {...control}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                maxLength={40}
                autoComplete="off"
                autoCapitalize="characters"
                disabled={locked}
              />
              <Button type="submit" look="secondary" loading={applying} disabled={locked || !offerId || code.trim() === ''}>
                {m.checkout_coupon_apply()}
              </Button>
            </HStack>
          )}
        </LabelledField>
      </Stack>
    </chakra.form>
  );
}
