import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api } from '../../../tests/doubles/api';
import { liveUpdates } from '../../../tests/doubles/live';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada, type User } from '../../../tests/doubles/fixtures/accounts';
import { SiteHeader } from './SiteHeader';

let unread = 0;
let unreadReads = 0;
const server = mockApi(
  api.get('/messages/unread-count', ({ response }) => {
    unreadReads += 1;
    return response(200).json({ unread });
  }),
);

// The first paint loads the page and its data cold; on a busy machine that takes longer than the default second.
const FIRST_PAINT = { timeout: 5_000 };

const show = async () => {
  renderRoutes([{ path: '/', element: <SiteHeader /> }], '/');
  const nav = await screen.findByRole('navigation', { name: 'Main' }, FIRST_PAINT);
  return nav;
};

/** A signed-in person's links are in the Menu (on a phone; jsdom applies no media query, so the menu is how they show here). */
const showSignedIn = async () => {
  renderRoutes([{ path: '/', element: <SiteHeader /> }], '/');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Menu' }, FIRST_PAINT));
  return screen.getByRole('navigation', { name: 'Main' });
};

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

const signIn = (user: User) => server.use(signedInAs(user));

describe('SiteHeader: the ways into the marketplace', () => {
  it('offers a visitor both finding a job and hiring', async () => {
    server.use(anonymousMe);
    const nav = await show();
    expect(await within(nav).findByRole('link', { name: 'Find jobs' }, FIRST_PAINT)).toHaveAttribute('href', '/jobs');
    expect(within(nav).getByRole('link', { name: 'Hire staff' })).toHaveAttribute('href', '/hire-staff');
  });

  it('offers a candidate jobs, not hiring', async () => {
    signIn({ ...ada, role: 'candidate', company_name: undefined });
    const nav = await showSignedIn();
    expect(await within(nav).findByRole('link', { name: 'Find jobs' }, FIRST_PAINT)).toBeInTheDocument();
    expect(linkNames(nav)).not.toContain('Hire staff');
  });

  it('offers an employer hiring, not jobs', async () => {
    signIn(ada);
    const nav = await showSignedIn();
    expect(await within(nav).findByRole('link', { name: 'Hire staff' }, FIRST_PAINT)).toBeInTheDocument();
    expect(linkNames(nav)).not.toContain('Find jobs');
  });

  it('offers an agent neither', async () => {
    signIn({ ...ada, role: 'agent' });
    const nav = await showSignedIn();
    expect(await within(nav).findByRole('link', { name: 'Dashboard' }, FIRST_PAINT)).toBeInTheDocument();
    expect(linkNames(nav)).not.toContain('Hire staff');
    expect(linkNames(nav)).not.toContain('Find jobs');
  });
});

describe('SiteHeader: unread messages', () => {
  it('shows the count on the Messages link and on the closed menu, and reads it again when a message arrives live', async () => {
    unread = 3;
    unreadReads = 0;
    signIn(ada);
    const nav = await showSignedIn();
    expect(await within(nav).findByRole('link', { name: 'Messages, 3 unread' }, FIRST_PAINT)).toHaveAttribute('href', '/Messages');
    expect(screen.getByRole('button', { name: /Menu.*3 unread messages/ })).toBeInTheDocument();

    unread = 0;
    const reads = unreadReads;
    await liveUpdates.push('message.created', { conversation_id: 'c1', message: { id: 1 } });
    expect(await within(nav).findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(unreadReads).toBe(reads + 1);
    unread = 0;
  });

  it('is not shown to a role without conversations', async () => {
    signIn({ ...ada, role: 'bpo' });
    const nav = await showSignedIn();
    await within(nav).findByRole('link', { name: 'Dashboard' }, FIRST_PAINT);
    expect(linkNames(nav)).not.toContain('Messages');
  });
});

describe('SiteHeader: the signed-in menu', () => {
  it('is a disclosure: named in words, opened by the keyboard, focus inside, Escape closes it and gives the focus back', async () => {
    signIn(ada);
    renderRoutes([{ path: '/', element: <SiteHeader /> }], '/');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Menu' }, FIRST_PAINT);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!);
    expect(menu).not.toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const sections = within(menu!).getByRole('navigation', { name: 'Your workspace' });
    expect(within(sections).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Overview',
      'Jobs',
      'Applicants',
      'Interviews',
      'Offers',
      'Staff',
      'Fractional staff',
      'Partners',
      'Find talent',
    ]);
    expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveFocus();
    expect(within(menu!).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(menu!).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(menu!).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.tab();
    expect(within(sections).getByRole('link', { name: 'Jobs' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  }, 20_000);

  it('is not there for a visitor, whose header is the prerendered public one', async () => {
    server.use(anonymousMe);
    await show();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
