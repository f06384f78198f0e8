import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContract } from '../../server/contract.js';
import { API, startTestServer, uniqueAddress, type Client, type Res, type TestServer, type TestUser } from './harness.js';
import { operationsOf, prng, requestsFor, sampleRequests, type Contract } from './fuzz-cases.js';
import { interviewBody, newJob, ok, pipeline, URLS } from './pipeline-fixtures.js';
import { verifyPartner } from './partner-fixtures.js';
import { messagesWorld } from './message-fixtures.js';

/**
 * Every operation of the contract, fed generated hostile input as the role it is for:
 * nothing may answer 5xx, and every refusal is the contract's error shape. A failure
 * names the seed; FUZZ_SEED=<seed> replays the same requests, and FUZZ_PER_OPERATION=1000
 * sends every generated case instead of a sample.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
/** Requests per operation besides the boundary dates, which are always sent. */
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 36);
/** Rate limits are forgotten this often, so that the input, not a 429, decides the answer. */
const REQUESTS_PER_LIMIT_WINDOW = 8;

/**
 * The live stream (GET /live) answers a valid request with a stream that lasts until the server
 * closes, which `inject` would wait for: it is left out. Its only input, a position, is the one
 * GET /live/events takes and is fuzzed there; its refusals before streaming are tested in
 * tests/server/live-updates.test.ts and access-rules.test.ts.
 */
const NOT_FUZZED = new Set(['streamLiveEvents']);
const operations = operationsOf(loadContract() as unknown as Contract).filter((op) => !NOT_FUZZED.has(op.operationId));
let t: TestServer;
const users: Record<string, TestUser> = {};
/** A signed-in browser per role, shared by the operations that cannot end its session. */
const browsers = new Map<string, Client>();
/** Real records of the signed-in users, by the path that names them; other paths get a random id. */
let idsByPath: [RegExp, string][] = [];
let sent = 0;
const started = { wall: performance.now(), cpu: process.cpuUsage() };

beforeAll(async () => {
  t = await startTestServer();
  // An open offer (after an accepted interview), and on another job an interview still to answer.
  const offered = await pipeline(t, 'offered');
  const invited = await pipeline(t, 'applied', { employer: offered.employer, candidate: offered.candidate });
  const interviewId = ok<{ id: string }>(await offered.employer.browser.post(URLS.interviewInvite(invited.applicationId), interviewBody()), 201).id;
  const unappliedJob = await newJob(t, offered.employer.user.id);
  // A conversation of the employer's, with a message and its file: the messages' paths name them.
  const talk = await messagesWorld(offered.employer, offered.applicationId);
  users.employer = offered.employer.user;
  users.candidate = offered.candidate.user;
  users.admin = await t.createUser({ type: 'business_owner' });
  await t.makeAdmin(users.admin.id);
  // The partners, verified: unverified, every partner call would stop at PARTNER_NOT_VERIFIED.
  for (const role of ['agent', 'business_agent', 'bpo', 'saa', 'ba'] as const) {
    users[role] = await t.createUser({ type: role });
    await verifyPartner(t, users[role].id, role === 'ba' ? { regions: ['IN'] } : {});
  }
  idsByPath = [
    [/^\/employer\/jobs\/applicants\/\{id\}/, invited.applicationId],
    [/^\/employer\/jobs\/\{id\}/, offered.job.id],
    [/^\/employer\/(invite\/)?candidates?\/\{id\}/, users.candidate.id],
    [/^\/employer\/candidates\/interview\//, invited.applicationId],
    [/^\/employer\/interviews\/\{id\}/, interviewId],
    [/^\/(employer|candidate)\/offers\/\{id\}/, offered.offerId!],
    [/^\/jobs\/\{id\}/, unappliedJob.id],
    [/^\/candidate\/applications\/\{id\}/, invited.applicationId],
    [/^\/candidate\/interviews\/\{id\}/, interviewId],
    [/^\/conversations\/\{id\}/, talk.conversationId],
    [/^\/messages\/\{id\}/, String(talk.messageId)],
    [/^\/message-attachments\/\{id\}/, talk.messageAttachmentId],
  ];
});

afterAll(async () => {
  await t?.close();
  const cpu = process.cpuUsage(started.cpu);
  const seconds = (n: number) => `${(n / 1000).toFixed(1)} s`;
  // CPU time as well as wall time: on a busy machine the second says little.
  console.log(
    `fuzz (seed ${SEED}): ${sent} requests over ${operations.length} operations, ` +
      `${seconds(performance.now() - started.wall)} wall, ${seconds((cpu.user + cpu.system) / 1000)} CPU`,
  );
});

/** The role's shared browser, or a browser of its own for an operation that may end its session (/auth/...). */
async function browserOf(role: string, ownSession: boolean): Promise<Client> {
  if (ownSession) return t.signIn(users[role]!);
  if (!browsers.has(role)) browsers.set(role, await t.signIn(users[role]!));
  return browsers.get(role)!;
}

/** What is wrong with an answer, if anything: a 5xx, or a 4xx not in the contract's `Error` shape. */
function problemOf(res: Res): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  if (!/^application\/json/.test(String(res.headers['content-type']))) return `a ${res.statusCode} of type ${res.headers['content-type']}`;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return `a ${res.statusCode} that is not JSON`;
  }
  const extra = Object.keys(body).filter((k) => !['message', 'code', 'fields'].includes(k));
  if (extra.length) return `a ${res.statusCode} with ${extra.join(', ')}`;
  if (typeof body.message !== 'string' || !body.message) return `a ${res.statusCode} without a message`;
  if (typeof body.code !== 'string' || !/^[A-Z_]+$/.test(body.code)) return `a ${res.statusCode} without a code`;
  if (body.fields === undefined) return undefined;
  const fields = body.fields as Record<string, unknown>;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return `a ${res.statusCode} whose fields are not an object`;
  if (Object.values(fields).some((v) => typeof v !== 'string')) return `a ${res.statusCode} with a field message that is not text`;
  return undefined;
}

describe(`fuzzing every operation of the contract (seed ${SEED})`, () => {
  test.each(operations.map((op, index) => [`${op.method} ${op.path}`, op, index] as const))('%s', async (_name, op, index) => {
    const rng = prng(SEED + index);
    // Each operation from its own address, with limits forgotten before signing in and then every few requests.
    await t.resetLimits();
    // The dev tools answer only the machine itself.
    const remoteAddress = op.path.startsWith('/dev/') ? '127.0.0.1' : uniqueAddress();
    const role = op.roles === null ? undefined : (op.roles[0] ?? rng.pick(['employer', 'candidate']));
    const client = role ? await browserOf(role, op.path.startsWith('/auth/')) : t.client();

    const id = idsByPath.find(([path]) => path.test(op.path))?.[1];
    const problems: string[] = [];
    for (const r of sampleRequests(requestsFor(op, API, rng, id), PER_OPERATION, rng)) {
      if (sent % REQUESTS_PER_LIMIT_WINDOW === 0) await t.resetLimits();
      const res = await client.request(op.method, r.url, undefined, { payload: r.payload, contentType: r.contentType, remoteAddress });
      sent += 1;
      const problem = problemOf(res);
      if (problem) problems.push(`${r.label}: ${problem} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    // Dozens of requests a test, a few hundred with FUZZ_PER_OPERATION: more than the suite's 30 s on a busy machine.
  }, 120_000);
});
