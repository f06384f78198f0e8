import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { MainActor } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { InlineText } from '@/ui/InlineText';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import en from '../../../messages/content/legal/Privacy-Policy/en.json';
import fr from '../../../messages/content/legal/Privacy-Policy/fr.json';
import LegalPage from './LegalPage';
import { LEGAL_SLUGS } from './legal-slugs';

mockApi(anonymousMe);
const SLOW = { timeout: 20_000 };

function French() {
  const main = MainActor.useActorRef();
  return (
    <button type="button" onClick={() => main.send({ type: 'SET_LANGUAGE', locale: 'fr' })}>
      Français
    </button>
  );
}

const routes = [
  ...LEGAL_SLUGS.map((slug) => ({ path: `/${slug}`, element: <LegalPage /> })),
  { path: '/No-Such-Policy', element: <LegalPage /> },
  { path: '/odd', element: <p><InlineText text="Read [the rules](/Terms-Of-Use) or [elsewhere](https://example.com)." /></p> },
  { path: '/help', element: <h1>Help</h1> },
];
/** The page beside a language switch, as the site header has one. */
const withSwitch = routes.map((r) => (r.path === '/Privacy-Policy' ? { ...r, element: <><French /><LegalPage /></> } : r));

afterEach(() => setLocale('en', { reload: false }));

describe('LegalPage', SLOW, () => {
  it('shows the Privacy Policy with its date, summary, contents and sections, and reloads it in French', async () => {
    setLocale('en', { reload: false });
    renderRoutes(withSwitch, '/Privacy-Policy');

    expect(await screen.findByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    expect(document.title).toBe(`${en.title} · RemoteHire`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', en.description);
    expect(screen.getByText(`Last updated ${formatDate(en.updated, 'en')}`)).toBeInTheDocument();
    expect(screen.getByText(en.summary)).toBeInTheDocument();

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(contents).getAllByRole('link');
    expect(entries).toHaveLength(en.sections.length);
    for (const [i, section] of en.sections.entries()) {
      expect(entries[i]).toHaveAttribute('href', `#${section.id}`);
      expect(entries[i]).toHaveTextContent(section.heading);
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toHaveAttribute('id', section.id);
    }
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: fr.title })).toBeInTheDocument();
    expect(screen.getByText(`Dernière mise à jour : ${formatDate(fr.updated, 'fr')}`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${fr.title} · RemoteHire`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', fr.description);
  });

  it('renders the content’s internal links as router links', async () => {
    renderRoutes(routes, '/Privacy-Policy');
    await screen.findByRole('heading', { level: 1, name: en.title });
    const inContent = screen
      .getAllByRole('link')
      .filter((a) => !a.getAttribute('href')?.startsWith('#'));
    expect(inContent.length).toBeGreaterThan(0);
    for (const a of inContent) expect(a.getAttribute('href')).toMatch(/^\/[A-Za-z]/);
  });

  it('follows an internal link without leaving the app, and keeps an outside address as text', async () => {
    const { router } = renderRoutes(routes, '/odd');
    const link = await screen.findByRole('link', { name: 'the rules' });
    expect(link).toHaveAttribute('href', '/Terms-Of-Use');
    expect(screen.queryByRole('link', { name: 'elsewhere' })).not.toBeInTheDocument();
    expect(screen.getByText(/or elsewhere\./)).toBeInTheDocument();
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Terms-Of-Use'));
  });

  it('says so when no policy lives at the address', async () => {
    renderRoutes(routes, '/No-Such-Policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the help pages' })).toHaveAttribute('href', '/help');
    expect(await axeViolations()).toEqual([]);
  });
});
