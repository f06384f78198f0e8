import { BASE_URL, at, expect, test } from './fixtures.ts';
import { DEMO_EMPLOYER, signInFromLogin, signOutButton } from './accounts.ts';

test('the session cookie is HttpOnly and XSRF-TOKEN is readable by the page', async ({ page, context }) => {
  await signInFromLogin(page, DEMO_EMPLOYER);
  await expect(signOutButton(page)).toBeVisible();

  // The cookie exists (so the check below is not vacuous) and is out of script's reach.
  const cookies = await context.cookies(BASE_URL);
  const sid = cookies.find((c) => c.name === 'sid')!;
  expect(sid, `no sid cookie after signing in; cookies: ${cookies.map((c) => c.name).join(', ')}`).toBeTruthy();
  expect(sid.httpOnly, 'the sid cookie must be HttpOnly').toBe(true);
  expect(sid.sameSite).toBe('Lax');

  const visible = await page.evaluate(() => document.cookie.split('; ').map((c) => c.split('=')[0]));
  expect(!visible.includes('sid'), `document.cookie shows the session cookie: ${visible.join(', ')}`).toBeTruthy();
  expect(visible.includes('XSRF-TOKEN'), `document.cookie must show XSRF-TOKEN (the app echoes it): ${visible.join(', ')}`).toBeTruthy();
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
  expect(xsrf && xsrf.value.length >= 16, 'XSRF-TOKEN should be a long random value').toBeTruthy();

  // The app's own unsafe request (sign-out) passes the anti-forgery check: it echoes the token.
  await signOutButton(page).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(at('/login'));
});

test('index.html is never cached; hashed assets are immutable for a year; a missing asset is a 404', async () => {
  for (const address of ['/', '/login', '/settings/security', '/no/such/page']) {
    const page = await fetch(`${BASE_URL}${address}`);
    expect(page.status, `${address} should serve the app shell`).toBe(200);
    expect(page.headers.get('content-type') ?? '', `${address} content-type`).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control'), `${address} cache-control`).toBe('no-cache');
    const html = await page.text();
    if (address !== '/') continue;

    const scripts = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length > 0, 'index.html should load at least one /assets/*.js').toBeTruthy();
    for (const src of scripts) {
      const asset = await fetch(`${BASE_URL}${src}`);
      expect(asset.status, `${src}`).toBe(200);
      expect(asset.headers.get('content-type') ?? '', `${src} content-type`).toMatch(/javascript/);
      const cacheControl = asset.headers.get('cache-control') ?? '';
      expect(cacheControl, `${src} cache-control: ${cacheControl}`).toMatch(/max-age=31536000/);
      expect(cacheControl, `${src} cache-control: ${cacheControl}`).toMatch(/immutable/);
    }
  }

  const missing = await fetch(`${BASE_URL}/assets/nope.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type') ?? '', 'a missing asset must not be index.html').not.toMatch(/text\/html/);
  expect(await missing.text()).not.toMatch(/<html/i);
  expect(missing.headers.get('cache-control') ?? '', 'a 404 must not be cached for a year').not.toBe('public, max-age=31536000, immutable');
});
