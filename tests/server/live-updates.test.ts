// Tag live: streamLiveEvents and listLiveEvents, and the path behind them (server/live/): events
// published in a transaction reach the recipient's streams on every instance once it commits, and
// never when it rolls back; streams resume after Last-Event-ID; the polling fallback; the caps; a
// stream ends with its session and with the server. Streams need a listening server: each is read
// over a connection of its own (Node's http without an agent), as a browser tab holds one; fetch's
// pool opened spare connections that the server's close then waited for.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { LISTENER_APPLICATION_NAME } from '../../server/db/postgres-listener.js';
import { deleteExpiredLiveEvents, publishLive, type LiveData } from '../../server/live/live-events.js';
import { API, expectError, startTestServer, testConfig, type Client, type TestServer, type TestUser } from './harness.js';
import { urlOf } from './postgres-copies.js';

const onPostgres = !!process.env.DATABASE_URL;
/** How long a test waits for a frame that must come: generous, since the machines are shared. */
const DELIVERY_MS = 8_000;

let t: TestServer;
/** Where t's app listens; its heartbeat is short, for the session check, and a stream whose socket takes nothing is cut after 300 ms. */
let origin: string;
/** Apps and databases a test opened besides t's, closed at the end. */
const extraApps: FastifyInstance[] = [];
const extraDatabases: Database[] = [];
/** Streams still open at the end. */
const openStreams: Stream[] = [];

async function listening(options: Partial<AppOptions> & Pick<AppOptions, 'database'>): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await buildApp({ config: testConfig, logger: false, clock: t.clock, files: t.files, ...options });
  extraApps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  t = await startTestServer({}, { live: { heartbeatMs: 150, blockedMs: 300 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of openStreams) stream.close();
  for (const app of extraApps) await app.close();
  for (const database of extraDatabases) await database.close();
  await t?.close();
});

/** The Cookie header of a test browser's jar. */
const cookieOf = (browser: Client) => [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** A stream read as a browser's EventSource would: frames as they come, and whether it ended. */
class Stream {
  readonly frames: Frame[] = [];
  ended = false;
  private readonly waiters = new Set<() => void>();
  private request: http.ClientRequest | undefined;

  static async open(browser: Client, opts: { at?: string; lastEventId?: string; query?: string } = {}): Promise<Stream> {
    const stream = new Stream();
    const headers: Record<string, string> = { cookie: cookieOf(browser) };
    if (opts.lastEventId !== undefined) headers['last-event-id'] = opts.lastEventId;
    const { request, response } = await get(`${opts.at ?? origin}${API}/live${opts.query ?? ''}`, headers);
    stream.request = request;
    if (response.statusCode !== 200) {
      request.destroy();
      throw new Error(`the stream answered ${response.statusCode}`);
    }
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    openStreams.push(stream);
    stream.read(response);
    return stream;
  }

  private read(response: http.IncomingMessage) {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      text += chunk;
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        this.frames.push(parse(text.slice(0, end)));
        text = text.slice(end + 2);
      }
      this.changed();
    });
    // Ended by the server, cut, or closed here: ended either way.
    const ended = () => {
      this.ended = true;
      this.changed();
    };
    response.on('close', ended).on('error', ended);
  }

  private changed() {
    for (const waiter of this.waiters) waiter();
  }

  /** Waits, up to DELIVERY_MS, until `done` holds; fails with what the stream received. */
  async until(what: string, done: () => boolean): Promise<void> {
    if (done()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`waited ${DELIVERY_MS} ms for ${what}; received ${JSON.stringify(this.frames)}${this.ended ? ' and the stream ended' : ''}`));
      }, DELIVERY_MS);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
    });
  }

  /** The frames that are events (not the first frame, not comments). */
  get events(): Frame[] {
    return this.frames.filter((frame) => frame.event !== undefined && frame.event !== 'ready' && frame.event !== 'reset');
  }

  async event(kind: string, data?: LiveData): Promise<Frame> {
    const match = (frame: Frame) => frame.event === kind && (data === undefined || frame.data === JSON.stringify(data));
    await this.until(`a ${kind} event`, () => this.frames.some(match));
    return this.frames.find(match)!;
  }

  async first(): Promise<Frame> {
    await this.until('the first frame', () => this.frames.length > 0);
    return this.frames[0]!;
  }

  close() {
    this.request?.destroy();
  }
}

