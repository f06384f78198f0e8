import { readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { StartupError } from './startup-error.js';
import { migrate } from './db/migrate.js';
import { fileStoreFromConfig } from './storage/store-from-config.js';
import { buildApp } from './app.js';
import { startMailDispatcher } from './mail/dispatcher.js';
import { seedDemoDataOnFirstStart } from './seed/demo.js';
import { startHousekeeping } from './housekeeping.js';
import { systemClock } from './clock.js';
import { paymentProviderFromConfig } from './payments/provider-from-config.js';
import { identityProviderFromConfig } from './identity/identity-provider-from-config.js';
import { reconcileOpenAttempts } from './billing/collect.js';
import { startBillingRunner } from './billing/billing-run.js';
import { startMessageDigest } from './messages/message-digest.js';

/** A setting the operator must fix: said in one line, without a stack trace. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    return refuseToStart(error);
  }
})();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(refuseToStart);
await migrate(database);

const payments = (() => {
  try {
    return paymentProviderFromConfig(config, database.db);
  } catch (error) {
    return refuseToStart(error);
  }
})();
const files = fileStoreFromConfig(config);
const identity = (() => {
  try {
    return identityProviderFromConfig(config, database.db, files);
  } catch (error) {
    return refuseToStart(error);
  }
})();
const app = await buildApp({ config, database, payments, clock: systemClock, files, identity });
if (config.seedDemo) await seedDemoDataOnFirstStart(database.db, app.log, files);

const mail = startMailDispatcher({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
const publicUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');
const billing = { db: database.db, payments, clock: systemClock, publicUrl, log: app.log };
// A charge the last process made but did not live to record is settled before serving.
const reconciled = await reconcileOpenAttempts(billing, 0);
if (reconciled.replayed + reconciled.failed > 0) app.log.info(reconciled, 'reconciled card payments left open by the last run');
const housekeeping = startHousekeeping(database.db, app.log, undefined, publicUrl, billing, files);
const billingRunner = startBillingRunner(billing, app.log, config.billingRunEveryMs);
// Mails about messages left unread for 15 minutes: a timer of its own, the housekeeping's hour being too long.
const messageDigest = startMessageDigest({ db: database.db, clock: systemClock, publicUrl, files }, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests, then closing the database`);
  // close() stops accepting connections and waits for requests already running.
  await app.close();
  housekeeping.stop();
  messageDigest.stop();
  await billingRunner.stop();
  await mail.stop();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `RemoteHire is ready at http://localhost:${config.port} (${config.mode}; database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; mail: ${mailSummary()}; payments: ${payments.kind})`,
);

function mailSummary(): string {
  if (config.mailTransport === 'smtp') return 'SMTP';
  return config.mode === 'development' ? 'kept in the outbox, readable from this machine at /dev/mailbox' : 'written to the log only (MAIL_TRANSPORT=log)';
}
