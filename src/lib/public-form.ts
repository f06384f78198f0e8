import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import type { Locale } from '@/shared/languages';

/** Who is writing, on a public form answered by e-mail (contact, privacy inquiry): their name and address. */
export const senderShape = () => ({
  name: z.string().check(z.trim(), z.minLength(2, m.forms_error_name()), z.maxLength(120, m.forms_error_name())),
  email: z.string().check(z.trim(), z.email(m.forms_error_email()), z.maxLength(254, m.forms_error_email())),
});

/**
 * What a public form sends: what was typed, the page's language, and the honeypot
 * (src/ui/HoneypotField.tsx) only when something filled it, so that the server can drop a bot's request.
 */
export function publicFormBody<T extends { website: string }>({ website, ...typed }: T, locale: Locale): Omit<T, 'website'> & { locale: Locale; website?: string } {
  return { ...typed, locale, ...(website ? { website } : {}) };
}
