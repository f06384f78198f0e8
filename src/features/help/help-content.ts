import type { components } from '@/generated/api';
import { formatMoney, formatPercent } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { FEES } from '@/shared/fees';

type Role = components['schemas']['Role'];

/** The subjects of the help pages, in the order a visitor reads them (the same in every language). */
export const HELP_TOPIC_IDS = ['getting-started', 'hiring', 'paying', 'working', 'partners', 'privacy', 'account'] as const;

export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

export interface HelpAnswer {
  /** kebab-case, the same in every language. */
  id: string;
  q: string;
  /** May hold `[label](/path)` links and `{fee}` placeholders (see `fillFigures`). */
  a: string;
}

export interface HelpTopic {
  id: HelpTopicId;
  heading: string;
  answers: HelpAnswer[];
}

export interface HelpContent {
  topics: HelpTopic[];
}

// One chunk per language: a visitor downloads only the answers in the language they read.
const files = import.meta.glob<HelpContent>('/messages/content/help/*.json', { import: 'default' });

export function loadHelpContent(locale: Locale): Promise<HelpContent> {
  const load = files[`/messages/content/help/${locale}.json`];
  if (!load) return Promise.reject(new Error(`No ${locale} help text`));
  return load();
}

/**
 * The answers for one language, under the key both help pages read them with: the
 * prerenderer and the browser fill the cache with it before rendering `/help`.
 */
export const helpContentQuery = (locale: Locale) => ({
  queryKey: ['content', 'help', locale] as const,
  queryFn: () => loadHelpContent(locale),
});

/**
 * The prices an answer may quote, from the fee table rather than typed into the text,
 * so that a change of price reaches the help pages by itself.
 */
export function figures(locale: Locale): Record<string, string> {
  const money = (cents: number) => formatMoney(cents, locale);
  const percent = formatPercent(FEES.card.percent, locale);
  return {
    service_fee_entry: money(FEES.serviceFee.entry),
    service_fee_intermediate: money(FEES.serviceFee.intermediate),
    service_fee_expert: money(FEES.serviceFee.expert),
    setup_fee: money(FEES.onboardingSetup),
    subscription: money(FEES.platformSubscription),
    insurance: money(FEES.addOns.insurance),
    healthcare: money(FEES.addOns.healthcare),
    secure_cloud: money(FEES.addOns.secureCloudComputing),
    card_fee: `${percent} + ${money(FEES.card.fixedCents)}`,
  };
}

/** Replaces each `{name}` with its figure; an unknown name is left as written (the content test catches it). */
export const fillFigures = (text: string, values: Record<string, string>): string =>
  text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The content with its figures filled in for the language it is written in. */
export const withFigures = (content: HelpContent, locale: Locale): HelpContent => {
  const values = figures(locale);
  return {
    topics: content.topics.map((topic) => ({
      ...topic,
      answers: topic.answers.map((answer) => ({ ...answer, a: fillFigures(answer.a, values) })),
    })),
  };
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();

/** `[label](/path)` reads as its label: a search for "pricing" must not match every link to /pricing. */
const readable = (text: string) => text.replace(/\[([^\]\n]+)\]\([^)\s]*\)/g, '$1');

/** Case- and accent-insensitive: "securite" finds "sécurité", "CARD" finds "card". */
export function matchesQuery(answer: HelpAnswer, query: string): boolean {
  const q = fold(query.trim());
  return q === '' || fold(`${answer.q} ${readable(answer.a)}`).includes(q);
}

/** What a signed-in user most likely came for, shown before the other subjects. */
export function topicsFor(role: Role | undefined): HelpTopicId[] {
  switch (role) {
    case 'employer':
      return ['hiring', 'paying'];
    case 'candidate':
      return ['working'];
    case 'agent':
    case 'business_agent':
    case 'bpo':
    case 'saa':
    case 'ba':
      return ['partners'];
    default:
      return [];
  }
}

/** The topics with the ones named in `first` moved to the front, in that order. */
export function orderTopics(topics: HelpTopic[], first: readonly HelpTopicId[]): HelpTopic[] {
  const rank = (topic: HelpTopic) => {
    const at = first.indexOf(topic.id);
    return at === -1 ? first.length : at;
  };
  return [...topics].sort((a, b) => rank(a) - rank(b));
}
