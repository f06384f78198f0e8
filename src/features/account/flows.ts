import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useAlert, useSession } from '@/app-state/app-actors';
import { afterSessionsChange } from '@/lib/cache';
import { endSessionMachine } from '@/machines/end-session.machine';
import { formSubmissionMachine } from '@/machines/form-submission.machine';
import { notify } from '@/ui/toaster';
import { changePasswordActor, endSessionActor } from './api';
import { describeDevice } from './device';

/** Signing out one session of the security page's list: ended elsewhere, said so; this one, signed out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useMachine(
    endSessionMachine.provide({
      actors: { endSession: endSessionActor },
      actions: {
        sessionEnded: (_, { session }) => {
          notify({ kind: 'success', title: m.account_session_ended({ device: describeDevice(session.user_agent) }) });
          void afterSessionsChange(queryClient);
        },
        signOutHere: () => {
          // Signing out first, in the same render as the move: the guard of /login
          // would otherwise see a signed-in user there and send them home.
          flushSync(() => {
            signOut();
            void navigate('/login', { replace: true });
          });
        },
      },
    }),
  );
}

/** The password change; `onChanged` empties the form the view owns. The server signs out every other session. */
export function useChangePassword(onChanged: () => void) {
  const alert = useAlert();
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: changePasswordActor },
      actions: {
        submitted: () => {
          onChanged();
          notify({ kind: 'success', title: m.account_password_changed() });
          alert(m.account_password_changed_others(), 'success');
          void afterSessionsChange(queryClient);
        },
      },
    }),
    { input: {} },
  );
}
