import { m } from '@/generated/paraglide/messages.js';
import { Button, type ButtonProps } from '@/ui/Button';
import { useStartConversation, type ConversationSubject } from './use-start-conversation';

export interface MessageButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children' | 'id'> {
  /** What the conversation is about, as POST /conversations names it. */
  about: ConversationSubject['about'];
  /** The subject's id: the application, interview, offer, hire, job, candidate, agent or client. */
  subjectId: string;
  /** The other person as the page names them: a candidate's name, a company, an agent's business name. */
  name: string;
  /** The job, on a list where the same person may stand for several. */
  job?: string;
}

/**
 * "Message": starts the conversation about what the page shows, or reopens the one that exists,
 * and goes to it. Its accessible name says whom (and, on a list, about which job), and begins
 * with what the button shows (WCAG 2.5.3).
 */
export function MessageButton({ about, subjectId, name, job, look = 'secondary', size = 'sm', ...rest }: MessageButtonProps) {
  const { busy, start } = useStartConversation(name);
  return (
    <Button
      look={look}
      size={size}
      loading={busy}
      onClick={() => start({ about, id: subjectId })}
      aria-label={job ? m.msgb_message_about({ name, job }) : m.msgb_message_named({ name })}
      {...rest}
    >
      {m.msgb_message()}
    </Button>
  );
}
