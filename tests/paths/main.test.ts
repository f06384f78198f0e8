import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MAIN_KEY, readSession, writeSession } from '@/lib/storage';
import { mainMachine, readMainInput } from '@/machines/main.machine';
import { languageFor } from '@/shared/languages';

afterEach(() => sessionStorage.clear());

const contextFrom = (input: unknown) =>
  createActor(mainMachine, { input: input as never }).getSnapshot().context;

describe('mainMachine input', () => {
  it('falls back to English and no loading page', () => {
    expect(contextFrom(undefined)).toEqual({ language: { text: 'English', symbol: 'EN' }, showLoadingPage: false });
    expect(contextFrom(null)).toEqual(contextFrom(undefined));
  });

  it('trusts only a language from the table', () => {
    expect(contextFrom({ language: { text: 'Klingon', symbol: 'TLH' } }).language).toEqual({ text: 'English', symbol: 'EN' });
    expect(contextFrom({ language: { text: 'whatever', symbol: 'ZH' } }).language).toEqual({ text: '中文', symbol: 'ZH' });
    expect(contextFrom({ showLoadingPage: 'yes' }).showLoadingPage).toBe(false);
  });

  it('persists under main in session storage and restores from it', () => {
    const actor = createActor(mainMachine, { input: undefined }).start();
    actor.send({ type: 'SET_LANGUAGE', locale: 'es' });
    actor.send({ type: 'SET_LOADING_PAGE', value: true });
    expect(readSession(MAIN_KEY)).toEqual({ language: { text: 'Español', symbol: 'ES' }, showLoadingPage: true });
    expect(contextFrom(readMainInput())).toEqual(actor.getSnapshot().context);
  });

  it('reads nothing from a corrupt main area', () => {
    writeSession(MAIN_KEY, 'garbage');
    expect(readMainInput()).toBeNull();
  });

  it('maps locales to the table', () => {
    expect(languageFor('fr')).toEqual({ locale: 'fr', text: 'Français', symbol: 'FR' });
    expect(languageFor('de')).toBeUndefined();
  });
});
