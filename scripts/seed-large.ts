// `npm run seed:large [-- --applications=N --jobs=N --candidates=N --attendance=N --messages=N --conversations=N --reset]`:
// fills the database the server uses (DATA_DIR or DATABASE_URL) with load data for benchmarks
// and for trying the screens with long lists, hired staff with a working year included (by
// default 10,000 of them for a million applications; --attendance=N gives about N attendance
// sessions instead) and messages (by default as many as applications, ten to a conversation;
// the bench employer has dozens of conversations and one thread of a twentieth of the messages).
// Every load account's password is LOAD_PASSWORD.
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.js';
import { openDatabase } from '../server/db/database.js';
import { StartupError } from '../server/startup-error.js';
import { BENCH_EMPLOYER, LOAD_PASSWORD, RefusedError, fillLargeDataset, loadSizes, prepareDatabase } from './load/large-dataset.js';

const count = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} needs a whole number above zero, not "${value}".`);
    process.exit(2);
  }
  return n;
};

const { values } = parseArgs({
  options: {
    applications: { type: 'string' },
    jobs: { type: 'string' },
    candidates: { type: 'string' },
    attendance: { type: 'string' },
    messages: { type: 'string' },
    conversations: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const sizes = loadSizes({
  applications: count('applications', values.applications),
  jobs: count('jobs', values.jobs),
  candidates: count('candidates', values.candidates),
  attendance: count('attendance', values.attendance),
  messages: count('messages', values.messages),
  conversations: count('conversations', values.conversations),
});

const config = readConfig();
const log = (line: string) => console.log(line);
let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(`Cannot seed: ${error.message}`);
  process.exit(1);
}
log(`database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
try {
  await prepareDatabase(database, { reset: values.reset, log });
  const report = await fillLargeDataset(database, sizes, log);
  log(`sign in as ${BENCH_EMPLOYER} (${report.benchApplications.toLocaleString('en')} applications) or candidate-1@…, password ${LOAD_PASSWORD}`);
  const thread = report.benchThread;
  log(`its conversation with the most messages: ${thread.id} (${thread.messages.toLocaleString('en')} messages from id ${thread.firstMessageId})`);
  if (report.benchStaff) log(`a staff member of the bench employer, with a year at work: ${report.benchStaff.email}`);
} catch (error) {
  if (!(error instanceof RefusedError)) throw error;
  console.error(`Refused: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
