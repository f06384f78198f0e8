import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPagesContent, PAGE_SLUGS, PAGES_DIR } from '../../../scripts/check-pages-content.mjs';
import type { MarketingContent } from './marketing-pages';
import { MARKETING_SLUGS } from './marketing-slugs';

// The checker run against a copy of the grants page, edited the way a careless change would.
let dir: string;
const file = (locale: string) => path.join(dir, 'grants', `${locale}.json`);
const edit = (locale: string, change: (page: MarketingContent) => void) => {
  const page = JSON.parse(readFileSync(file(locale), 'utf8')) as MarketingContent;
  change(page);
  writeFileSync(file(locale), JSON.stringify(page));
};
const problemsAbout = (slug: string) => checkPagesContent(dir).problems.filter((p: string) => p.startsWith(slug));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pages-'));
  cpSync(path.join(PAGES_DIR, 'grants'), path.join(dir, 'grants'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('check-pages-content', () => {
  it('lists the same pages as the app', () => {
    expect(PAGE_SLUGS).toEqual([...MARKETING_SLUGS]);
  });

  it('passes the grants page as written, and names each page not written yet in one line', () => {
    const { problems } = checkPagesContent(dir);
    expect(problemsAbout('grants')).toEqual([]);
    expect(problems).toContain('about-us: not written yet (no en/fr/es/zh.json in messages/content/pages/about-us)');
    expect(problems.filter((p: string) => p.startsWith('about-us'))).toHaveLength(1);
  });

  it('finds a missing language', () => {
    rmSync(file('es'));
    expect(problemsAbout('grants')).toEqual(['grants/es.json: missing']);
  });

  it('finds a description of the wrong length and an empty field', () => {
    edit('en', (page) => {
      page.description = 'Too short.';
      page.sections[0]!.heading = '';
    });
    expect(problemsAbout('grants/en.json')).toEqual([
      'grants/en.json: description has 10 characters (expected 110–170)',
      'grants/en.json: section 1 (who-can-apply): "heading" must be a non-empty string',
    ]);
  });

  it('finds a link or call to action to a page the site does not serve', () => {
    edit('fr', (page) => {
      page.sections[2]!.body[0] += ' Voir [la FAQ](/faq).';
      page.cta.secondary!.to = '/tarifs';
    });
    const problems = problemsAbout('grants/fr.json');
    expect(problems).toContain('grants/fr.json: how-to-apply.body.0: link to "/faq" is not a route the site serves');
    expect(problems).toContain('grants/fr.json: cta.secondary.to "/tarifs" is not a route the site serves');
  });

  it('finds a price that the pricing table does not charge, in any way of writing it', () => {
    edit('en', (page) => page.sections[1]!.body.push('The setup fee is $199, and the service fee from $250 a month.'));
    edit('es', (page) => page.sections[1]!.body.push('La tarifa de alta cuesta 150 USD.'));
    edit('zh', (page) => page.sections[1]!.body.push('服务费每月 300 美元起。'));
    const { problems } = checkPagesContent(dir);
    expect(problems.filter((p: string) => p.includes('is not a price'))).toEqual([
      expect.stringMatching(/^grants\/en\.json: what-it-covers\.body\.3: "\$250" is not a price/),
      expect.stringMatching(/^grants\/es\.json: what-it-covers\.body\.3: "150 USD" is not a price/),
      expect.stringMatching(/^grants\/zh\.json: what-it-covers\.body\.3: "300 美元" is not a price/),
    ]);
  });

  it('finds sections that differ between languages and English left in a translation', () => {
    edit('es', (page) => {
      page.sections[5]!.id = 'faq';
    });
    edit('fr', (page) => {
      page.sections[3]!.body[1] = 'If it is turned down, the email explains why and you can apply again.';
    });
    const problems = checkPagesContent(dir).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^grants\/es\.json: section ids \[.*faq\] differ from en \[.*questions\]$/));
    expect(problems).toContainEqual(expect.stringMatching(/^grants\/fr\.json: how-the-review-works\.body\.1 reads as English/));
  });

  it('finds French punctuation without its no-break space', () => {
    edit('fr', (page) => {
      page.cta.heading = 'Prêt à postuler ?';
    });
    expect(problemsAbout('grants/fr.json')).toEqual(['grants/fr.json: cta.heading: use a no-break space before ? ! : ; » in French']);
  });
});
