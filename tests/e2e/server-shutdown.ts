// globalTeardown: once every test has run, the server must stop on SIGTERM within 10 s, with exit
// code 0 (it finishes its requests and closes the database), and its data directory is deleted.
// The server was started by server-for-tests.mjs, which tells how it exited through E2E_SERVER_STATE.
import fs from 'node:fs';

const STOP_TIMEOUT_MS = 10_000;

interface ServerState {
  pid: number;
  dataDir: string;
  logFile: string;
  exit: { code: number | null; signal: string | null; dataDirRemoved: boolean } | null;
}

const read = (file: string): ServerState => JSON.parse(fs.readFileSync(file, 'utf8')) as ServerState;

function serverLog(state: ServerState) {
  const text = fs.existsSync(state.logFile) ? fs.readFileSync(state.logFile, 'utf8').trim() : '';
  return `\n----- server log (LOG_LEVEL=warn) -----\n${text || '(empty)'}\n----- end of server log -----`;
}

export default async function serverShutdown() {
  const file = process.env.E2E_SERVER_STATE!;
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the server was not started by tests/e2e/server-for-tests.mjs`);
  const before = read(file);
  if (before.exit) throw new Error(`the server had already exited (code ${before.exit.code}, signal ${before.exit.signal}) before the end of the tests${serverLog(before)}`);

  process.kill(before.pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  let state = read(file);
  while (!state.exit && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = read(file);
  }
  if (!state.exit) {
    process.kill(before.pid, 'SIGKILL');
    throw new Error(`the server did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM (killed)${serverLog(state)}`);
  }
  if (state.exit.code !== 0) {
    throw new Error(`the server exited with code ${state.exit.code} (signal ${state.exit.signal}) after SIGTERM, expected 0${serverLog(state)}`);
  }
  if (!state.exit.dataDirRemoved) throw new Error(`the server's data directory ${state.dataDir} is still there`);
  fs.rmSync(file, { force: true });
}
