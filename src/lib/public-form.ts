import { z } from 'zod';
import { m } from '@/generated/paraglide/messages.js';
import type { Locale } from '@/shared/languages';

/** Who is writing, on a public form answered by e-mail (contact, privacy inquiry): their name and address. */
export const senderShape = () => ({
  name: z.string().trim().min(2, m.forms_error_name()).max(120, m.forms_error_name()),
  email: z.string().trim().email(m.forms_error_email()).max(254, m.forms_error_email()),
});

/**
 * What a public form sends: what was typed, the page's language, and the honeypot
 * (src/ui/HoneypotField.tsx) only when something filled it, so that the server can drop a bot's request.
 */
export function publicFormBody<T extends { website: string }>({ website, ...typed }: T, locale: Locale): Omit<T, 'website'> & { locale: Locale; website?: string } {
  return { ...typed, locale, ...(website ? { website } : {}) };
}
