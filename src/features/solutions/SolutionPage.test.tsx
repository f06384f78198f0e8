import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { formatMoney } from '@/shared/format';
import { experienceLabel, jobRoleLabel } from '@/lib/labels';
import { FEES, serviceFeeCents } from '@/shared/fees';
import { monthlySalaryRange, type ExperienceLevel, type JobRole } from '@/shared/job-roles';
import { monthlyCharge } from '@/shared/pricing';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import accounting from '../../../messages/content/solutions/accounting/en.json';
import SolutionPage from './SolutionPage';

mockApi(anonymousMe);
const SLOW = { timeout: 20_000 };

const routes = [
  { path: '/solutions/:industry', element: <SolutionPage /> },
  { path: '/hire-staff', element: <h1>Roles and pay</h1> },
];

describe('SolutionPage', SLOW, () => {
  it('shows the accounting roles with the pricing module’s monthly cost, how hiring works and the calls to action', async () => {
    setLocale('en', { reload: false });
    renderRoutes(routes, '/solutions/accounting');
    expect(await screen.findByRole('heading', { level: 1, name: accounting.headline })).toBeInTheDocument();
    expect(document.title).toBe(`${accounting.title} · RemoteHire`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', accounting.description);
    expect(screen.getByText(accounting.intro)).toBeInTheDocument();

    const cards = within(screen.getByRole('region', { name: 'Roles we staff' })).getAllByRole('listitem');
    expect(cards).toHaveLength(accounting.roles.length);
    for (const [i, role] of accounting.roles.entries()) {
      const id = role.id as JobRole;
      const level = role.level as ExperienceLevel;
      const salary = monthlySalaryRange(id, level).typical;
      const total = monthlyCharge({ monthlyPayCents: salary, level, includeInsurance: false, includeHealthcare: false, secureCloudComputing: false });
      const card = within(cards[i]!);
      expect(card.getByRole('heading', { level: 3, name: jobRoleLabel(id) })).toBeInTheDocument();
      expect(card.getByText(`Experience: ${experienceLabel(level)}`)).toBeInTheDocument();
      expect(card.getByText(role.summary)).toBeInTheDocument();
      expect(card.getByText(formatMoney(total, 'en'))).toBeInTheDocument();
      expect(card.getByText(`${formatMoney(salary, 'en')} salary + ${formatMoney(serviceFeeCents(level), 'en')} service fee`)).toBeInTheDocument();
      expect(card.getByRole('link', { name: `See pay and hiring details for ${jobRoleLabel(id)}` })).toHaveAttribute('href', `/hire-staff/${id}`);
    }
    expect(screen.getByText(new RegExp(`one-time setup fee of ${formatMoney(FEES.onboardingSetup, 'en').replace('$', '\\$')}\\.`))).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'How hiring works' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(accounting.how_it_works);

    for (const post of screen.getAllByRole('link', { name: 'Post a job' })) expect(post).toHaveAttribute('href', '/dashboard/activity/jobs/select-method');
    for (const signup of screen.getAllByRole('link', { name: 'Sign up as a business' })) expect(signup).toHaveAttribute('href', '/signup/employer');
    expect(await axeViolations()).toEqual([]);
  });

  it('opens and closes an answer of the FAQ (a native disclosure, so keys work in browsers too)', async () => {
    renderRoutes(routes, '/solutions/accounting');
    const faq = within(await screen.findByRole('region', { name: 'Frequently asked questions' }));
    const first = accounting.faq[0]!;
    const question = faq.getByText(first.q);
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    expect(question.tagName).toBe('SUMMARY');
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(faq.getByText(first.a)).toBeVisible();
    await userEvent.click(question);
    expect(details.open).toBe(false);
  });

  it('points to every role when the industry has no page', async () => {
    renderRoutes(routes, '/solutions/astrology');
    expect(await screen.findByRole('heading', { level: 1, name: 'We have no page for this industry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See every role and its pay' }));
    expect(await screen.findByRole('heading', { name: 'Roles and pay' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
