import { useMachine } from '@xstate/react';
import type { components } from '@/generated/api';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';

type ContactRequest = components['schemas']['ContactRequest'];

const sendContact = submitActor((body: ContactRequest) => unwrap(api.POST('/public/contact', { body })));

/** A message to our team. */
export const useContactMessage = () => useMachine(formSubmissionMachine.provide({ actors: { submit: sendContact } }), { input: {} });
