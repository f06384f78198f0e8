// What the path models leave out: the real restore, the default storage actions,
// and real promise actors finishing on their own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { readLocal, readSession, TERMS_KEY, USER_KEY, writeLocal, writeSession } from '@/lib/storage';
import {
  readSessionInput,
  restoreSessionFromServer,
  sessionActors,
  sessionMachine,
  type FetchMe,
} from '@/machines/session.machine';
import { ada } from '../doubles/fixtures/accounts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('restoreSessionFromServer', () => {
  const stored = { ...ada, firstname: 'Stored' };
  const options = () => ({ storedUser: vi.fn(() => stored), forgetStoredUser: vi.fn() });

  it('returns the server user', async () => {
    const opts = options();
    await expect(restoreSessionFromServer(async () => ada, opts)).resolves.toEqual(ada);
    expect(opts.storedUser).not.toHaveBeenCalled();
  });

  it('returns null on a 401 and forgets the stale stored profile', async () => {
    const opts = options();
    await expect(restoreSessionFromServer(async () => null, opts)).resolves.toBeNull();
    expect(opts.forgetStoredUser).toHaveBeenCalledTimes(1);
  });

  it('falls back to the stored profile when the server is unreachable', async () => {
    const opts = options();
    await expect(restoreSessionFromServer(() => Promise.reject(new TypeError('Failed to fetch')), opts)).resolves.toBe(stored);
    expect(opts.forgetStoredUser).not.toHaveBeenCalled();
  });

  it('gives up after 5000 ms, aborts the request and uses the stored profile', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchMe: FetchMe = (s) => {
      signal = s;
      return new Promise(() => {});
    };
    const result = restoreSessionFromServer(fetchMe, options());
    await vi.advanceTimersByTimeAsync(4999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(stored);
    expect(signal?.aborted).toBe(true);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('reads the stored profile from usid by default, rejecting a malformed one', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    writeLocal(USER_KEY, ada);
    await expect(restoreSessionFromServer(offline)).resolves.toEqual(ada);
    writeLocal(USER_KEY, { id: 'ada', token: 'secret' });
    await expect(restoreSessionFromServer(offline)).resolves.toBeNull();
  });
});

describe('sessionMachine with the real actors and default actions', () => {
  function start(api: Parameters<typeof sessionActors>[0]) {
    return createActor(sessionMachine.provide({ actors: sessionActors(api) }), { input: readSessionInput() }).start();
  }

  it('restores, stores the profile, then signs out clearing the saved areas', async () => {
    writeSession('checkout', { total: 1 });
    writeSession('registration:candidate', { step: 2 });
    const logout = vi.fn(async () => {});
    const actor = start({ fetchMe: async () => ada, logout });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(readLocal(USER_KEY)).toEqual(ada);

    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ user: null, isAuthenticated: false, expired: false });
    expect(readLocal(USER_KEY)).toBeNull();
    expect(readSession('checkout')).toBeNull();
    expect(readSession('registration:candidate')).toBeNull();
  });

  it('ends anonymous even when the sign-out call fails', async () => {
    const actor = start({ fetchMe: async () => ada, logout: () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'SIGN_OUT' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(readLocal(USER_KEY)).toBeNull();
  });

  it('says the session expired on a 401 while signed in', async () => {
    const actor = start({ fetchMe: async () => ada, logout: async () => {} });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().context).toMatchObject({ user: null, isAuthenticated: false, expired: true });
    expect(readLocal(USER_KEY)).toBeNull();
  });

  it('keeps the accepted terms across sign-in and reads them back as input', async () => {
    expect(readSessionInput()).toEqual({ termsAccepted: false });
    const actor = start({ fetchMe: async () => null, logout: async () => {} });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'ACCEPT_TERMS' });
    expect(readLocal(TERMS_KEY)).toBe(true);
    expect(readSessionInput()).toEqual({ termsAccepted: true });
    expect(createActor(sessionMachine, { input: readSessionInput() }).getSnapshot().context.termsAccepted).toBe(true);
  });

  it('ends anonymous when the app forgot to provide the actors', async () => {
    const actor = createActor(sessionMachine, { input: undefined }).start();
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.termsAccepted).toBe(false);
  });
});
