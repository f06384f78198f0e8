import type { Tx } from '../db/database.js';
import { asLocale } from '../i18n.js';
import type { BpoMailEvent } from '../mail/bpo-mails.js';
import { enqueueMail } from '../mail/outbox.js';

/** Who a BPO mail goes to; `name` null for an address without an account (an invitation to sign up). */
export interface Recipient {
  email: string;
  name: string | null;
  locale: string;
}

/** The page where the recipient acts on the news. */
const PAGES: Record<BpoMailEvent, string> = {
  application_received: '/debpo/worksites',
  member_invited: '/dashboard/candidate/view-bpo',
  member_invited_signup: '/signup/candidate',
  invitation_accepted: '/debpo/candidates',
  invitation_declined: '/debpo/candidates',
  member_placed: '/dashboard/candidate/view-bpo',
  member_unplaced: '/dashboard/candidate/view-bpo',
  member_removed: '/dashboard/candidate/view-bpo',
};

/**
 * Tells one side what the other did, through the outbox in the transaction of the change itself,
 * so that no mail is lost nor sent for a change rolled back. What it changed shows on the
 * recipient's own pages (the BPO's candidates, the candidate's BPO), read from the same rows.
 */
export async function tellBpoNews(tx: Tx, publicUrl: string, to: Recipient, event: BpoMailEvent, counterpart: string, worksite = ''): Promise<void> {
  await enqueueMail(
    tx,
    to.email,
    { template: 'bpo', name: to.name ?? to.email, event, counterpart, jobTitle: worksite, link: `${publicUrl}${PAGES[event]}` },
    asLocale(to.locale),
  );
}

export const greetingName = (a: { callMeBy: string | null; firstname: string }) => a.callMeBy || a.firstname;
