import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { api } from '../../../tests/doubles/api';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import en from '../../../messages/content/onboarding/intro/en.json';
import fr from '../../../messages/content/onboarding/intro/fr.json';
import { introContentQuery } from './intro-content';
import DashboardOnboardingPage from './DashboardOnboardingPage';

// axe reads this page in the browser (tests/e2e/a11y.test.ts), on real CSS; here, its structure.
const server = mockApi(anonymousMe);
const routes = [{ path: '/dashboard/onboarding', element: <DashboardOnboardingPage /> }];

/** A section of the page by the heading that names it (aria-labelledby), as a screen reader lists regions. */
const region = (heading: string) => {
  const h2 = [...document.querySelectorAll('h2')].find((h) => h.textContent === heading)!;
  const section = h2.closest('section')!;
  expect(section).toHaveAttribute('aria-labelledby', h2.id);
  return section;
};

describe('DashboardOnboardingPage', { timeout: 20_000 }, () => {
  it('tells a visitor the steps in order, what to prepare and how long it takes, with the ways in and the guide', async () => {
    setLocale('en', { reload: false });
    renderRoutes(routes, '/dashboard/onboarding');

    expect(await screen.findByText(en.title, { selector: 'h1' })).toBeInTheDocument();
    expect(document.title).toBe('Onboarding · RemoteHire');

    const steps = region(en.steps_heading).querySelectorAll('ol > li');
    expect([...steps].map((step) => step.querySelector('p')?.textContent)).toEqual(en.steps.map((step) => step.heading));
    expect(region(en.prepare_heading).querySelectorAll('ul > li')).toHaveLength(en.prepare.length);
    expect(region(en.duration_heading)).toHaveTextContent(en.duration[0]!);

    const links = [...region('Where to begin').querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Sign in', '/login'],
      ['Create a candidate account', '/signup/candidate'],
      ['Read the guide for new staff', '/onboarding/resource'],
    ]);
  });

  it('shows a signed-in candidate their own progress instead', async () => {
    setLocale('en', { reload: false });
    server.use(
      signedInAs({ ...ada, role: 'candidate', company_name: undefined }),
      api.get('/candidate/onboarding', ({ response }) =>
        response(200).json({ ready_to_start: false, steps: [{ step: 'identity', state: 'in_review', done: 0, of: 1, before_work: true }] }),
      ),
    );
    renderRoutes(routes, '/dashboard/onboarding');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your onboarding' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Identity check' })).toHaveTextContent('In review');
  });
});

describe('introContentQuery', () => {
  it('loads the text of the visitor’s language, not another', async () => {
    const query = introContentQuery('fr');
    expect(query.queryKey).toEqual(['content', 'onboarding-intro', 'fr']);
    await expect(query.queryFn()).resolves.toEqual(fr);
  });
});
