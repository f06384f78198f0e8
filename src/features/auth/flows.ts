import { useMachine } from '@xstate/react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useSession } from '@/app-state/app-actors';
import { formSubmissionMachine, RESEND_COOLDOWN_MS } from '@/machines/form-submission.machine';
import { loginMachine } from '@/machines/login.machine';
import { verifyEmailMachine } from '@/machines/verify-email.machine';
import { completeSecondStepActor, forgotPasswordActor, loginActor, resendLinkActor, resetPasswordActor, verifyEmailActor } from './api';

/** Signing in (the password, then a code when two-factor sign-in is on), then on to `target`. */
export function useLogin(target: string) {
  const session = useSession();
  const navigate = useNavigate();
  return useMachine(
    loginMachine.provide({
      actors: { login: loginActor, completeSecondStep: completeSecondStepActor },
      actions: {
        signedIn: (_, { user }) => {
          // One render for both: the guard around /login must never see a signed-in
          // user still on /login, or it sends them home instead of back.
          flushSync(() => {
            session.signedIn(user);
            void navigate(target, { replace: true });
          });
        },
      },
    }),
  );
}

/** Asking for a reset link. */
export const useForgotPassword = () => useMachine(formSubmissionMachine.provide({ actors: { submit: forgotPasswordActor } }), { input: {} });

/** A new password from a mailed link. */
export function useResetPassword() {
  const session = useSession();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: resetPasswordActor },
      actions: {
        // Every session of the account has ended on the server, this browser's included.
        submitted: () => {
          if (session.status === 'authenticated') session.signOut();
        },
      },
    }),
    { input: {} },
  );
}

/** The mailed link that proves the address. */
export const useVerifyEmail = (token: string) =>
  useMachine(verifyEmailMachine.provide({ actors: { verifyEmail: verifyEmailActor } }), { input: { token } });

/** "Send a new link", locked for a while after each send. */
export const useResendLink = () =>
  useMachine(formSubmissionMachine.provide({ actors: { submit: resendLinkActor } }), { input: { cooldownMs: RESEND_COOLDOWN_MS } });
