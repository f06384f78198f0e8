import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { twoFactorMachine, type TwoFactorDisable, type TwoFactorSetup } from '@/machines/two-factor.machine';
import { RECOVERY_CODES, twoFactorOff, twoFactorOn, twoFactorSetup } from '../../doubles/fixtures/two-factor';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const wrongPassword: ApiProblem = {
  message: 'Your current password is incorrect.',
  code: 'INVALID_CREDENTIALS',
  fields: { password: 'Your current password is incorrect.' },
};
const wrongCode: ApiProblem = { message: 'That code is not right.', code: 'INVALID_TWO_FACTOR_CODE' };
const alreadyOn: ApiProblem = { message: 'Two-factor sign-in is already on for this account.', code: 'TWO_FACTOR_ALREADY_ON' };
const notSetUp: ApiProblem = { message: 'Start again: ask for a new key for your authenticator app first.', code: 'TWO_FACTOR_NOT_SET_UP' };
const off: ApiProblem = { message: 'Two-factor sign-in is off for this account.', code: 'TWO_FACTOR_OFF' };
const offline = new TypeError('Failed to fetch');
const network: ApiProblem = { message: m.error_network(), code: 'NETWORK' };

// The calls never settle (the path says how they end) but record what they were sent.
let calls: Array<{ name: string; input: unknown }> = [];
const pending =
  <T, I>(name: string) =>
  ({ input }: { input: I }) => {
    calls.push({ name, input });
    return new Promise<T>(() => {});
  };

const machine = twoFactorMachine.provide({
  actors: {
    loadStatus: fromPromise(pending('loadStatus')),
    setUp: fromPromise<TwoFactorSetup, { password: string }>(pending('setUp')),
    enable: fromPromise<string[], { code: string }>(pending('enable')),
    renewCodes: fromPromise<string[], { password: string }>(pending('renewCodes')),
    disable: fromPromise<void, TwoFactorDisable>(pending('disable')),
    forgetDevices: fromPromise<void>(pending('forgetDevices')),
  },
});

const PASSWORD = 'hunter2 and more';
const CODE = ' 917 364 ';
const said = (names: string[], actions: ReadonlyArray<{ type: string }>) => actions.filter((action) => names.includes(action.type));

