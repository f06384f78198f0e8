import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router';
import type { RegistrationInput } from '@/machines/registration.machine';
import type { RegistrationForm } from './forms';
import { registerAccount } from './register-account';

/** One sign-up form's machine; once the account is made, on to "check your inbox" for its address. */
export function useRegistration(form: RegistrationForm, input: RegistrationInput | undefined) {
  const navigate = useNavigate();
  return useActorRef(
    form.machine.provide({
      actors: { register: registerAccount },
      actions: {
        accountRegistered: (_, { email }) => void navigate(`/verify-email?email=${encodeURIComponent(email)}`, { replace: true }),
      },
    }),
    { input },
  );
}
