import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';

/** For someone who already has an account: the way to sign in instead. */
export function HaveAccount() {
  return (
    <Text>
      {m.reg_have_account()}{' '}
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to="/login">{m.reg_sign_in()}</RouterLink>
      </Link>
    </Text>
  );
}
