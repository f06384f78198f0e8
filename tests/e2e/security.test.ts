import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE_URL, DEMO_EMPLOYER, browserTest, expectPath, expectVisible, signInFromLogin, signOutButton } from './browser.ts';

browserTest('the session cookie is HttpOnly and XSRF-TOKEN is readable by the page', async ({ page, context }) => {
  await signInFromLogin(page, DEMO_EMPLOYER);
  await expectVisible(signOutButton(page));

  // The cookie exists (so the check below is not vacuous) and is out of script's reach.
  const cookies = await context.cookies(BASE_URL);
  const sid = cookies.find((c) => c.name === 'sid');
  assert.ok(sid, `no sid cookie after signing in; cookies: ${cookies.map((c) => c.name).join(', ')}`);
  assert.equal(sid.httpOnly, true, 'the sid cookie must be HttpOnly');
  assert.equal(sid.sameSite, 'Lax');

  const visible = await page.evaluate(() => document.cookie.split('; ').map((c) => c.split('=')[0]));
  assert.ok(!visible.includes('sid'), `document.cookie shows the session cookie: ${visible.join(', ')}`);
  assert.ok(visible.includes('XSRF-TOKEN'), `document.cookie must show XSRF-TOKEN (the app echoes it): ${visible.join(', ')}`);
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
  assert.ok(xsrf && xsrf.value.length >= 16, 'XSRF-TOKEN should be a long random value');

  // The app's own unsafe request (sign-out) passes the anti-forgery check: it echoes the token.
  await signOutButton(page).click();
  await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }));
  await page.goto('/dashboard');
  await expectPath(page, '/login');
});

test('index.html is never cached; hashed assets are immutable for a year; a missing asset is a 404', async () => {
  for (const address of ['/', '/login', '/settings/security', '/no/such/page']) {
    const page = await fetch(`${BASE_URL}${address}`);
    assert.equal(page.status, 200, `${address} should serve the app shell`);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/, `${address} content-type`);
    assert.equal(page.headers.get('cache-control'), 'no-cache', `${address} cache-control`);
    const html = await page.text();
    if (address !== '/') continue;

    const scripts = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    assert.ok(scripts.length > 0, 'index.html should load at least one /assets/*.js');
    for (const src of scripts) {
      const asset = await fetch(`${BASE_URL}${src}`);
      assert.equal(asset.status, 200, `${src}`);
      assert.match(asset.headers.get('content-type') ?? '', /javascript/, `${src} content-type`);
      const cacheControl = asset.headers.get('cache-control') ?? '';
      assert.match(cacheControl, /max-age=31536000/, `${src} cache-control: ${cacheControl}`);
      assert.match(cacheControl, /immutable/, `${src} cache-control: ${cacheControl}`);
    }
  }

  const missing = await fetch(`${BASE_URL}/assets/nope.js`);
  assert.equal(missing.status, 404);
  assert.doesNotMatch(missing.headers.get('content-type') ?? '', /text\/html/, 'a missing asset must not be index.html');
  assert.doesNotMatch(await missing.text(), /<html/i);
  assert.notEqual(missing.headers.get('cache-control') ?? '', 'public, max-age=31536000, immutable', 'a 404 must not be cached for a year');
});