/** A GET on a connection of its own, answered with its status and headers (the body is the caller's). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ request: http.ClientRequest; response: http.IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => resolve({ request, response }));
    request.on('error', reject);
  });
}

function parse(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const at = line.indexOf(': ');
    if (at < 0) continue;
    const [name, value] = [line.slice(0, at), line.slice(at + 2)];
    if (name === 'id' || name === 'event' || name === 'data') frame[name] = value;
  }
  return frame;
}

/** Publishes in a transaction of `database` that commits. */
const publish = (recipients: string[], kind: string, data: LiveData, database: Database = t.database) =>
  database.db.transaction((tx) => publishLive(tx, recipients, kind, data));

async function person(): Promise<{ user: TestUser; browser: Client }> {
  const user = await t.createUser({ type: 'business_owner' });
  return { user, browser: await t.signIn(user) };
}

describe('streamLiveEvents', () => {
  test('401 without a session, in the contract’s error shape, before anything is streamed', async () => {
    expectError(await t.client().get(`${API}/live`), 401, 'UNAUTHENTICATED');
    const { request, response } = await get(`${origin}${API}/live`);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    request.destroy();
  });

  test('an event published in a committed transaction arrives with its id, kind and data; a rolled-back one never does', async () => {
    const { user, browser } = await person();
    const stream = await Stream.open(browser);
    const ready = await stream.first();
    expect(ready).toEqual({ id: expect.stringMatching(/^\d+$/), event: 'ready', data: '{}' });

    await expect(
      t.db.transaction(async (tx) => {
        await publishLive(tx, [user.id], 'test.undone', { n: 0 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await publish([user.id], 'test.done', { n: 1 });

    const done = await stream.event('test.done');
    expect(done.data).toBe('{"n":1}');
    expect(Number(done.id)).toBeGreaterThan(Number(ready.id));
    // The rolled-back event came first: had it been announced or read, it would be here before this one.
    expect(stream.events).toEqual([done]);
    expect(await t.query(`select * from live_events where user_id = '${user.id}' and kind = 'test.undone'`)).toEqual([]);
    stream.close();
  });

  test('resuming after Last-Event-ID delivers exactly the events missed, none twice; the query parameter does the same', async () => {
    const { user, browser } = await person();
    const first = await Stream.open(browser);
    await first.first();
    await publish([user.id], 'test.seen', { n: 1 });
    await publish([user.id], 'test.seen', { n: 2 });
    const last = await first.event('test.seen', { n: 2 });
    first.close();

    await publish([user.id], 'test.missed', { n: 3 });
    await publish([user.id], 'test.missed', { n: 4 });
    const resumed = await Stream.open(browser, { lastEventId: last.id! });
    expect(await resumed.first()).toEqual({ id: last.id, event: 'ready', data: '{}' });
    await resumed.event('test.missed', { n: 4 });
    await publish([user.id], 'test.live', { n: 5 });
    await resumed.event('test.live');
    expect(resumed.events.map((frame) => frame.data)).toEqual(['{"n":3}', '{"n":4}', '{"n":5}']);
    const ids = resumed.events.map((frame) => Number(frame.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(last.id));

    // A client back from polling passes its position in the query; the header, when sent, wins.
    const byQuery = await Stream.open(browser, { query: `?lastEventId=${last.id}` });
    await byQuery.event('test.live');
    expect(byQuery.events.map((frame) => frame.data)).toEqual(['{"n":3}', '{"n":4}', '{"n":5}']);
    const both = await Stream.open(browser, { query: `?lastEventId=${last.id}`, lastEventId: String(ids[1]) });
    await both.event('test.live');
    expect(both.events.map((frame) => frame.data)).toEqual(['{"n":5}']);
    for (const stream of [resumed, byQuery, both]) stream.close();
  });

  test('a user never receives another user’s events', async () => {
    const ada = await person();
    const bob = await person();
    const bobFrom = (await bob.browser.get(`${API}/live/events`)).json<{ next_after: number }>().next_after;
    const adaStream = await Stream.open(ada.browser);
    const bobStream = await Stream.open(bob.browser);
    await Promise.all([adaStream.first(), bobStream.first()]);
    await publish([ada.user.id], 'test.private', { to: 'ada' });
    await publish([bob.user.id], 'test.private', { to: 'bob' });
    await publish([ada.user.id, bob.user.id], 'test.shared', { to: 'both' });
    await Promise.all([adaStream.event('test.shared'), bobStream.event('test.shared')]);
    expect(adaStream.events.map((frame) => frame.data)).toEqual(['{"to":"ada"}', '{"to":"both"}']);
    expect(bobStream.events.map((frame) => frame.data)).toEqual(['{"to":"bob"}', '{"to":"both"}']);
    const polled = (await bob.browser.get(`${API}/live/events?after=${bobFrom}`)).json<{ events: { data: LiveData }[] }>();
    expect(polled.events.map((event) => event.data)).toEqual([{ to: 'bob' }, { to: 'both' }]);
    adaStream.close();
    bobStream.close();
  });

  test('at most 10 streams per user on an instance: the 11th is 429 TOO_MANY_STREAMS; another user is not held back; a closed one frees its place', async () => {
    const { browser } = await person();
    const streams = await Promise.all(Array.from({ length: 10 }, () => Stream.open(browser)));
    const eleventh = () => t.app.inject({ method: 'GET', url: `${API}/live`, headers: { cookie: cookieOf(browser) } });
    const refused = await eleventh();
    expectError(refused as never, 429, 'TOO_MANY_STREAMS');
    expect(refused.headers['retry-after']).toBe('30');

    const other = await person();
    const theirs = await Stream.open(other.browser);
    await theirs.first();
    theirs.close();

    streams[0]!.close();
    // The server hears of the closed socket soon, not at once.
    const status = async () => {
      const { request, response } = await get(`${origin}${API}/live`, { cookie: cookieOf(browser) });
      request.destroy();
      return response.statusCode;
    };
    await expect.poll(status, { timeout: DELIVERY_MS, interval: 100 }).toBe(200);
    for (const stream of streams) stream.close();
  });

  test('a stream ends once its session has ended (signed out elsewhere), at its next heartbeat', async () => {
    const { browser } = await person();
    const stream = await Stream.open(browser);
    await stream.until('a heartbeat', () => stream.frames.some((frame) => frame.comment === 'heartbeat'));
    expect(stream.ended).toBe(false);
    expect((await browser.post(`${API}/auth/logout`)).statusCode).toBe(204);
    await stream.until('the end of the stream', () => stream.ended);
  });

  test.skipIf(!onPostgres)('when the listener’s connection drops, it connects again and streams read what was notified meanwhile (PostgreSQL only: PGlite’s connection is in the process)', async () => {
    const { user, browser } = await person();
    const stream = await Stream.open(browser);
    await stream.first();
    const listeners = `select pid from pg_stat_activity where datname = current_database() and application_name = '${LISTENER_APPLICATION_NAME}'`;
    const [before] = await t.query<{ n: number }>(`select count(*)::int as n from (${listeners}) l`);
    expect(before!.n).toBeGreaterThan(0);
    await t.query(`select pg_terminate_backend(pid) from (${listeners}) l`);
    // Published while no listener hears it: only the wake-up after reconnecting brings it.
    await publish([user.id], 'test.in_the_gap', { n: 1 });
    await stream.event('test.in_the_gap');
    await publish([user.id], 'test.after_the_gap', { n: 2 });
    await stream.event('test.after_the_gap');
    expect(stream.events.map((frame) => frame.event)).toEqual(['test.in_the_gap', 'test.after_the_gap']);
    stream.close();
  });

  test.skipIf(!onPostgres)('two instances on one database: an event published through instance A reaches a stream held on instance B (PostgreSQL only: PGlite is one process’s database)', async () => {
    const [where] = await t.query<{ database: string; schema: string }>('select current_database() as database, current_schema() as schema');
    const databaseB = await openDatabase({ databaseUrl: urlOf(process.env.DATABASE_URL!, where!.database), schemaName: where!.schema });
    extraDatabases.push(databaseB);
    const b = await listening({ database: databaseB });
    const { user, browser } = await person();
    const onA = await Stream.open(browser);
    const onB = await Stream.open(browser, { at: b.origin });
    await Promise.all([onA.first(), onB.first()]);
    await publish([user.id], 'test.across', { from: 'A' }, t.database);
    const [fromA, fromB] = await Promise.all([onA.event('test.across'), onB.event('test.across')]);
    expect(fromB).toEqual(fromA);
    // And the other way: through B, to the stream held on A.
    await publish([user.id], 'test.back', { from: 'B' }, databaseB);
    await onA.event('test.back', { from: 'B' });
    onA.close();
    onB.close();
  });
});

describe('back-pressure', () => {
  test('a reader that stops reading holds one page of rows at most: the server reads nothing more while the socket does not drain, cuts it after blockedMs and frees its place; resuming after Last-Event-ID then gives exactly the events it missed', async () => {
    const { user, browser } = await person();
    const serverSockets: net.Socket[] = [];
    const onConnection = (socket: net.Socket) => serverSockets.push(socket);
    t.app.server.on('connection', onConnection);

    // A client that reads the headers and the ready frame, then never reads again: what it is sent piles up in its socket.
    const port = Number(new URL(origin).port);
    const reader = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => reader.once('connect', resolve).once('error', reject));
    // The paused client would hear of the cut only by reading; the test sees it on the server's side.
    reader.on('error', () => undefined);
    reader.write(`GET ${API}/live HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookieOf(browser)}\r\n\r\n`);
    const head = await new Promise<string>((resolve) => {
      let text = '';
      const onData = (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (!/event: ready\ndata: \{\}\n\n/.test(text)) return;
        reader.off('data', onData);
        reader.pause();
        resolve(text);
      };
      reader.on('data', onData);
    });
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    const readyId = /id: (\d+)\nevent: ready/.exec(head)![1]!;
    const onServer = serverSockets.find((socket) => socket.remotePort === reader.localPort)!;
    const before = onServer.bytesWritten;

    // 1,000 events of 8 kB (8 MB), twice what Linux lets a socket's send buffer grow to (4 MB, net.ipv4.tcp_wmem), and a last one published to wake the stream.
    const burst = 1000;
    const text = 'x'.repeat(8000);
    await t.query(
      `insert into live_events (user_id, kind, data) select '${user.id}', 'test.burst', jsonb_build_object('n', n, 'text', '${text}') from generate_series(1, ${burst}) n`,
    );
    await publish([user.id], 'test.wake', { n: burst + 1 });
    const frameBytes = `id: 1000000\nevent: test.burst\ndata: {"n":1000,"text":"${text}"}\n\n`.length;

    // The server stops at the first write the socket does not take: Node holds what is left of that page, and nothing more is read.
    await expect.poll(() => onServer.writableLength, { timeout: DELIVERY_MS, interval: 5 }).toBeGreaterThan(0);
    const whenBlocked = onServer.bytesWritten;
    // At most the rest of one page of rows (server/live/live-stream.ts reads 100 at a time) waits in Node's buffer.
    expect(onServer.writableLength).toBeLessThanOrEqual(100 * (frameBytes + 16));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the blocked stream was not cut within ${DELIVERY_MS} ms`)), DELIVERY_MS);
      const closed = () => {
        clearTimeout(timer);
        resolve();
      };
      if (onServer.destroyed) closed();
      else onServer.once('close', closed);
    });
    reader.destroy();
    // Nothing was written after the block (what Node still held is dropped with the socket).
    expect(onServer.bytesWritten).toBeLessThanOrEqual(whenBlocked);
    const framesWritten = (whenBlocked - before) / frameBytes;
    expect(framesWritten).toBeLessThan(burst * 0.75);

    // Its place is free again: the user may open the ten streams a user may hold (the tenth would be 429 otherwise)…
    const ten = await Promise.all(Array.from({ length: 10 }, () => Stream.open(browser)));
    await Promise.all(ten.map((stream) => stream.first()));
    for (const stream of ten) stream.close();
    // …and the browser resumes where it was, once the server has heard those ten closed.
    const resume = async () => {
      const { request, response } = await get(`${origin}${API}/live`, { cookie: cookieOf(browser) });
      request.destroy();
      return response.statusCode;
    };
    await expect.poll(resume, { timeout: DELIVERY_MS, interval: 50 }).toBe(200);
    const resumed = await Stream.open(browser, { lastEventId: readyId });
    expect(await resumed.first()).toEqual({ id: readyId, event: 'ready', data: '{}' });
    await resumed.event('test.wake');
    const expected = await t.query<{ id: string }>(`select id from live_events where user_id = '${user.id}' and id > ${readyId} order by id`);
    expect(expected).toHaveLength(burst + 1);
    expect(resumed.events.map((frame) => frame.id)).toEqual(expected.map((row) => String(row.id)));
    expect(resumed.events.slice(0, burst).map((frame) => (JSON.parse(frame.data!) as { n: number }).n)).toEqual(Array.from({ length: burst }, (_, i) => i + 1));
    resumed.close();
    t.app.server.off('connection', onConnection);
  });
});

describe('listLiveEvents', () => {
  test('pages of 100 after a position, with the position to ask after next', async () => {
    const { user, browser } = await person();
    const start = (await browser.get(`${API}/live/events`)).json<{ events: unknown[]; next_after: number; has_more: boolean; reset: boolean }>();
    expect(start).toEqual({ events: [], next_after: expect.any(Number), has_more: false, reset: false });
    await t.db.transaction(async (tx) => {
      for (let n = 1; n <= 105; n++) await publishLive(tx, [user.id], 'test.page', { n });
    });

    const page = async (after: number) => {
      const res = await browser.get(`${API}/live/events?after=${after}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ events: { id: number; kind: string; data: { n: number }; created_at: string }[]; next_after: number; has_more: boolean; reset: boolean }>();
    };
    const first = await page(start.next_after);
    expect(first.events).toHaveLength(100);
    expect(first.events[0]).toEqual({ id: expect.any(Number), kind: 'test.page', data: { n: 1 }, created_at: expect.any(String) });
    expect(first).toMatchObject({ has_more: true, reset: false, next_after: first.events[99]!.id });
    const second = await page(first.next_after);
    expect(second.events.map((event) => event.data.n)).toEqual([101, 102, 103, 104, 105]);
    expect(second).toMatchObject({ has_more: false, next_after: second.events[4]!.id });
    expect(await page(second.next_after)).toEqual({ events: [], next_after: second.next_after, has_more: false, reset: false });
  });

  test('400 for a position that is not a number; 401 without a session', async () => {
    const { browser } = await person();
    expect((await browser.get(`${API}/live/events?after=x`)).statusCode).toBe(400);
    expect((await browser.get(`${API}/live?lastEventId=-1`)).statusCode).toBe(400);
    expectError(await t.client().get(`${API}/live/events`), 401, 'UNAUTHENTICATED');
  });
});

describe('retention', () => {
  test('housekeeping deletes events older than 48 hours; a position older than what is kept gets a reset, on the stream and when polling', async () => {
    const { user, browser } = await person();
    await publish([user.id], 'test.old', { n: 1 });
    const [old] = await t.query<{ id: string }>(`select id from live_events where user_id = '${user.id}'`);
    await publish([user.id], 'test.recent', { n: 2 });
    // The oldest events of the whole table are 49 hours old, this user's first among them.
    await t.query(`update live_events set created_at = now() - interval '49 hours' where id <= ${old!.id}`);
    await deleteExpiredLiveEvents(t.db);
    expect(await t.query(`select kind from live_events where user_id = '${user.id}'`)).toEqual([{ kind: 'test.recent' }]);

    const before = Number(old!.id) - 1;
    const polled = (await browser.get(`${API}/live/events?after=${before}`)).json<{ events: unknown[]; next_after: number; reset: boolean }>();
    expect(polled).toMatchObject({ events: [], reset: true });
    const [recent] = await t.query<{ id: string }>(`select id from live_events where user_id = '${user.id}'`);
    expect(polled.next_after).toBe(Number(recent!.id));

    const stream = await Stream.open(browser, { lastEventId: String(before) });
    expect(await stream.first()).toEqual({ id: String(recent!.id), event: 'reset', data: '{}' });
    // From the reset's position on, what is new arrives.
    await publish([user.id], 'test.after_reset', { n: 3 });
    await stream.event('test.after_reset');
    expect(stream.events.map((frame) => frame.event)).toEqual(['test.after_reset']);
    stream.close();
  });
});

describe('publishLive', () => {
  test('refuses what is not an event: a stream’s own kinds, a kind that is not words and dots, data that is not an object or too large, an id that is not a user’s', async () => {
    const { user } = await person();
    for (const [kind, data, recipients] of [
      ['reset', {}, [user.id]],
      ['Message Created', {}, [user.id]],
      ['test.list', [] as unknown as LiveData, [user.id]],
      ['test.large', { text: 'x'.repeat(9000) }, [user.id]],
      ['test.who', {}, ['someone']],
    ] as const) {
      await expect(publish([...recipients], kind, data), kind).rejects.toThrow('publishLive');
    }
    expect(await t.query(`select * from live_events where user_id = '${user.id}'`)).toEqual([]);
  });

  test('many recipients in one event: every one gets it (the notification is split under NOTIFY’s 8000 bytes)', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => person()));
    const streams = await Promise.all(people.map(({ browser }) => Stream.open(browser)));
    await Promise.all(streams.map((stream) => stream.first()));
    // 400 recipients, most of them accounts with no stream: each notification must stay under 8000 bytes.
    const filler = await t.query<{ id: string }>(`
      insert into users (email, password_hash, role, firstname, lastname, country, terms_accepted_at)
      select 'filler-' || gen_random_uuid() || '@example.test', 'x', 'candidate', 'F', 'F', 'GB', now() from generate_series(1, ${400 - people.length})
      returning id`);
    await publish([...filler.map((row) => row.id), ...people.map(({ user }) => user.id)], 'test.broadcast', { n: 1 });
    const [count] = await t.query<{ n: number }>(`select count(*)::int as n from live_events where kind = 'test.broadcast'`);
    expect(count!.n).toBe(400);
    await Promise.all(streams.map((stream) => stream.event('test.broadcast')));
    for (const stream of streams) stream.close();
  });
});

// Last: it closes t's app (t.close() then finds it closed).
describe('the server’s close', () => {
  test('ends its open streams instead of waiting for them', async () => {
    const { browser } = await person();
    const stream = await Stream.open(browser);
    await stream.first();
    await t.app.close();
    await stream.until('the end of the stream', () => stream.ended);
  });
});
