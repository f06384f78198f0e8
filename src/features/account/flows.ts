import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { SessionActor, useAlert, useSession } from '@/app-state/app-actors';
import { afterSessionsChange } from '@/lib/cache';
import { downloadText } from '@/lib/download-text';
import { emailChangeMachine } from '@/machines/email-change.machine';
import { emailChangeConfirmMachine } from '@/machines/email-change-confirm.machine';
import { endSessionMachine } from '@/machines/end-session.machine';
import { formSubmissionMachine } from '@/machines/form-submission.machine';
import { twoFactorMachine } from '@/machines/two-factor.machine';
import { notify } from '@/ui/toaster';
import {
  accountDetailsKey,
  changePasswordActor,
  confirmEmailChangeActor,
  disableTwoFactorActor,
  enableTwoFactorActor,
  endSessionActor,
  forgetRememberedDevicesActor,
  loadTwoFactorActor,
  mailPreferencesKey,
  renewRecoveryCodesActor,
  requestEmailChangeActor,
  setUpTwoFactorActor,
  updateAccountDetailsActor,
  updateMailPreferencesActor,
  type AccountDetails,
  type MailPreferences,
} from './api';
import type { User } from '@/machines/session.machine';
import { describeDevice } from './device';
import { accountDeletionMachine } from '@/machines/account-deletion.machine';
import { formatLongDate } from '@/shared/format';
import { useLocale } from '@/app-state/app-actors';
import { cancelAccountDeletionActor, loadAccountDeletionActor, requestAccountDeletionActor } from './api';

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

/** Two-factor sign-in on the security page: turning it on and off, recovery codes, remembered browsers. */
export function useTwoFactor() {
  const alert = useAlert();
  return useMachine(
    twoFactorMachine.provide({
      actors: {
        loadStatus: loadTwoFactorActor,
        setUp: setUpTwoFactorActor,
        enable: enableTwoFactorActor,
        renewCodes: renewRecoveryCodesActor,
        disable: disableTwoFactorActor,
        forgetDevices: forgetRememberedDevicesActor,
      },
      actions: {
        turnedOff: () => notify({ kind: 'success', title: m.account_two_factor_turned_off() }),
        devicesForgotten: () => notify({ kind: 'success', title: m.account_two_factor_devices_forgotten() }),
        // Another tab or device changed it meanwhile: the server's words, over the status read again.
        changedElsewhere: (_, { problem }) => alert(problem.message, 'info'),
      },
    }),
  );
}

const codesText = (codes: string[]) => `${m.account_two_factor_codes_file_intro()}\n\n${codes.join('\n')}\n`;

/** The recovery codes to the clipboard; false when the browser refuses (no clipboard, permission denied). */
export async function copyRecoveryCodes(codes: string[]): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(codes.join('\n'));
    return true;
  } catch {
    return false;
  }
}

/** The recovery codes as a text file; called from a click (src/lib/download-text.ts). */
export function downloadRecoveryCodes(codes: string[]) {
  downloadText(m.account_two_factor_codes_filename(), codesText(codes), 'text/plain;charset=utf-8');
}

/** The details form of the settings page: saved whole; the page's copy and the session's user (the name in the header) follow. */
export function useUpdateAccountDetails() {
  const queryClient = useQueryClient();
  const session = SessionActor.useActorRef();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: updateAccountDetailsActor },
      actions: {
        submitted: (_, { output }) => {
          const { details, user } = output as { details: AccountDetails; user: User };
          queryClient.setQueryData(accountDetailsKey(), details);
          session.send({ type: 'USER_UPDATED', user });
          notify({ kind: 'success', title: m.account_details_saved() });
        },
      },
    }),
    { input: {} },
  );
}

/** One switch of the mail preferences, sent as it is changed; the page's copy follows the server's answer. */
export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: updateMailPreferencesActor },
      actions: {
        submitted: (_, { output }) => {
          queryClient.setQueryData(mailPreferencesKey(), output as MailPreferences);
          notify({ kind: 'success', title: m.account_mail_saved() });
        },
      },
    }),
    { input: {} },
  );
}

/** Moving the account to another address: the form, then the link on its way. */
export const useEmailChange = () =>
  useMachine(
    emailChangeMachine.provide({
      actors: { requestChange: requestEmailChangeActor },
      actions: { linkSent: (_, { started }) => notify({ kind: 'success', title: m.account_email_link_sent({ email: started.new_email }) }) },
    }),
  );

/** The link mailed to the new address, opened signed in: the session's user takes the new address. */
export function useEmailChangeConfirm(token: string) {
  const session = SessionActor.useActorRef();
  return useMachine(
    emailChangeConfirmMachine.provide({
      actors: { confirmChange: confirmEmailChangeActor },
      actions: { changed: (_, { user }) => session.send({ type: 'USER_UPDATED', user }) },
    }),
    { input: { token } },
  );
}

/** Deleting the account at the end of the settings page: asked with the password, cancelled during the grace period. */
export function useAccountDeletion() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMachine(
    accountDeletionMachine.provide({
      actors: { loadDeletion: loadAccountDeletionActor, requestDeletion: requestAccountDeletionActor, cancelDeletion: cancelAccountDeletionActor },
      actions: {
        deletionScheduled: (_, { deletion }) => {
          notify({ kind: 'success', title: m.account_deletion_scheduled_toast({ date: formatLongDate(deletion.deletes_at ?? '', locale) }) });
          // Every other session ended with the request.
          void afterSessionsChange(queryClient);
        },
        accountKept: () => notify({ kind: 'success', title: m.account_deletion_kept_toast() }),
      },
    }),
  );
}
