import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api as apiDouble, apiUrl } from '../../tests/doubles/api';
import { mockApi } from '../../tests/doubles/render';
import { api, prefetchGet } from './api-client';
import { EARLY_RESPONSE_TTL_MS, forgetEarly, requestEarly, takeEarly } from './early-responses';

const server = mockApi();

/** Counts the server's answers to one GET, each numbered, so a test sees which answer a call got. */
function countedJobs() {
  let served = 0;
  server.use(
    apiDouble.get('/employer/jobs', ({ query, response }) => {
      served += 1;
      return response(200).json({ jobs: [], page: Number(query.get('page')), page_size: served, has_more: query.get('status') === 'open' });
    }),
  );
  return () => served;
}

afterEach(() => {
  forgetEarly();
  vi.useRealTimers();
});

describe('early responses', () => {
  it('serve the first GET of the same address, once: the page asks, the network is not asked again', async () => {
    const served = countedJobs();
    prefetchGet('/employer/jobs', { query: { status: 'open', q: undefined, page: 2 } });
    const first = await api.GET('/employer/jobs', { params: { query: { status: 'open', q: undefined, page: 2 } } });
    expect(first.data).toMatchObject({ page: 2, has_more: true, page_size: 1 });
    expect(served()).toBe(1);
    // Taken once: the next call goes to the server.
    const second = await api.GET('/employer/jobs', { params: { query: { status: 'open', q: undefined, page: 2 } } });
    expect(second.data).toMatchObject({ page_size: 2 });
    expect(served()).toBe(2);
  });

  it('are not given to a GET of another address', async () => {
    const served = countedJobs();
    prefetchGet('/employer/jobs', { query: { page: 1 } });
    const other = await api.GET('/employer/jobs', { params: { query: { page: 3 } } });
    expect(other.data).toMatchObject({ page: 3 });
    expect(served()).toBe(2);
  });

  it('are all dropped when the tab changes something, so nothing read before a change shows after it', async () => {
    const served = countedJobs();
    server.use(apiDouble.post('/auth/logout', () => new HttpResponse(null, { status: 204 })));
    prefetchGet('/employer/jobs', { query: { page: 1 } });
    await api.POST('/auth/logout');
    await api.GET('/employer/jobs', { params: { query: { page: 1 } } });
    expect(served()).toBe(2);
  });

  it('go stale after EARLY_RESPONSE_TTL_MS', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    requestEarly('/api/v1/auth/me');
    vi.setSystemTime(Date.now() + EARLY_RESPONSE_TTL_MS + 1);
    expect(takeEarly(new Request(apiUrl('/auth/me')))).toBeUndefined();
    fetch.mockRestore();
  });

  it('are read to their end at once, so one nobody takes holds no connection, and forgotten after the limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    // Two pieces: the stream fills its queue with the first by itself, the second only for a reader.
    const pieces = ['{"code":', '"NO_ACTIVE_JOB"}'];
    let read = false;
    const body = new ReadableStream({
      pull(controller) {
        const piece = pieces.shift();
        if (piece) controller.enqueue(new TextEncoder().encode(piece));
        else {
          controller.close();
          read = true;
        }
      },
    });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status: 409, headers: { 'content-type': 'application/json' } }));
    requestEarly('/api/v1/candidate/attendance/today');
    await vi.waitFor(() => expect(read).toBe(true));
    vi.advanceTimersByTime(EARLY_RESPONSE_TTL_MS + 1);
    vi.setSystemTime(Date.now());
    expect(takeEarly(new Request(apiUrl('/candidate/attendance/today')))).toBeUndefined();
    fetch.mockRestore();
  });

  it('keep status, headers and body for the page that takes them; an answer without a body stays without one', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('{"code":"NO_ACTIVE_JOB"}', { status: 409, headers: { 'content-type': 'application/json' } }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    requestEarly('/api/v1/candidate/attendance/today');
    requestEarly('/api/v1/auth/me');
    const conflict = await takeEarly(new Request(apiUrl('/candidate/attendance/today')));
    expect([conflict?.status, conflict?.headers.get('content-type'), await conflict?.json()]).toEqual([409, 'application/json', { code: 'NO_ACTIVE_JOB' }]);
    const empty = await takeEarly(new Request(apiUrl('/auth/me')));
    expect([empty?.status, empty?.body]).toEqual([204, null]);
    fetch.mockRestore();
  });

  it('are never given to a request that is not a GET', () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    requestEarly('/api/v1/auth/me');
    expect(takeEarly(new Request(apiUrl('/auth/me'), { method: 'PATCH' }))).toBeUndefined();
    expect(takeEarly(new Request(apiUrl('/auth/me')))).toBeDefined();
    fetch.mockRestore();
  });

  it('send the request again when the early one failed to reach the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('{"ok":true}'));
    requestEarly('/api/v1/auth/me');
    const answer = await takeEarly(new Request(apiUrl('/auth/me')));
    expect(await answer?.json()).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockRestore();
  });
});
