import { expect } from 'vitest';
import { mainMachine, type MainContext } from '@/machines/main.machine';
import { LANGUAGES } from '@/shared/languages';
import { definePathModel } from '../harness';

export const machine = mainMachine.provide({
  // Observed through inspection (type and params); the fakes keep storage and paraglide untouched.
  actions: { persistMain: () => {}, applyLocale: () => {} },
});

const persisted = (context: MainContext) => ({
  type: 'persistMain',
  params: { language: context.language, showLoadingPage: context.showLoadingPage },
});

export default definePathModel({
  name: 'main',
  machine,
  // Restored from a French visit, so switching back to English is a real change.
  input: { language: { text: 'Français', symbol: 'FR' }, showLoadingPage: false },
  events: [
    ...LANGUAGES.map(({ locale }) => ({ type: 'SET_LANGUAGE' as const, locale })),
    { type: 'SET_LANGUAGE', locale: 'de' }, // unsupported: must be ignored
    { type: 'SET_LOADING_PAGE', value: true },
    { type: 'SET_LOADING_PAGE', value: false },
  ],
  everyStep({ snapshot, previous, event, actions }) {
    const { context } = snapshot;
    const entry = LANGUAGES.find((language) => language.symbol === context.language.symbol);
    expect(entry && { text: entry.text, symbol: entry.symbol }).toEqual(context.language);
    switch (event.type) {
      case 'xstate.init':
        // The restored state, and paraglide aligned with it at start.
        expect(context).toEqual({ language: { text: 'Français', symbol: 'FR' }, showLoadingPage: false });
        expect(actions).toEqual([{ type: 'applyLocale', params: { locale: 'fr' } }]);
        break;
      case 'SET_LANGUAGE': {
        const wanted = LANGUAGES.find((language) => language.locale === event.locale);
        if (!wanted) {
          expect(context).toEqual(previous?.context);
          expect(actions).toEqual([]);
          break;
        }
        expect(context.language).toEqual({ text: wanted.text, symbol: wanted.symbol });
        expect(actions).toEqual([{ type: 'applyLocale', params: { locale: wanted.locale } }, persisted(context)]);
        break;
      }
      case 'SET_LOADING_PAGE':
        expect(context.showLoadingPage).toBe(event.value);
        expect(actions).toEqual([persisted(context)]);
        break;
    }
  },
});
