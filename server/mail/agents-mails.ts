import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';

/**
 * The mails of an agent's invitation (server/agents/): to the agent when an employer invites it
 * (or, for an address with no account yet, the invitation to sign up as an agent) and when the
 * employer removes it; to the employer when the agent accepts or declines, and when it acts in the
 * employer's pipeline (server/agents/agent-actions.ts).
 */
export type AgentsMail = { template: 'agents'; name: string; link: string } & (
  | { event: 'invited' | 'invited_signup' | 'removed'; company: string }
  | { event: 'accepted' | 'declined'; agent: string }
  | { event: 'acted'; kind: 'shortlisted' | 'proposed' | 'interview_scheduled'; agent: string; candidate: string; job: string }
);

const ACTED = {
  shortlisted: m.mail_agents_acted_shortlisted_body,
  proposed: m.mail_agents_acted_proposed_body,
  interview_scheduled: m.mail_agents_acted_interview_scheduled_body,
} as const;

export function agentsMailContent(mail: AgentsMail, o: { locale: Locale }) {
  switch (mail.event) {
    case 'invited':
      return {
        subject: m.mail_agents_invited_subject({ company: mail.company }, o),
        body: m.mail_agents_invited_body({ company: mail.company }, o),
        action: m.mail_agents_invited_action({}, o),
        link: mail.link,
      };
    case 'invited_signup':
      return {
        subject: m.mail_agents_invited_subject({ company: mail.company }, o),
        body: m.mail_agents_invited_signup_body({ company: mail.company }, o),
        action: m.mail_agents_invited_signup_action({}, o),
        link: mail.link,
      };
    case 'removed':
      return {
        subject: m.mail_agents_removed_subject({ company: mail.company }, o),
        body: m.mail_agents_removed_body({ company: mail.company }, o),
        action: m.mail_agents_agent_action({}, o),
        link: mail.link,
      };
    case 'accepted':
      return {
        subject: m.mail_agents_accepted_subject({ agent: mail.agent }, o),
        body: m.mail_agents_accepted_body({ agent: mail.agent }, o),
        action: m.mail_agents_employer_action({}, o),
        link: mail.link,
      };
    case 'acted':
      return {
        subject: m.mail_agents_acted_subject({ job: mail.job }, o),
        body: ACTED[mail.kind]({ agent: mail.agent, candidate: mail.candidate, job: mail.job }, o),
        action: m.mail_agents_acted_action({}, o),
        link: mail.link,
      };
    case 'declined':
      return {
        subject: m.mail_agents_declined_subject({ agent: mail.agent }, o),
        body: m.mail_agents_declined_body({ agent: mail.agent }, o),
        action: m.mail_agents_employer_action({}, o),
        link: mail.link,
      };
  }
}
