import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { api } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { bookkeeperAnswers, makeVettingCase, profileMissingCase, sentBackCase, vettedCase, inReviewCase, type VettingCase } from '../../../tests/doubles/fixtures/vetting';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import VettingCompletePage from './VettingCompletePage';
import VettingPage from './VettingPage';

const server = mockApi();

/** The candidate's case behind MSW, answered and submitted as the server does; every call recorded. */
function open(start: VettingCase, path = '/candidate/vetting') {
  let vetting = structuredClone(start);
  const saves: unknown[] = [];
  let submits = 0;
  server.use(
    signedInAs({ ...ada, role: 'candidate', company_name: undefined }),
    api.get('/candidate/vetting', ({ response }) => response(200).json(vetting)),
    api.put('/candidate/vetting/answers/{question}', async ({ params, request, response }) => {
      const { answer } = await request.json();
      saves.push([params.question, answer]);
      const answers = [...vetting.answers.filter((a) => a.question !== params.question), { question: params.question, answer, updated_at: '2026-06-03T10:00:00.000Z' }];
      vetting = { ...vetting, answers, can_submit: vetting.profile_complete && answers.length === vetting.questions.length };
      return response(200).json(vetting);
    }),
    api.post('/candidate/vetting/submission', ({ response }) => {
      submits += 1;
      vetting = { ...vetting, status: 'in_review', can_submit: false, submitted_at: '2026-06-03T11:00:00.000Z' };
      return response(200).json(vetting);
    }),
  );
  renderRoutes(
    [
      { path: '/candidate/vetting', element: <RequireAuth><VettingPage /></RequireAuth> },
      { path: '/vetting-complete', element: <RequireAuth><VettingCompletePage /></RequireAuth> },
    ],
    path,
  );
  return { saves, submitted: () => submits, user: userEvent.setup({ delay: null }) };
}

const questionForm = (name: string) => screen.getByRole('form', { name });

describe('VettingPage', () => {
  it('saves an answer on its own, and submits once every question is answered', async () => {
    const { saves, submitted, user } = open(makeVettingCase({ answers: bookkeeperAnswers.slice(0, 4) }));
    await screen.findByRole('heading', { name: 'Questions for your role' });
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Complete your profile and answer every question to submit.')).toBeInTheDocument();

    const english = questionForm('How well do you work in English?');
    expect(within(english).getByText('Not answered yet')).toBeInTheDocument();
    await user.click(within(english).getByRole('radio', { name: 'Native speaker' }));
    await user.click(within(english).getByRole('button', { name: 'Save answer' }));
    expect(await within(english).findByText('Saved')).toBeInTheDocument();
    expect(saves).toEqual([['english_level', 'native']]);

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(/You submitted your answers on/)).toBeInTheDocument();
    expect(submitted()).toBe(1);
    expect(screen.getByText('In review')).toBeInTheDocument();
    // In review, the answers are shown, not offered to change.
    expect(screen.queryByRole('button', { name: 'Save answer' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 10_000);

  it('checks an answer before sending it, and links each missing part of the profile to where it is filled in', async () => {
    const { saves, user } = open(profileMissingCase());
    const story = await screen.findByRole('form', { name: 'Walk us through how you reconcile a bank account at the end of the month.' });
    await user.type(within(story).getByRole('textbox'), 'Too short.');
    await user.click(within(story).getByRole('button', { name: 'Save answer' }));
    expect(within(story).getByText('Check this answer against the hint below the question.')).toBeInTheDocument();
    expect(saves).toEqual([]);
    expect(screen.getByRole('link', { name: 'Fill in on your profile: A bio of at least 100 characters' })).toHaveAttribute('href', '/profile#profile-bio');
    expect(screen.getAllByText('Missing').length).toBe(6);
  });

  it('sent back: the reasons to read, then the answers open again', async () => {
    const { user } = open(sentBackCase());
    expect(await screen.findByText('Say which software you reconcile in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit my answers' }));
    expect(screen.getAllByRole('button', { name: 'Save answer' })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  });
});

describe('VettingCompletePage', () => {
  it('confirms a vetted candidate', async () => {
    open(vettedCase(), '/vetting-complete');
    expect(await screen.findByRole('heading', { name: 'You are vetted' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your profile' })).toHaveAttribute('href', '/profile');
  });

  it('says where a candidate not vetted yet stands, and leads to vetting', async () => {
    open(inReviewCase(), '/vetting-complete');
    expect(await screen.findByRole('heading', { name: 'Not vetted yet' })).toBeInTheDocument();
    expect(screen.getByText('Your answers are in review.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to vetting' })).toHaveAttribute('href', '/candidate/vetting');
  });
});
