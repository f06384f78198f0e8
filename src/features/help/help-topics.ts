import { m } from '@/generated/paraglide/messages.js';

export interface HelpTopic {
  id: string;
  question: () => string;
  answer: () => string;
  link?: { to: string; label: () => string };
}

/** Account answers; the content lives in messages/ so it reads natively in every language. */
export const helpTopics: HelpTopic[] = [
  { id: 'create-account', question: m.help_q_create, answer: m.help_a_create, link: { to: '/signup', label: m.help_link_signup } },
  { id: 'confirmation-mail', question: m.help_q_confirm, answer: m.help_a_confirm },
  { id: 'forgot-password', question: m.help_q_forgot, answer: m.help_a_forgot, link: { to: '/forgot-password', label: m.help_link_forgot } },
  { id: 'signed-out', question: m.help_q_signed_out, answer: m.help_a_signed_out },
  { id: 'other-devices', question: m.help_q_devices, answer: m.help_a_devices, link: { to: '/settings/security', label: m.help_link_security } },
  { id: 'password-storage', question: m.help_q_password_storage, answer: m.help_a_password_storage },
  { id: 'language', question: m.help_q_language, answer: m.help_a_language, link: { to: '/language', label: m.help_link_language } },
  { id: 'who-can-join', question: m.help_q_roles, answer: m.help_a_roles },
];

/** Case- and accent-insensitive match on the question and the answer. */
export function matchesQuery(topic: HelpTopic, query: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
  const q = fold(query.trim());
  return q === '' || fold(`${topic.question()} ${topic.answer()}`).includes(q);
}
