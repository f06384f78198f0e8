import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { getLocale } from '@/generated/paraglide/runtime.js';
import { readSessionInput, type User } from '@/machines/session.machine';
import { readMainInput } from '@/machines/main.machine';
import { languageFor, localeOf, type Locale } from '@/shared/languages';
import { messageMachine, type MessageType } from '@/machines/message.machine';
import { api, onUnauthorized } from '@/lib/api-client';
import { askedLocale, isLocale, needsOtherBuild, reloadPage, rememberLocaleChoice, servedLocale } from '@/lib/page-language';
import { appMainMachine, appSessionMachine } from './flows';
import { LiveUpdatesProvider } from './live-updates';
import type { LiveTransport } from './live-transport';

export const SessionActor = createActorContext(appSessionMachine);

export const MainActor = createActorContext(appMainMachine);

export const MessageActor = createActorContext(messageMachine);

/**
 * The language of the page being shown: the one a prerendered page was served in, which
 * its hydration must keep, else the one the app started in (`start` sets it by the rule
 * of `chooseLocale`). The tab's saved 'main' area keeps the rest, not the language: a
 * language saved per tab would override the visitor's later choices in other tabs.
 */
function mainInput() {
  const saved = readMainInput();
  const entry = languageFor(servedLocale() ?? getLocale());
  return { ...saved, language: entry ? { text: entry.text, symbol: entry.symbol } : undefined };
}

/**
 * A language asked for by the address (`/login?lang=fr`) is the signed-in user's choice
 * too: kept on the account, as the switcher's is, so the mails we send follow it.
 */
function KeepAskedLanguageOnAccount() {
  const [asked] = useState(() => (typeof window === 'undefined' ? undefined : askedLocale(window.location.search)));
  const session = SessionActor.useActorRef();
  const user = SessionActor.useSelector((s) => s.context.user);
  const locale = useLocale();
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!asked || !user || locale !== asked || user.locale === asked) return;
    const key = `${user.id}:${asked}`;
    if (sent.current === key) return;
    sent.current = key;
    void api.PATCH('/auth/me', { body: { locale: asked } }).then(({ data }) => {
      if (data) session.send({ type: 'USER_UPDATED', user: data.user });
    });
  }, [asked, user, locale, session]);
  return null;
}

function ExpireOnUnauthorized() {
  const session = SessionActor.useActorRef();
  useEffect(() => onUnauthorized(() => session.send({ type: 'SESSION_EXPIRED' })), [session]);
  return null;
}

/** The live updates of whoever is signed in (src/app-state/live-updates.tsx); none for a visitor. */
function LiveUpdatesOfSession({ transport, children }: { transport?: LiveTransport; children: ReactNode }) {
  const userId = SessionActor.useSelector((s) => (s.matches('authenticated') ? (s.context.user?.id ?? null) : null));
  return (
    <LiveUpdatesProvider userId={userId} transport={transport}>
      {children}
    </LiveUpdatesProvider>
  );
}

/** `liveTransport`: how live updates arrive; the browser's EventSource unless a test gives its own (tests/doubles/live.ts). */
export function AppActorsProvider({ liveTransport, children }: { liveTransport?: LiveTransport; children: ReactNode }) {
  return (
    <MainActor.Provider options={{ input: mainInput() }}>
      <SessionActor.Provider options={{ input: readSessionInput() }}>
        <MessageActor.Provider>
          <ExpireOnUnauthorized />
          <KeepAskedLanguageOnAccount />
          <LiveUpdatesOfSession transport={liveTransport}>{children}</LiveUpdatesOfSession>
        </MessageActor.Provider>
      </SessionActor.Provider>
    </MainActor.Provider>
  );
}

export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous' | 'signingOut';

/** What views need of the session: who is signed in, and the two ways it changes. */
const noSubscription = () => () => {};

/**
 * False while React renders on the server or hydrates a prerendered page, true after. A page
 * is prerendered before anyone is known; while it hydrates, the session may already have
 * been restored, and the markup would no longer match what the server wrote.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function useSession() {
  const ref = SessionActor.useActorRef();
  const hydrated = useHydrated();
  const live = SessionActor.useSelector((s) => s.value as SessionStatus);
  const status: SessionStatus = hydrated ? live : 'restoring';
  const liveUser = SessionActor.useSelector((s) => s.context.user);
  const user = hydrated ? liveUser : null;
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
 * Switches the app's language and keeps the choice for later pages (the `lang` cookie) and,
 * when signed in, on the account too, so the mails we send follow it. In a copy of the app
 * that speaks all languages (development, tests) the page changes at once, without waiting for
 * the server. A build of one language (`BUILT_LOCALE`) cannot speak another: the page is loaded
 * again, once the cookie is written and the account has kept the choice (a reload would cut
 * that request short), and the server sends the other language's build. Drafts live in the
 * tab's storage (src/machines), so a reload keeps what a switch in place keeps.
 */
export function useChooseLanguage() {
  const main = MainActor.useActorRef();
  const session = SessionActor.useActorRef();
  return (locale: string) => {
    if (!isLocale(locale)) return;
    rememberLocaleChoice(locale);
    // A choice the account could not keep (offline) is still the page's and the cookie's.
    const kept = keepOnAccount(session, locale).catch(() => undefined);
    if (needsOtherBuild(locale)) {
      void kept.then(reloadPage);
      return;
    }
    main.send({ type: 'SET_LANGUAGE', locale });
  };
}

/** Keeps a signed-in user's language on the account; settles when the server has answered. */
async function keepOnAccount(session: ReturnType<typeof SessionActor.useActorRef>, locale: Locale): Promise<void> {
  const { user } = session.getSnapshot().context;
  if (!user || user.locale === locale) return;
  const { data } = await api.PATCH('/auth/me', { body: { locale } });
  if (data) session.send({ type: 'USER_UPDATED', user: data.user });
}

export function useAlert() {
  const ref = MessageActor.useActorRef();
  return (message: string, kind: MessageType = 'info', timeout?: number) =>
    ref.send({ type: 'SHOW', message, kind, timeout });
}
