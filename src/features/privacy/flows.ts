import { downloadText } from '@/lib/download-text';
import { useMachine } from '@xstate/react';
import { formSubmissionMachine } from '@/machines/form-submission.machine';
import { exportData, sendAccountInquiry, sendInquiry } from './privacy-api';

/** A privacy question from someone without an account. */
export const usePrivacyInquiry = () => useMachine(formSubmissionMachine.provide({ actors: { submit: sendInquiry } }), { input: {} });

/** A privacy question about the signed-in account. */
export const useAccountPrivacyInquiry = () => useMachine(formSubmissionMachine.provide({ actors: { submit: sendAccountInquiry } }), { input: {} });

/** Hands the export to the browser as a file named for the day it was made. */
function download(data: unknown) {
  downloadText(`remotehire-personal-data-${new Date().toISOString().slice(0, 10)}.json`, JSON.stringify(data, null, 2), 'application/json');
}

/** The account's personal data, downloaded as a file once the server has it ready. */
export const usePersonalDataExport = () =>
  useMachine(formSubmissionMachine.provide({ actions: { submitted: (_, { output }) => download(output) }, actors: { submit: exportData } }), { input: {} });
