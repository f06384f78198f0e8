import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { personalDataRequests } from '../db/schema.js';
import type { Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import { asLocale } from '../i18n.js';
import { collectPersonalData } from './personal-data.js';
import { collectMessages } from './personal-data-messages.js';
import { mailPreferencesOf } from '../account/mail-preferences.js';

/** Everything kept about the account, recorded as asked for and announced by mail. */
export async function exportPersonalData({ db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string }, owner: Owner) {
  const user = owner.account;
  await enforceLimit(db, `export:${user.id}`, limits.personalDataExportPerUser);
  const locale = asLocale(user.locale);
  return db.transaction(async (tx) => {
    await tx.insert(personalDataRequests).values({ userId: user.id });
    const data = await collectPersonalData(tx, user.id, clock.now());
    // The mail preferences as the settings page shows them, every category of the account on or off, not the
    // column's list of the ones changed (server/mail/categories.ts).
    data.account.mail_preferences = mailPreferencesOf(user);
    // Conversations are shared by two people: each side's export holds them as that side sees them (server/public-site/personal-data-messages.ts).
    Object.assign(data.records, await collectMessages(tx, user.id));
    await enqueueMail(
      tx,
      user.email,
      { template: 'public_site', event: 'export', name: user.callMeBy ?? user.firstname, link: `${publicUrl}/settings/security` },
      locale,
    );
    return data;
  });
}
