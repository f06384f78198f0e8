import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { readSession } from '@/lib/storage';
import {
  draftKey,
  fieldErrorsOf,
  readRegistrationInput,
  restoreContext,
  toRegisterRequest,
  type RegisterRequest,
  type RegisterResponse,
} from '@/machines/registration.machine';
import { agentRegistration, agentRegistrationMachine } from '@/machines/agent-registration.machine';
import { businessAgentRegistration, businessAgentRegistrationMachine } from '@/machines/business-agent-registration.machine';
import { candidateRegistration, candidateRegistrationMachine } from '@/machines/candidate-registration.machine';
import { employerRegistration, employerRegistrationMachine } from '@/machines/employer-registration.machine';
import {
  baRegistration,
  baRegistrationMachine,
  bpoRegistration,
  bpoRegistrationMachine,
  saaRegistration,
  saaRegistrationMachine,
} from '@/machines/partner-registration.machine';
import type { FieldValue, RegistrationConfig, RegistrationFields, RegistrationMachine } from '@/machines/registration.machine';

afterEach(() => sessionStorage.clear());

const filledEmployer = {
  ...employerRegistration.defaults,
  firstname: ' Ada ',
  lastname: 'Lovelace',
  email: 'ada@example.com ',
  country: 'GB',
  company_name: 'Engines',
  website_url: 'https://engines.example.com',
  password: '  spaced password ',
  agree_to_terms: true,
};

describe('restoring a draft', () => {
  it('starts from the first client’s defaults without one', () => {
    expect(restoreContext(employerRegistration, undefined)).toEqual({
      step: 1,
      reached: 1,
      fields: {
        firstname: '', lastname: '', email: '', country: '', phone_number: '', password: '',
        agree_to_terms: false, send_mails: true, company_name: '', website_url: '',
      },
      error: null,
      fieldErrors: {},
      registeredEmail: null,
    });
  });

  it('trusts only known fields of the right kind, never a password', () => {
    const context = restoreContext(agentRegistration, {
      draft: {
        step: 2,
        reached: 3,
        fields: {
          firstname: 'Ada',
          password: 'should not come back',
          send_mails: 'yes',
          industries: ['sales', 7],
          regions: ['KE'],
          is_admin: true,
        },
      },
    });
    expect(context.step).toBe(2);
    expect(context.reached).toBe(3);
    expect(context.fields).toMatchObject({ firstname: 'Ada', password: '', send_mails: true, industries: [], regions: ['KE'] });
    expect(context.fields).not.toHaveProperty('is_admin');
  });

  it('falls back to step 1 for a step the form does not have', () => {
    for (const draft of [{ step: 9 }, { step: 0 }, { step: 1.5 }, { step: '2' }, 'garbage', null, []]) {
      expect(restoreContext(employerRegistration, { draft })).toMatchObject({ step: 1, reached: 1 });
    }
    expect(restoreContext(employerRegistration, { draft: { step: 3, reached: 1 } })).toMatchObject({ step: 3, reached: 3 });
  });
});

describe('the request body', () => {
  it('trims text, keeps the password as typed, and names the kind of account', () => {
    expect(toRegisterRequest(employerRegistration, filledEmployer)).toEqual({
      user_type: 'business_owner',
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      country: 'GB',
      company_name: 'Engines',
      website_url: 'https://engines.example.com',
      password: '  spaced password ',
      agree_to_terms: true,
      send_mails: true,
    });
  });

  it('sends whole numbers as numbers and leaves out empty optional answers', () => {
    const body = toRegisterRequest(agentRegistration, {
      ...agentRegistration.defaults,
      years_experience: ' 7 ',
      industries: ['sales'],
      regions: [],
      agency_name: '  ',
    });
    expect(body).toMatchObject({ user_type: 'agent', years_experience: 7, industries: ['sales'], agree_to_terms: false });
    expect(body).not.toHaveProperty('regions');
    expect(body).not.toHaveProperty('agency_name');
    expect(body).not.toHaveProperty('linkedin_url');
    expect(toRegisterRequest(candidateRegistration, { ...candidateRegistration.defaults, graduation_year: '2001' }))
      .toMatchObject({ user_type: 'candidate', graduation_year: 2001 });
    expect(toRegisterRequest(saaRegistration, { ...saaRegistration.defaults, license_number: 'L-9' }))
      .toMatchObject({ user_type: 'saa', license_number: 'L-9' });
  });
});

describe('server field errors', () => {
  it('keep the fields of the form, by their top-level name, first message first', () => {
    expect(
      fieldErrorsOf(agentRegistration.steps, {
        message: 'Some fields need your attention.',
        code: 'VALIDATION_FAILED',
        fields: { 'industries.1': 'Each choice may appear only once.', 'industries.2': 'later', locale: 'x', body: 'y', email: 'taken' },
      }),
    ).toEqual({ industries: 'Each choice may appear only once.', email: 'taken' });
  });
});

