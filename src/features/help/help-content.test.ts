import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/shared/languages';
import { PUBLIC_PATHS } from '@/routes/public-routes';
import { routes } from '@/routes/router';
import en from '../../../messages/content/help/en.json';
import es from '../../../messages/content/help/es.json';
import fr from '../../../messages/content/help/fr.json';
import zh from '../../../messages/content/help/zh.json';
import {
  HELP_TOPIC_IDS,
  figures,
  fillFigures,
  helpContentQuery,
  matchesQuery,
  orderTopics,
  topicsFor,
  withFigures,
  type HelpContent,
} from './help-content';

const files: Record<Locale, HelpContent> = { en: en as HelpContent, fr: fr as HelpContent, es: es as HelpContent, zh: zh as HelpContent };
const LOCALES = Object.keys(files) as Locale[];
const answers = (content: HelpContent) => content.topics.flatMap((topic) => topic.answers);

const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;
const targets = (text: string) => [...text.matchAll(LINK)].map((match) => match[2]!);
const placeholders = (text: string) => [...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]!).sort();

/** Words only English has: two of them in a French, Spanish or Chinese answer mean English was left there. */
const ENGLISH_ONLY = new Set(['the', 'and', 'you', 'your', 'we', 'our', 'with', 'that', 'this', 'will', 'which', 'from', 'have', 'they', 'their', 'when', 'what', 'for', 'only', 'about', 'can', 'may', 'who', 'how']);
const englishWords = (text: string) => new Set(text.replace(LINK, '$1').toLowerCase().split(/[^a-z']+/).filter((word) => ENGLISH_ONLY.has(word)));

/** A page the app serves: a public page, or a route of the table other than the catch-all. */
const served = (path: string) => {
  const pathname = path.split(/[?#]/)[0]!;
  if (PUBLIC_PATHS.includes(pathname)) return true;
  const match = matchRoutes(routes, pathname);
  return match !== null && match.at(-1)!.route.path !== '*';
};

describe('the help content files', () => {
  it('hold every topic in the same order, and at least thirty answers', () => {
    for (const locale of LOCALES) {
      expect(files[locale].topics.map((topic) => topic.id), locale).toEqual([...HELP_TOPIC_IDS]);
    }
    expect(answers(files.en).length).toBeGreaterThanOrEqual(30);
  });

  it('answer the same questions in every language, with the same links and figures', () => {
    const shape = (content: HelpContent) =>
      content.topics.map((topic) => ({
        topic: topic.id,
        answers: topic.answers.map((answer) => ({ id: answer.id, links: targets(answer.a), figures: placeholders(answer.a) })),
      }));
    for (const locale of LOCALES) expect(shape(files[locale]), locale).toEqual(shape(files.en));
  });

  it('give every topic a heading and every answer a question and an answer', () => {
    for (const locale of LOCALES) {
      for (const topic of files[locale].topics) {
        expect(topic.heading.trim(), `${locale} ${topic.id}`).not.toBe('');
        for (const answer of topic.answers) {
          expect(answer.q.trim().length, `${locale} ${answer.id}`).toBeGreaterThan(3);
          expect(answer.a.trim().length, `${locale} ${answer.id}`).toBeGreaterThan(40);
        }
      }
    }
    const ids = answers(files.en).map((answer) => answer.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('link only to pages the site serves', () => {
    const unknown = answers(files.en)
      .flatMap((answer) => targets(answer.a).map((to) => `${answer.id} → ${to}`))
      .filter((entry) => !served(entry.split(' → ')[1]!));
    expect(unknown).toEqual([]);
  });

  it('quote prices only through figures from the fee table, never typed in', () => {
    const known = Object.keys(figures('en'));
    for (const locale of LOCALES) {
      for (const answer of answers(files[locale])) {
        for (const name of placeholders(answer.a)) expect(known, `${locale} ${answer.id}`).toContain(name);
        expect(answer.a, `${locale} ${answer.id}`).not.toMatch(/\$|USD|dollar|dólar|美元/i);
      }
    }
  });

  it('leave no English in the other languages', () => {
    for (const locale of ['fr', 'es', 'zh'] as const) {
      for (const topic of files[locale].topics) {
        for (const text of [topic.heading, ...topic.answers.flatMap((answer) => [answer.q, answer.a])]) {
          expect(englishWords(text).size, `${locale}: ${text}`).toBeLessThan(2);
        }
      }
    }
  });
});

describe('figures', () => {
  it('are the fee table in each language’s way of writing money', () => {
    expect(figures('en')).toMatchObject({ setup_fee: '$199', service_fee_entry: '$299', subscription: '$49', card_fee: '2.9% + $0.30' });
    expect(figures('fr').card_fee).toMatch(/^2,9\s?%/);
    expect(fillFigures('Setup {setup_fee}, unknown {nope}', figures('en'))).toBe('Setup $199, unknown {nope}');
  });

  it('are filled into the answers', () => {
    const costs = answers(withFigures(files.en, 'en')).find((answer) => answer.id === 'costs')!;
    expect(costs.a).toContain('$299 for entry');
    expect(costs.a).not.toContain('{');
  });
});

describe('matchesQuery', () => {
  const en_ = answers(withFigures(files.en, 'en'));
  const fr_ = answers(withFigures(files.fr, 'fr'));
  const ids = (list: typeof en_, query: string) => list.filter((answer) => matchesQuery(answer, query)).map((answer) => answer.id);

  it('ignores case', () => {
    expect(ids(en_, 'PASSWORD')).toEqual(expect.arrayContaining(['forgot-password', 'password-storage']));
    expect(ids(en_, 'PASSWORD')).not.toContain('language');
  });

  it('ignores accents both ways, so "securite" finds "sécurité" and "sécurité" finds "securite"', () => {
    expect(ids(fr_, 'securite')).toContain('other-devices');
    expect(ids(fr_, 'SÉCURITÉ')).toEqual(ids(fr_, 'securite'));
  });

  it('reads a link as its label, not its address', () => {
    expect(ids(en_, 'payment history')).toContain('invoices');
    expect(ids(en_, 'transactions')).toEqual([]);
  });

  it('shows everything for an empty search', () => {
    expect(ids(en_, '   ')).toHaveLength(en_.length);
  });
});

describe('topics by role', () => {
  it('puts a user’s own topics first and keeps the rest in order', () => {
    expect(topicsFor('employer')).toEqual(['hiring', 'paying']);
    expect(topicsFor('candidate')).toEqual(['working']);
    for (const role of ['agent', 'business_agent', 'bpo', 'saa', 'ba'] as const) expect(topicsFor(role)).toEqual(['partners']);
    expect(topicsFor(undefined)).toEqual([]);
    expect(orderTopics(files.en.topics, ['working']).map((topic) => topic.id)).toEqual([
      'working',
      'getting-started',
      'hiring',
      'paying',
      'partners',
      'privacy',
      'account',
    ]);
  });
});

describe('helpContentQuery', () => {
  it('loads one language’s answers under the key the pages read', async () => {
    const query = helpContentQuery('zh');
    expect(query.queryKey).toEqual(['content', 'help', 'zh']);
    await expect(query.queryFn()).resolves.toEqual(zh);
  });
});
