import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api, problem } from '../../../tests/doubles/api';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { emptySurvey, workSetup, type IntakeSurvey } from '../../../tests/doubles/fixtures/intake-survey';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import IntakeSurveyPage from './IntakeSurveyPage';

type S = components['schemas'];
const server = mockApi();
const PATH = '/candidate/intake/survey';
const SECTIONS = ['work_setup', 'emergency_contact', 'working_hours'] as const;

/** The survey behind MSW, saved a section at a time as the server saves it; every save recorded. */
function open(start: IntakeSurvey, refuseFirstHours = false) {
  let survey = structuredClone(start);
  let refuse = refuseFirstHours;
  const saves: Array<[string, unknown]> = [];
  const saved = (section: (typeof SECTIONS)[number], values: unknown) => {
    saves.push([section, values]);
    const done = SECTIONS.filter((s) => s === section || survey.sections_done.includes(s));
    survey = { ...survey, [section]: values, sections_done: done, ...(done.length === 3 ? { completed_at: '2026-06-02T10:00:00.000Z' } : {}) };
    return survey;
  };
  server.use(
    signedInAs({ ...ada, role: 'candidate', company_name: undefined }),
    api.get('/candidate/intake-survey', ({ response }) => response(200).json(survey)),
    api.put('/candidate/intake-survey/work-setup', async ({ request, response }) => response(200).json(saved('work_setup', (await request.json()) as S['IntakeWorkSetup']))),
    api.put('/candidate/intake-survey/emergency-contact', async ({ request, response }) => response(200).json(saved('emergency_contact', (await request.json()) as S['IntakeEmergencyContact']))),
    api.put('/candidate/intake-survey/working-hours', async ({ request, response }) => {
      if (refuse) {
        refuse = false;
        return problem(400, 'VALIDATION_FAILED', 'Please check the highlighted fields.', { end_time: 'This value is not valid.' });
      }
      return response(200).json(saved('working_hours', (await request.json()) as S['IntakeWorkingHours']));
    }),
  );
  renderRoutes([{ path: PATH, element: <RequireAuth><IntakeSurveyPage /></RequireAuth> }], PATH);
  return { saves, user: userEvent.setup({ delay: null }) };
}

const section = () => screen.getByRole('region', { name: /^(Your work set-up|Emergency contact|Preferred working hours)$/ });

async function fillWorkSetup(user: UserEvent) {
  const form = section();
  await user.type(within(form).getByLabelText('Download speed (Mbps)'), '120');
  await user.type(within(form).getByLabelText('Upload speed (Mbps)'), '40');
  await user.selectOptions(within(form).getByLabelText('Main connection'), 'fiber');
  await user.selectOptions(within(form).getByLabelText('Backup connection'), 'mobile_data');
  await user.selectOptions(within(form).getByLabelText('Backup power'), 'ups');
  await user.selectOptions(within(form).getByLabelText('Where you work'), 'private_room');
  await user.selectOptions(within(form).getByLabelText('Computer'), 'laptop');
  await user.selectOptions(within(form).getByLabelText('Operating system'), 'windows');
  await user.click(within(form).getByLabelText('A headset with a microphone'));
  await user.click(within(form).getByLabelText('A webcam'));
}

describe('IntakeSurveyPage', { timeout: 30_000 }, () => {
  it('asks each section in turn, checks it before saving, and ends on the review', async () => {
    const { user, saves } = open(emptySurvey(), true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your work set-up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByLabelText('Download speed (Mbps)')).toHaveAccessibleDescription(/Enter a whole number from 1 to 10,000\./);
    expect(screen.getByLabelText('Main connection')).toHaveAccessibleDescription(/Choose one\./);
    expect(saves).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await fillWorkSetup(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Emergency contact' })).toBeInTheDocument();
    expect(saves[0]).toEqual(['work_setup', workSetup]);

    await user.type(screen.getByLabelText('Name'), '  Rosa Santos ');
    await user.type(screen.getByLabelText('Relationship to you'), 'Mother');
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByLabelText('Phone number')).toHaveAccessibleDescription(/Enter a phone number/);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+63 917 555 0101');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Preferred working hours' })).toBeInTheDocument();
    expect(saves[1]).toEqual(['emergency_contact', { name: 'Rosa Santos', relationship: 'Mother', phone: '+63 917 555 0101' }]);

    // The last section: an end equal to the start is refused here; the server's refusal lands on its field.
    const end = screen.getByLabelText('End');
    await user.clear(end);
    await user.type(end, '09:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText('End')).toHaveAccessibleDescription(/The end must differ from the start/);
    await user.clear(screen.getByLabelText('End'));
    await user.type(screen.getByLabelText('End'), '17:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('End')).toHaveAccessibleDescription(/This value is not valid\./));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you: your survey is complete' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Emergency contact' });
    expect(contact).toHaveTextContent('Rosa Santos');
    expect(screen.getByRole('region', { name: 'Your work set-up' })).toHaveTextContent('Fibre · 120 / 40 Mbps');
    expect(saves.map(([name]) => name)).toEqual(['work_setup', 'emergency_contact', 'working_hours']);
    expect(await axeViolations()).toEqual([]);
  });

  it('resumes at the first section not saved, and goes back without saving', async () => {
    const { user, saves } = open({ work_setup: workSetup, sections_done: ['work_setup'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Emergency contact' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your work set-up' })).toBeInTheDocument();
    // What was saved fills the form.
    expect(screen.getByLabelText('Download speed (Mbps)')).toHaveValue('120');
    expect(screen.getByLabelText('Main connection')).toHaveValue('fiber');
    expect(saves).toEqual([]);
  });
});