describe('a live registration', () => {
  it('keeps a draft without the password, submits once, and forgets the draft on success', async () => {
    const bodies: RegisterRequest[] = [];
    let answer!: (response: RegisterResponse) => void;
    const machine = employerRegistrationMachine.provide({
      actors: {
        register: fromPromise<RegisterResponse, RegisterRequest>(({ input }) => {
          bodies.push(input);
          return new Promise((resolve) => (answer = resolve));
        }),
      },
    });
    const actor = createActor(machine, { input: readRegistrationInput('business_owner') }).start();
    actor.send({ type: 'NEXT', fields: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', country: 'GB' } });
    actor.send({ type: 'NEXT', fields: { company_name: 'Engines', website_url: 'https://engines.example.com' } });
    actor.send({ type: 'UPDATE', fields: { password: 'correct horse battery' } });
    expect(readSession(draftKey('business_owner'))).toEqual({
      step: 3,
      reached: 3,
      fields: expect.not.objectContaining({ password: expect.anything() }),
    });

    // A reload restores everything but the password.
    const reloaded = createActor(machine, { input: readRegistrationInput('business_owner') }).getSnapshot().context;
    expect(reloaded).toMatchObject({ step: 3, reached: 3, fields: { firstname: 'Ada', company_name: 'Engines', password: '' } });

    actor.send({ type: 'SUBMIT', fields: { password: 'correct horse battery', agree_to_terms: true } });
    actor.send({ type: 'SUBMIT', fields: { password: 'correct horse battery', agree_to_terms: true } });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(bodies).toHaveLength(1);
    answer({ email: 'ada@example.com', verification_required: true });
    expect(await toPromise(actor)).toEqual({ email: 'ada@example.com' });
    expect(readSession(draftKey('business_owner'))).toBeNull();
  });

  // Every form, every step: what was typed comes back after a reload, except the password.
  const FORMS: Array<[RegistrationConfig<RegistrationFields>, RegistrationMachine<RegistrationFields>]> = [
    [employerRegistration, employerRegistrationMachine],
    [candidateRegistration, candidateRegistrationMachine],
    [agentRegistration, agentRegistrationMachine],
    [businessAgentRegistration, businessAgentRegistrationMachine],
    [bpoRegistration, bpoRegistrationMachine],
    [saaRegistration, saaRegistrationMachine],
    [baRegistration, baRegistrationMachine],
  ] as unknown as Array<[RegistrationConfig<RegistrationFields>, RegistrationMachine<RegistrationFields>]>;

  /** A value unlike the field's default, of the same kind. */
  const typed = (name: string, like: FieldValue): FieldValue =>
    Array.isArray(like) ? [`${name}-a`, `${name}-b`] : typeof like === 'boolean' ? !like : `${name} typed`;

  it.each(FORMS.map(([config, machine]) => [config.userType, config, machine] as const))(
    '%s: a reload on any step restores that step and every answer but the password',
    (userType, config, machine) => {
      const actor = createActor(machine, { input: readRegistrationInput(userType) }).start();
      const expected: Record<string, FieldValue> = {};
      config.steps.forEach((step, index) => {
        const fields = Object.fromEntries(step.fields.map((name) => [name, typed(name, config.defaults[name]!)]));
        Object.assign(expected, fields);
        // Typed, not yet sent on with Continue: the view sends every change as UPDATE.
        actor.send({ type: 'UPDATE', fields });
        const reloaded = createActor(machine, { input: readRegistrationInput(userType) }).getSnapshot().context;
        expect(reloaded.step).toBe(index + 1);
        expect(reloaded.reached).toBe(index + 1);
        expect(reloaded.fields).toEqual({ ...config.defaults, ...expected, password: '' });
        if (index < config.steps.length - 1) actor.send({ type: 'NEXT', fields });
      });
      expect(JSON.stringify(readSession(draftKey(userType)))).not.toContain('password typed');
      // Back a step, then a reload: the visitor is where they went back to.
      actor.send({ type: 'BACK' });
      expect(createActor(machine, { input: readRegistrationInput(userType) }).getSnapshot().context).toMatchObject({
        step: config.steps.length - 1,
        reached: config.steps.length,
      });
      actor.stop();
    },
  );

  it('starts over on RESET and forgets the draft', () => {
    const actor = createActor(agentRegistrationMachine, { input: undefined }).start();
    actor.send({ type: 'UPDATE', fields: { industries: ['sales'] } });
    expect(readSession(draftKey('agent'))).not.toBeNull();
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toEqual(restoreContext(agentRegistration, undefined));
    expect(readSession(draftKey('agent'))).toBeNull();
  });
});
