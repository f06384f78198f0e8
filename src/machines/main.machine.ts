import { assign, setup } from 'xstate';
import { MAIN_KEY, readSession, writeSession } from '@/lib/storage';
import { LANGUAGES, localeOf, languageFor, type Language, type Locale } from '@/shared/languages';

export interface MainContext {
  language: Language;
  showLoadingPage: boolean;
}

export type MainEvent = { type: 'SET_LANGUAGE'; locale: string } | { type: 'SET_LOADING_PAGE'; value: boolean };

/** The restored 'main' area, or nothing; anything malformed falls back to the defaults. */
export type MainInput = Partial<MainContext> | null | undefined;

export const DEFAULT_LANGUAGE: Language = { text: 'English', symbol: 'EN' };

/** The app's input: what the tab last persisted under 'main'. */
export function readMainInput(): MainInput {
  return readSession<Partial<MainContext>>(MAIN_KEY, (v): v is Partial<MainContext> => typeof v === 'object' && v !== null);
}

function initialContext(input: MainInput): MainContext {
  // Only a language from the table is trusted: session storage can hold anything.
  const known = LANGUAGES.find((entry) => entry.symbol === input?.language?.symbol);
  return {
    language: known ? { text: known.text, symbol: known.symbol } : DEFAULT_LANGUAGE,
    showLoadingPage: input?.showLoadingPage === true,
  };
}

// What is written under 'main': the whole context, after the change.
const persisted = ({ context }: { context: MainContext }): MainContext => ({
  language: context.language,
  showLoadingPage: context.showLoadingPage,
});

export const mainMachine = setup({
  types: {
    context: {} as MainContext,
    events: {} as MainEvent,
    input: {} as MainInput,
  },
  guards: {
    isSupported: (_, params: { locale: string }) => languageFor(params.locale) !== undefined,
  },
  actions: {
    setLanguage: assign((_, params: { locale: string }) => {
      const entry = languageFor(params.locale) ?? LANGUAGES[0];
      return { language: { text: entry.text, symbol: entry.symbol } };
    }),
    setLoadingPage: assign((_, params: { value: boolean }) => ({ showLoadingPage: params.value })),
    persistMain: (_, params: MainContext) => {
      writeSession(MAIN_KEY, params);
    },
    // The app provides paraglide's setLocale(locale, { reload: false }) and sets <html lang>;
    // a no-op here keeps the machine free of the DOM and of the generated runtime.
    applyLocale: (_, _params: { locale: Locale }) => {},
  },
}).createMachine({
  id: 'main',
  context: ({ input }) => initialContext(input),
  initial: 'ready',
  states: {
    ready: {
      // The machine is the source of truth: align paraglide with the restored language at start.
      entry: { type: 'applyLocale', params: ({ context }) => ({ locale: localeOf(context.language) }) },
      on: {
        SET_LANGUAGE: {
          guard: { type: 'isSupported', params: ({ event }) => ({ locale: event.locale }) },
          actions: [
            { type: 'setLanguage', params: ({ event }) => ({ locale: event.locale }) },
            { type: 'applyLocale', params: ({ context }) => ({ locale: localeOf(context.language) }) },
            { type: 'persistMain', params: persisted },
          ],
        },
        SET_LOADING_PAGE: {
          actions: [
            { type: 'setLoadingPage', params: ({ event }) => ({ value: event.value }) },
            { type: 'persistMain', params: persisted },
          ],
        },
      },
    },
  },
});
