import { useEffect, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { getLocale, setLocale } from '@/generated/paraglide/runtime.js';
import { sessionActors, sessionMachine, readSessionInput, type User } from '@/machines/session.machine';
import { languageFor, localeOf, mainMachine, readMainInput, type Locale } from '@/machines/main.machine';
import { messageMachine, type MessageType } from '@/machines/message.machine';
import { api, onUnauthorized } from './api-client';

async function fetchMe(signal: AbortSignal): Promise<User | null> {
  const { data, response } = await api.GET('/auth/me', { signal });
  if (response.status === 401) return null;
  if (!data) throw new Error(`GET /auth/me answered ${response.status}`);
  return data.user;
}

export const SessionActor = createActorContext(
  sessionMachine.provide({ actors: sessionActors({ fetchMe, logout: () => api.POST('/auth/logout') }) }),
);

export const MainActor = createActorContext(
  mainMachine.provide({
    actions: {
      applyLocale: (_, { locale }: { locale: Locale }) => {
        if (getLocale() !== locale) setLocale(locale, { reload: false });
        document.documentElement.lang = locale === 'zh' ? 'zh-Hans' : locale;
      },
    },
  }),
);

export const MessageActor = createActorContext(messageMachine);

/** The tab's saved language, else the visitor's remembered or preferred one. */
function mainInput() {
  const saved = readMainInput();
  if (saved?.language) return saved;
  const entry = languageFor(getLocale());
  return { ...saved, language: entry ? { text: entry.text, symbol: entry.symbol } : undefined };
}

function ExpireOnUnauthorized() {
  const session = SessionActor.useActorRef();
  useEffect(() => onUnauthorized(() => session.send({ type: 'SESSION_EXPIRED' })), [session]);
  return null;
}

export function AppActorsProvider({ children }: { children: ReactNode }) {
  return (
    <MainActor.Provider options={{ input: mainInput() }}>
      <SessionActor.Provider options={{ input: readSessionInput() }}>
        <MessageActor.Provider>
          <ExpireOnUnauthorized />
          {children}
        </MessageActor.Provider>
      </SessionActor.Provider>
    </MainActor.Provider>
  );
}

export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous' | 'signingOut';

/** What views need of the session: who is signed in, and the two ways it changes. */
export function useSession() {
  const ref = SessionActor.useActorRef();
  const status = SessionActor.useSelector((s) => s.value as SessionStatus);
  const user = SessionActor.useSelector((s) => s.context.user);
  const expired = SessionActor.useSelector((s) => s.context.expired);
  return {
    status,
    user,
    expired,
    signedIn: (signedInUser: User) => ref.send({ type: 'SIGNED_IN', user: signedInUser }),
    signOut: () => ref.send({ type: 'SIGN_OUT' }),
  };
}

export function useLocale(): Locale {
  return MainActor.useSelector((s) => localeOf(s.context.language));
}

/**
 * Switches the app's language and, when signed in, keeps it on the account too,
 * so the mails we send follow it. The switch itself never waits for the server.
 */
export function useChooseLanguage() {
  const main = MainActor.useActorRef();
  const session = SessionActor.useActorRef();
  return (locale: string) => {
    main.send({ type: 'SET_LANGUAGE', locale });
    const { user } = session.getSnapshot().context;
    if (!user || user.locale === locale || !languageFor(locale)) return;
    void api.PATCH('/auth/me', { body: { locale: locale as Locale } }).then(({ data }) => {
      if (data) session.send({ type: 'USER_UPDATED', user: data.user });
    });
  };
}

export function useAlert() {
  const ref = MessageActor.useActorRef();
  return (message: string, kind: MessageType = 'info', timeout?: number) =>
    ref.send({ type: 'SHOW', message, kind, timeout });
}
