import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSavedState,
  MAIN_KEY,
  readLocal,
  readSession,
  removeLocal,
  removeSession,
  SAVED_SESSION_KEYS,
  TERMS_KEY,
  USER_KEY,
  writeLocal,
  writeSession,
} from '@/lib/storage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage helpers', () => {
  it('round-trips JSON in both areas', () => {
    expect(writeLocal('a', { n: 1 })).toBe(true);
    expect(writeSession('b', [1, 'two'])).toBe(true);
    expect(readLocal('a')).toEqual({ n: 1 });
    expect(readSession('b')).toEqual([1, 'two']);
    expect(sessionStorage.getItem('a')).toBeNull(); // the areas stay apart
    removeLocal('a');
    removeSession('b');
    expect(readLocal('a')).toBeNull();
    expect(readSession('b')).toBeNull();
  });

  it('returns null for a missing, corrupt or rejected value', () => {
    expect(readLocal('missing')).toBeNull();
    localStorage.setItem('corrupt', '{not json');
    expect(readLocal('corrupt')).toBeNull();
    writeLocal('n', 42);
    expect(readLocal('n', (v): v is string => typeof v === 'string')).toBeNull();
    expect(readLocal('n', (v): v is number => typeof v === 'number')).toBe(42);
  });

  it('never throws when storage refuses (quota, private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeLocal('a', 1)).toBe(false);
    expect(writeSession('a', 1)).toBe(false);
    expect(readLocal('a')).toBeNull();
    expect(() => removeSession('a')).not.toThrow();
    expect(() => clearSavedState()).not.toThrow();
  });

  it('never throws when reading window.localStorage itself throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    expect(writeLocal('a', 1)).toBe(false);
    expect(readLocal('a')).toBeNull();
    expect(() => removeLocal('a')).not.toThrow();
  });

  it('refuses values JSON cannot encode', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeLocal('cyclic', cyclic)).toBe(false);
  });

  it('is inert without a window (server rendering, workers)', () => {
    vi.stubGlobal('window', undefined);
    expect(writeLocal('a', 1)).toBe(false);
    expect(readSession('a')).toBeNull();
    expect(() => clearSavedState()).not.toThrow();
  });
});

describe('clearSavedState', () => {
  it('removes the stored user and every saved session area, drafts included', () => {
    writeLocal(USER_KEY, { id: 'ada' });
    writeLocal(TERMS_KEY, true);
    for (const key of SAVED_SESSION_KEYS) writeSession(key, { saved: key });
    writeSession('registration:candidate', { step: 2 });
    writeSession('registration:businessOwner', { step: 1 });
    writeSession('postJob:11111111-1111-4111-8111-111111111111:new', { step: 'pay' });
    writeSession('eodReport:9a1c3f7e-2b4d-4e6f-8a0b-1c2d3e4f5a6b', { day: '2026-06-01' });
    writeSession('unrelated', 'kept');

    clearSavedState();

    expect(readLocal(USER_KEY)).toBeNull();
    expect(readLocal(TERMS_KEY)).toBe(true); // terms outlive a sign-out
    expect(Object.keys(sessionStorage)).toEqual(['unrelated']);
  });

  it('lists the first client’s saved areas', () => {
    expect([...SAVED_SESSION_KEYS].sort()).toEqual(
      ['agentApplication', 'bpo', 'businessAssociateApplication', 'candidate', 'checkout', 'fractionalCheckout', MAIN_KEY, 'message', 'pageConfig'].sort(),
    );
    expect([USER_KEY, TERMS_KEY, MAIN_KEY]).toEqual(['usid', 'RWEMHTermsC', 'main']);
  });
});
