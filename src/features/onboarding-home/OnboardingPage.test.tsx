import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api } from '../../../tests/doubles/api';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import type { OnboardingChecklist } from './api';
import OnboardingPage from './OnboardingPage';

const server = mockApi();
const PATH = '/onboarding';
const candidate = { ...ada, role: 'candidate' as const, company_name: undefined, firstname: makeCandidate().firstname };

function open(checklist: OnboardingChecklist) {
  server.use(signedInAs(candidate), api.get('/candidate/onboarding', ({ response }) => response(200).json(checklist)));
  renderRoutes([{ path: PATH, element: <RequireAuth><OnboardingPage /></RequireAuth> }], PATH);
}

const step = (s: OnboardingChecklist['steps'][number]['step'], state: OnboardingChecklist['steps'][number]['state'], done = 0, of = 1) => ({
  step: s,
  state,
  done,
  of,
  before_work: ['documents', 'agreements', 'identity'].includes(s),
});

describe('OnboardingPage', () => {
  it('puts the step that needs the candidate first, then every step with where it stands and the way to it', async () => {
    open({
      ready_to_start: false,
      steps: [
        step('vetting', 'in_review'),
        step('documents', 'needs_attention', 1, 3),
        step('agreements', 'done', 2, 2),
        step('intake_survey', 'in_progress', 1, 3),
        step('identity', 'to_do'),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your onboarding' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Your onboarding' })).toHaveAttribute('aria-valuetext', '1 of 5 steps done');
    expect(screen.getByRole('heading', { name: 'Before your first clock-in' })).toBeInTheDocument();
    // A refused document comes before a survey half done and an identity check not started.
    const next = screen.getByRole('region', { name: 'Next step' });
    expect(within(next).getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'See what to change: Documents' })).toHaveAttribute('href', '/candidate/compliance');
    const all = screen.getByRole('region', { name: 'All steps' });
    const identity = within(all).getByRole('article', { name: 'Identity check' });
    expect(identity).toHaveTextContent('Before work');
    expect(identity).toHaveTextContent('To do');
    expect(within(identity).getByRole('link', { name: 'Start: Identity check' })).toHaveAttribute('href', '/candidate/kyc');
    const survey = within(all).getByRole('article', { name: 'Intake survey' });
    expect(survey).not.toHaveTextContent('Before work');
    expect(survey).toHaveTextContent('1 of 3 done');
    expect(within(all).getByRole('article', { name: 'Vetting' })).toHaveTextContent('In review');
    expect(screen.getByRole('link', { name: 'Guides and policies for new staff' })).toHaveAttribute('href', '/onboarding/resource');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when work can start, with no next step left', async () => {
    open({
      ready_to_start: true,
      completed_at: '2026-11-20T10:00:00Z',
      steps: [
        step('vetting', 'done'),
        step('documents', 'done', 3, 3),
        step('agreements', 'done', 2, 2),
        step('intake_survey', 'done', 3, 3),
        step('identity', 'done'),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'You are ready to start' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my job' })).toHaveAttribute('href', '/Candidate/ActiveJob');
    expect(screen.queryByRole('region', { name: 'Next step' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Your onboarding' })).toHaveAttribute('aria-valuetext', '5 of 5 steps done');
  });
});
