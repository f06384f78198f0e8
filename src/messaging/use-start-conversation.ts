import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { useAlert } from '@/app-state/app-actors';
import { api } from '@/lib/api-client';
import { toProblem, unwrap } from '@/lib/api-problem';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';

/** What a conversation is started from, by the caller's role (openapi/components/schemas/messages.yaml). */
export type ConversationSubject = components['schemas']['ConversationStart'];
type Conversation = components['schemas']['Conversation'];

/** Where a conversation is read and answered: the messages page. */
export const conversationPath = (conversationId: string) => `/Messages/${encodeURIComponent(conversationId)}`;

/**
 * Starting (or reopening) the conversation about a subject, then going to it. The server answers
 * the conversation that exists as readily as a new one (POST /conversations is idempotent), so
 * this is a single call, sent through the form-submission machine: a second click while it is on
 * its way sends nothing. A refusal (a closed application, an agent whose access ended, too many new
 * conversations in an hour) is said in the alert banner with the server's reason, which arrives in
 * the person's language.
 *
 * `name` is the other person as the page names them, for the refusal's sentence.
 */
export function useStartConversation(name: string) {
  const navigate = useNavigate();
  const alert = useAlert();
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(async (subject: ConversationSubject) => {
          try {
            return await unwrap(api.POST('/conversations', { body: subject }));
          } catch (error) {
            alert(m.msgb_start_failed({ name, reason: toProblem(error).message }), 'error');
            throw error;
          }
        }),
      },
      actions: {
        submitted: (_, { output }) => void navigate(conversationPath((output as Conversation).id)),
      },
    }),
    { input: {} },
  );
  return {
    // Still busy once started: the page is on its way to the conversation, and a click meanwhile
    // would only ask for it again.
    busy: state.matches('submitting') || state.matches('succeeded'),
    start: (subject: ConversationSubject) => send({ type: 'SUBMIT', values: subject }),
  };
}