export default definePathModel({
  name: 'twoFactor',
  machine,
  events: [
    doneEvent('loadStatus', twoFactorOff),
    doneEvent('loadStatus', twoFactorOn),
    errorEvent('loadStatus', offline),
    { type: 'RETRY' },
    { type: 'START' },
    { type: 'CANCEL' },
    { type: 'SUBMIT_PASSWORD', password: PASSWORD },
    doneEvent('setUp', twoFactorSetup),
    errorEvent('setUp', wrongPassword),
    errorEvent('setUp', alreadyOn),
    { type: 'SUBMIT_CODE', code: CODE },
    doneEvent('enable', RECOVERY_CODES),
    errorEvent('enable', wrongCode),
    errorEvent('enable', notSetUp),
    errorEvent('enable', alreadyOn),
    { type: 'SAVED' },
    { type: 'RENEW' },
    doneEvent('renewCodes', RECOVERY_CODES),
    errorEvent('renewCodes', wrongPassword),
    errorEvent('renewCodes', off),
    { type: 'TURN_OFF' },
    { type: 'USE_RECOVERY_CODE' },
    { type: 'USE_APP_CODE' },
    { type: 'SUBMIT_TURN_OFF', password: PASSWORD, code: CODE },
    doneEvent('disable'),
    errorEvent('disable', wrongCode),
    errorEvent('disable', off),
    { type: 'FORGET_DEVICES' },
    { type: 'CONFIRM' },
    doneEvent('forgetDevices'),
    errorEvent('forgetDevices', offline),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') calls = [];
    // The password and the codes typed go to their call and nowhere else.
    const context = JSON.stringify(snapshot.context);
    expect(context).not.toContain('hunter2');
    expect(context).not.toContain('917');
    // Entering a state with a call starts exactly that call, with what was typed.
    const started = snapshot.hasTag('busy') && !previous?.hasTag('busy');
    if (started) {
      const last = calls.at(-1)!;
      if (snapshot.matches({ off: 'settingUp' }) || snapshot.matches({ on: 'renewing' })) expect(last.input).toEqual({ password: PASSWORD });
      if (snapshot.matches({ off: 'enabling' })) expect(last).toEqual({ name: 'enable', input: { code: '917 364' } });
      if (snapshot.matches({ on: 'turningOff' })) {
        const code = snapshot.context.method === 'app' ? { code: '917 364' } : { recovery_code: '917 364' };
        expect(last).toEqual({ name: 'disable', input: { password: PASSWORD, ...code } });
      }
      if (snapshot.matches({ on: 'forgetting' })) expect(last.name).toBe('forgetDevices');
    }
    // A call under way cannot be left.
    if (previous?.hasTag('busy') && !event.type.startsWith('xstate.')) expect(snapshot.value).toEqual(previous.value);
    // The app says each outcome once: turned off, browsers forgotten, changed elsewhere (with the server's words).
    const told = said(['turnedOff', 'devicesForgotten', 'changedElsewhere'], actions);
    if (event.type === 'xstate.done.actor.disable') expect(told).toEqual([{ type: 'turnedOff', params: undefined }]);
    else if (event.type === 'xstate.done.actor.forgetDevices') expect(told).toEqual([{ type: 'devicesForgotten', params: undefined }]);
    else if (event.type.startsWith('xstate.error.actor.') && snapshot.matches('loading')) {
      expect(told).toEqual([{ type: 'changedElsewhere', params: { problem: (event as unknown as { error: ApiProblem }).error } }]);
    } else expect(told).toEqual([]);
  },
  states: {
    loading: ({ snapshot }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.setup).toBeNull();
      expect(snapshot.context.recoveryCodes).toBeNull();
    },
    loadFailed: ({ snapshot }) => expect(snapshot.context.problem).toEqual(network),
    'off.idle': ({ snapshot, event }) => {
      expect(snapshot.context.status?.enabled).toBe(false);
      expect(snapshot.context.setup).toBeNull();
      expect(snapshot.context.problem).toBeNull();
      // Turned off here: what the server forgot is forgotten on the page too.
      if (event.type === 'xstate.done.actor.disable') expect(snapshot.context.status).toEqual(twoFactorOff);
    },
    'off.askingPassword': ({ snapshot, event }) => {
      expect(snapshot.context.setup).toBeNull();
      if (event.type === 'xstate.error.actor.setUp') expect(snapshot.context.problemField).toBe('password');
      // The secret is gone on the server: said above the form, since no field is wrong.
      if (event.type === 'xstate.error.actor.enable') expect(snapshot.context).toMatchObject({ problem: notSetUp, problemField: null });
      if (event.type === 'START') expect(snapshot.context.problem).toBeNull();
    },
    'off.scanning': ({ snapshot, event }) => {
      expect(snapshot.context.setup).toEqual(twoFactorSetup);
      if (event.type === 'xstate.error.actor.enable') expect(snapshot.context).toMatchObject({ problem: wrongCode, problemField: 'code' });
      else expect(snapshot.context.problem).toBeNull();
    },
    'off.settingUp': ({ snapshot }) => expect(snapshot.can({ type: 'CANCEL' })).toBe(false),
    'off.enabling': ({ snapshot }) => expect(snapshot.context.setup).toEqual(twoFactorSetup),
    'on.showingCodes': ({ snapshot }) => {
      expect(snapshot.context.recoveryCodes).toEqual(RECOVERY_CODES);
      expect(snapshot.context.setup).toBeNull();
    },
    'on.idle': ({ snapshot, event }) => {
      expect(snapshot.context.status?.enabled).toBe(true);
      expect(snapshot.context.problem).toBeNull();
      if (event.type === 'xstate.done.actor.forgetDevices') expect(snapshot.context.status?.remembered_devices).toBe(0);
    },
    'on.renewAsking': ({ snapshot, event }) => {
      if (event.type === 'xstate.error.actor.renewCodes') expect(snapshot.context.problemField).toBe('password');
      else expect(snapshot.context.problem).toBeNull();
    },
    'on.turnOffAsking': ({ snapshot, event }) => {
      if (event.type === 'TURN_OFF') expect(snapshot.context).toMatchObject({ method: 'app', problem: null });
      if (event.type === 'USE_RECOVERY_CODE') expect(snapshot.context.method).toBe('recovery');
      if (event.type === 'xstate.error.actor.disable') expect(snapshot.context).toMatchObject({ problem: wrongCode, problemField: 'code' });
    },
    'on.forgetConfirming': ({ snapshot, event }) => {
      if (event.type === 'xstate.error.actor.forgetDevices') expect(snapshot.context).toMatchObject({ problem: network, problemField: null });
      else expect(snapshot.context.problem).toBeNull();
    },
  },
});
