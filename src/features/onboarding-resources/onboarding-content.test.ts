import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '@/routes/public-routes';
import { routes } from '@/routes/router';
import { ALLOWED_ROUTES, ONBOARDING_DIR, RESOURCE_SECTIONS, checkOnboardingContent } from '../../../scripts/check-onboarding-content.mjs';
import { resourceContentQuery, type ResourceContent } from './resource-content';
import zh from '../../../messages/content/onboarding/resource/zh.json';

// The checker run against a copy of the onboarding content, edited the way a careless change would.
let dir: string;
const file = (page: string, locale: string) => path.join(dir, page, `${locale}.json`);
const edit = <T>(page: string, locale: string, change: (content: T) => void) => {
  const content = JSON.parse(readFileSync(file(page, locale), 'utf8')) as T;
  change(content);
  writeFileSync(file(page, locale), JSON.stringify(content));
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'onboarding-'));
  cpSync(ONBOARDING_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('check-onboarding-content', () => {
  it('passes the content as written', () => {
    expect(checkOnboardingContent(dir).problems).toEqual([]);
  });

  it('finds a guide section missing in one language, and one out of order in another', () => {
    edit<ResourceContent>('resource', 'es', (guide) => {
      guide.sections = guide.sections.filter((section) => section.id !== 'equipment');
    });
    edit<ResourceContent>('resource', 'fr', (guide) => {
      guide.sections.reverse();
    });
    const { problems } = checkOnboardingContent(dir);
    expect(problems).toContain(`resource/es.json: sections [${RESOURCE_SECTIONS.filter((id) => id !== 'equipment').join(', ')}] must be [${RESOURCE_SECTIONS.join(', ')}]`);
    expect(problems.some((p: string) => p.startsWith('resource/fr.json: sections ['))).toBe(true);
  });

  it('finds a list of another length, a changed link, English left behind and a step missing', () => {
    edit<ResourceContent>('resource', 'zh', (guide) => {
      const list = guide.sections[0]!.blocks[1] as { items: string[] };
      list.items.pop();
    });
    edit<ResourceContent>('resource', 'fr', (guide) => {
      guide.sections[6]!.blocks[1] = { type: 'p', text: 'Ecrivez-nous depuis la [page d’aide](/aide).' };
    });
    edit<ResourceContent>('resource', 'es', (guide) => {
      guide.summary = 'Welcome aboard: this guide is for the people who have just accepted an offer.';
    });
    edit<{ steps: unknown[] }>('intro', 'zh', (intro) => {
      intro.steps.pop();
    });
    const { problems } = checkOnboardingContent(dir);
    expect(problems).toContainEqual(expect.stringMatching(/^resource\/zh\.json: structure first-week\[p,ul6,p\]/));
    expect(problems).toContain('resource/fr.json: getting-help.1: link to "/aide" is not a route the site serves');
    expect(problems).toContainEqual(expect.stringMatching(/^resource\/es\.json: summary reads as English/));
    expect(problems).toContainEqual(expect.stringMatching(/^intro\/zh\.json: structure steps hired,documents,identity,agreements,survey \|/));
  });

  it('allows links only to pages the app serves', () => {
    for (const to of ALLOWED_ROUTES) {
      const match = PUBLIC_PATHS.includes(to) || matchRoutes(routes, to)?.at(-1)?.route.path !== '*';
      expect(match, to).toBe(true);
    }
  });
});

describe('resourceContentQuery', () => {
  it('loads one language’s guide under the key the page and the prerenderer read', async () => {
    const query = resourceContentQuery('zh');
    expect(query.queryKey).toEqual(['content', 'onboarding-resource', 'zh']);
    await expect(query.queryFn()).resolves.toEqual(zh);
  });
});
