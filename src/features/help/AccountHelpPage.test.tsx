import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import en from '../../../messages/content/help/en.json';
import AccountHelpPage from './AccountHelpPage';

type Role = components['schemas']['Role'];

const server = mockApi();
const SLOW = { timeout: 30_000 };
const FIRST_PAINT = { timeout: 10_000 };

const signIn = (role: Role) => server.use(signedInAs({ ...ada, role }));
const heading = (id: string) => en.topics.find((topic) => topic.id === id)!.heading;

async function show(role: Role) {
  signIn(role);
  renderRoutes([{ path: '/account/help', element: <AccountHelpPage /> }], '/account/help');
  await screen.findByRole('searchbox', { name: m.help_search_label() }, FIRST_PAINT);
}

/** The topic headings of the answers, in the order shown. */
const topicOrder = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('AccountHelpPage', SLOW, () => {
  it("leads an employer to hiring and billing first, then the answers about them, then the ways to reach us", async () => {
    await show('employer');
    expect(screen.getByRole('heading', { level: 1, name: m.help_account_title() })).toBeInTheDocument();
    const own = region(m.help_account_for_employer());
    expect(own.getByRole('link', { name: m.help_account_employer_jobs() })).toHaveAttribute('href', '/dashboard/activity/jobs');
    expect(own.getByRole('link', { name: m.help_account_employer_applicants() })).toHaveAttribute('href', '/dashboard/activity/job-applications');
    expect(own.getByRole('link', { name: m.help_account_employer_checkout() })).toHaveAttribute('href', '/hire-staff/checkout');
    expect(own.getByRole('link', { name: m.help_account_employer_billing() })).toHaveAttribute('href', '/settings/billing');
    expect(own.getByRole('link', { name: m.help_account_employer_staff() })).toHaveAttribute('href', '/dashboard/activity/staffs');
    expect(screen.queryByRole('region', { name: m.help_account_for_candidate() })).not.toBeInTheDocument();
    expect(topicOrder().slice(0, 2)).toEqual([heading('hiring'), heading('paying')]);

    const more = region(m.help_account_more());
    expect(more.getByRole('link', { name: m.help_account_contact() })).toHaveAttribute('href', '/contact-us');
    expect(more.getByRole('link', { name: m.help_account_privacy() })).toHaveAttribute('href', '/Privacy-Inquiry');
    expect(more.getByRole('link', { name: m.help_account_export() })).toHaveAttribute('href', '/Request-Personal-Data');
    expect(more.getByRole('link', { name: m.help_account_security() })).toHaveAttribute('href', '/settings/security');
    expect(await axeViolations()).toEqual([]);
  });

  it('leads a candidate to applications, offers and the current job, with the answers for candidates first', async () => {
    await show('candidate');
    const own = region(m.help_account_for_candidate());
    expect(own.getByRole('link', { name: m.help_account_candidate_applications() })).toHaveAttribute('href', '/dashboard/candidate/applied-jobs');
    expect(own.getByRole('link', { name: m.help_account_candidate_offers() })).toHaveAttribute('href', '/dashboard/candidate/job-offers');
    expect(own.getByRole('link', { name: m.help_account_candidate_active_job() })).toHaveAttribute('href', '/Candidate/ActiveJob');
    expect(screen.queryByRole('region', { name: m.help_account_for_employer() })).not.toBeInTheDocument();
    expect(topicOrder()[0]).toBe(heading('working'));
    expect(await axeViolations()).toEqual([]);
  });

  it('leads a partner to verification, with the partner answers first', async () => {
    await show('bpo');
    const own = region(m.help_account_for_partner());
    expect(own.getByRole('link', { name: m.help_account_partner_verification() })).toHaveAttribute('href', '/partnership');
    expect(own.getByRole('link', { name: m.help_account_partner_accreditation() })).toHaveAttribute('href', '/debpo');
    expect(topicOrder()[0]).toBe(heading('partners'));
    expect(screen.getByText(en.topics.find((t) => t.id === 'partners')!.answers.find((a) => a.id === 'partner-verification')!.q)).toBeInTheDocument();
  });

  it('gives an administrator the answers in their usual order and the ways to reach us', async () => {
    await show('admin');
    expect(screen.queryByRole('region', { name: m.help_account_for_partner() })).not.toBeInTheDocument();
    expect(topicOrder()).toEqual(en.topics.map((topic) => topic.heading));
    expect(region(m.help_account_more()).getByRole('link', { name: m.help_account_contact() })).toBeInTheDocument();
  });
});
