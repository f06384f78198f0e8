import { useEffect, useRef } from 'react';
import { browserTimeZone, isKnownTimeZone, TIME_ZONE_PATTERN } from '@/shared/time-zones';
import { api } from '@/lib/api-client';
import { SessionActor } from '@/app-state/app-actors';

/**
 * Keeps the zone the browser reports on the signed-in account, so that the other side of an
 * interview or an offer sees times in it too: set at the first sign-in, and again whenever the
 * user signs in from somewhere else. Nothing is sent while it is unchanged. Rendered once, in
 * the root layout.
 */
export function KeepTimeZoneOnAccount() {
  const session = SessionActor.useActorRef();
  const user = SessionActor.useSelector((s) => s.context.user);
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!user) return;
    const zone = browserTimeZone();
    if (user.timezone === zone || !TIME_ZONE_PATTERN.test(zone) || !isKnownTimeZone(zone)) return;
    const key = `${user.id}:${zone}`;
    if (sent.current === key) return;
    sent.current = key;
    void api.PATCH('/auth/me', { body: { timezone: zone } }).then(({ data }) => {
      if (data) session.send({ type: 'USER_UPDATED', user: data.user });
    });
  }, [user, session]);
  return null;
}
