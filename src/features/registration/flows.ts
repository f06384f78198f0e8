import { useActorRef } from '@xstate/react';
import { useNavigate, useSearchParams } from 'react-router';
import type { RegistrationInput } from '@/machines/registration.machine';
import type { RegistrationForm } from './forms';
import { registerAccount, registerReferred } from './register-account';

/** One sign-up form's machine; once the account is made, on to "check your inbox" for its address. */
export function useRegistration(form: RegistrationForm, input: RegistrationInput | undefined) {
  const navigate = useNavigate();
  // A business agent's link: /signup/employer?ref=<code> (src/features/referrals).
  const referralCode = useSearchParams()[0].get('ref')?.trim();
  return useActorRef(
    form.machine.provide({
      actors: { register: form.userType === 'business_owner' && referralCode ? registerReferred(referralCode) : registerAccount },
      actions: {
        accountRegistered: (_, { email }) => void navigate(`/verify-email?email=${encodeURIComponent(email)}`, { replace: true }),
      },
    }),
    { input },
  );
}
