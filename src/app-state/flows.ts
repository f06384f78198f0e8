import { getLocale, setLocale } from '@/generated/paraglide/runtime.js';
import { api } from '@/lib/api-client';
import { showLocale } from '@/lib/page-language';
import { mainMachine } from '@/machines/main.machine';
import { type Locale } from '@/shared/languages';
import { sessionActors, sessionMachine, type User } from '@/machines/session.machine';

async function fetchMe(signal: AbortSignal): Promise<User | null> {
  const { data, response } = await api.GET('/auth/me', { signal });
  if (response.status === 401) return null;
  if (!data) throw new Error(`GET /auth/me answered ${response.status}`);
  return data.user;
}

/** Who is signed in: restored from the server, signed out there. */
export const appSessionMachine = sessionMachine.provide({ actors: sessionActors({ fetchMe, logout: () => api.POST('/auth/logout') }) });

/** The app's language: a switch shows the page in it at once. */
export const appMainMachine = mainMachine.provide({
  actions: {
    applyLocale: (_, { locale }: { locale: Locale }) => {
      if (getLocale() !== locale) setLocale(locale, { reload: false });
      if (typeof document !== 'undefined') showLocale(locale);
    },
  },
});
