import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { MainActor } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import en from '../../../messages/content/onboarding/resource/en.json';
import zh from '../../../messages/content/onboarding/resource/zh.json';
import ResourcePage from './ResourcePage';

// axe reads this page in the browser's public sweep (tests/e2e/public-site.test.ts), on real CSS:
// here, the structure a reader and a screen reader rely on. Queries go through the DOM rather than
// by role where they walk a page of some two thousand words, which costs seconds in jsdom.
mockApi(anonymousMe);

function Chinese() {
  const main = MainActor.useActorRef();
  return (
    <button type="button" onClick={() => main.send({ type: 'SET_LANGUAGE', locale: 'zh' })}>
      中文
    </button>
  );
}

const routes = [
  {
    path: '/onboarding/resource',
    element: (
      <>
        <Chinese />
        <ResourcePage />
      </>
    ),
  },
];

afterEach(() => setLocale('en', { reload: false }));

describe('ResourcePage', { timeout: 20_000 }, () => {
  it('shows the guide with its date, summary, a contents list whose entries lead to each section, and reloads it in Chinese', async () => {
    setLocale('en', { reload: false });
    renderRoutes(routes, '/onboarding/resource');

    const h1 = await screen.findByText(en.title, { selector: 'h1' });
    expect(document.title).toBe(`${en.title} · RemoteHire`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', en.description);
    expect(screen.getByText(`Last updated ${formatDate(en.updated, 'en')}`)).toBeInTheDocument();
    expect(screen.getByText(en.summary)).toBeInTheDocument();

    const article = h1.closest('article')!;
    const contents = article.querySelector('nav')!;
    expect(contents.getAttribute('aria-labelledby')).toBe('guide-contents');
    expect(document.getElementById('guide-contents')).toHaveTextContent('In this guide');
    const entries = [...contents.querySelectorAll('ol > li > a')];
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '#first-week',
      '#working-hours',
      '#getting-paid',
      '#security',
      '#communication',
      '#equipment',
      '#getting-help',
    ]);
    const sections = [...article.querySelectorAll('section')];
    expect(sections).toHaveLength(en.sections.length);
    for (const [i, section] of en.sections.entries()) {
      expect(entries[i]).toHaveTextContent(section.heading);
      // Each entry's anchor is the h2 that names its section.
      const heading = document.getElementById(section.id)!;
      expect(heading.tagName).toBe('H2');
      expect(heading).toHaveTextContent(section.heading);
      expect(sections[i]).toHaveAttribute('aria-labelledby', section.id);
      expect(sections[i]).toContainElement(heading);
    }
    // The content's links are the router's, to the site's own pages.
    const links = [...article.querySelectorAll('section a')];
    expect(links.find((a) => a.textContent === 'compliance page')).toHaveAttribute('href', '/candidate/compliance');
    expect(links.find((a) => a.textContent === 'help pages')).toHaveAttribute('href', '/help');
    for (const a of links) expect(a.getAttribute('href')).toMatch(/^\/[A-Za-z]/);

    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByText(zh.summary)).toBeInTheDocument();
    expect(document.getElementById('guide-contents')).toHaveTextContent('本指南内容');
    expect(document.getElementById('getting-paid')).toHaveTextContent(zh.sections[2]!.heading);
    await waitFor(() => expect(document.title).toBe(`${zh.title} · RemoteHire`));
  });
});
