import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/generated/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { RECOVERY_CODES, twoFactorOff, twoFactorOn, twoFactorSetup } from '../../../tests/doubles/fixtures/two-factor';
import { TwoFactorSection } from './TwoFactorSection';

type TwoFactorStatus = components['schemas']['TwoFactorStatus'];

const server = mockApi();

const PASSWORD = 'correct horse battery';
const APP_CODE = '123456';
const wrongPassword = { message: 'Your password is incorrect.', code: 'INVALID_CREDENTIALS', fields: { password: 'Your password is incorrect.' } };
// The server ignores the spaces of a code (openapi/components/schemas/auth.yaml, TotpCode).
const isAppCode = (code: string | undefined) => code?.replace(/\s/g, '') === APP_CODE;
const wrongCode = { message: 'That code is not right. Enter the 6-digit code your authenticator app shows now.', code: 'INVALID_TWO_FACTOR_CODE' };

/** The account's two-factor sign-in behind the handlers, as the contract says the server keeps it; records what was sent. */
function twoFactorStore(initial: TwoFactorStatus) {
  let status = { ...initial };
  const sent: Array<{ op: string; body?: unknown }> = [];
  const handlers = [
    signedInAs(ada),
    api.get('/account/two-factor', ({ response }) => response(200).json(status)),
    api.post('/account/two-factor/setup', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ op: 'setup', body });
      if (body.password !== PASSWORD) return response(400).json(wrongPassword);
      return response(200).json(twoFactorSetup);
    }),
    api.post('/account/two-factor/enable', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ op: 'enable', body });
      if (!isAppCode(body.code)) return response(400).json(wrongCode);
      status = { enabled: true, enabled_at: '2026-03-04T10:00:00.000Z', recovery_codes_left: 10, remembered_devices: 0 };
      return response(200).json({ recovery_codes: RECOVERY_CODES });
    }),
    api.post('/account/two-factor/recovery-codes', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ op: 'renew', body });
      // A wrong password without `fields`: the page still puts it on the password field.
      if (body.password !== PASSWORD) return response(400).json({ message: 'Your password is incorrect.', code: 'INVALID_CREDENTIALS' });
      status = { ...status, recovery_codes_left: 10 };
      return response(200).json({ recovery_codes: RECOVERY_CODES });
    }),
    api.post('/account/two-factor/disable', async ({ request, response }) => {
      const body = await request.json();
      sent.push({ op: 'disable', body });
      if (body.code !== undefined && !isAppCode(body.code)) return response(400).json(wrongCode);
      status = { ...twoFactorOff };
      return response(204).empty();
    }),
    api.delete('/account/two-factor/remembered-devices', ({ response }) => {
      sent.push({ op: 'forget' });
      status = { ...status, remembered_devices: 0 };
      return response(204).empty();
    }),
  ];
  return { handlers, sent };
}

// The section alone, as /settings/security shows it (SecuritySettingsPage.test.tsx renders the whole page).
const routes = [{ path: '/settings/security', element: <TwoFactorSection /> }];

async function renderSection(initial: TwoFactorStatus) {
  const store = twoFactorStore(initial);
  server.use(...store.handlers);
  renderRoutes(routes, '/settings/security');
  const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
  return { store, section, user: userEvent.setup({ delay: null }) };
}

describe('TwoFactorSection on /settings/security', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns on: the password again, the QR code and the key, the first code, then the ten codes shown once', async () => {
    const { store, section, user } = await renderSection(twoFactorOff);
    expect(await within(section).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));

    // A wrong password is said on its field, which takes focus; no second copy above the form.
    const password = within(section).getByLabelText('Your password');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'not my password{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Your password is incorrect.'));
    expect(password).toHaveFocus();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(password);
    await user.type(password, `${PASSWORD}{Enter}`);

    // The secret, to scan and to type.
    const heading = await within(section).findByRole('heading', { name: 'Add RemoteHire to your authenticator app' });
    await waitFor(() => expect(heading).toHaveFocus());
    const qr = await within(section).findByRole('img', { name: 'QR code for your authenticator app' });
    const expected = encode(twoFactorSetup.otpauth_uri, { ecc: 'M', border: 4 });
    expect(qr).toHaveAttribute('viewBox', `0 0 ${expected.size} ${expected.size}`);
    const dark = expected.data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
    expect(qr.querySelector('path')).toHaveAttribute('d', dark);
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // A wrong code stays on the step, said on the field.
    const code = within(section).getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '654321{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.type(code, '123 456{Enter}');

    // On: the ten codes, once.
    const codesHeading = await within(section).findByRole('heading', { name: 'Save your recovery codes' });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    const list = within(section).getByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Copy' }));
    expect(await within(section).findByText('The codes were copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(RECOVERY_CODES.join('\n'));

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(within(section).getByRole('button', { name: 'Download as a text file' }));
    expect(names).toEqual(['remotehire-recovery-codes.txt']);
    const text = await blobs[0]!.text();
    for (const recovery of RECOVERY_CODES) expect(text).toContain(recovery);

    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(await within(section).findByText('On since March 4, 2026')).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    expect(store.sent).toEqual([
      { op: 'setup', body: { password: 'not my password' } },
      { op: 'setup', body: { password: PASSWORD } },
      { op: 'enable', body: { code: '654321' } },
      { op: 'enable', body: { code: '123 456' } },
    ]);
  });

  it('when on: warns of few codes left, forgets remembered browsers, renews the codes with the password, and turns off with a recovery code', async () => {
    const { store, section, user } = await renderSection({ ...twoFactorOn, recovery_codes_left: 3 });
    expect(await within(section).findByText('Few recovery codes left')).toBeInTheDocument();
    expect(within(section).getByText('On since March 1, 2026')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Forget remembered browsers' }));
    let dialog = await screen.findByRole('dialog', { name: 'Forget remembered browsers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Forget them' }));
    expect(await screen.findByText(/Remembered browsers were forgotten/)).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Forget remembered browsers' })).not.toBeInTheDocument());

    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    dialog = await screen.findByRole('dialog', { name: 'Get new recovery codes?' });
    const password = within(dialog).getByLabelText('Your password');
    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Get new codes' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Your password is incorrect.'));
    expect(password).toHaveFocus();
    await user.clear(password);
    await user.type(password, `${PASSWORD}{Enter}`);

    const list = await within(section).findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(within(section).queryByText('Few recovery codes left')).not.toBeInTheDocument());

    // Off, after a refused code: the phone is gone, so a recovery code.
    await user.click(await within(section).findByRole('button', { name: 'Turn off' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await user.type(within(dialog).getByLabelText('Your password'), PASSWORD);
    const code = within(dialog).getByLabelText('6-digit code');
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/That code is not right/));
    expect(code).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    // A recovery code instead, checked for its shape first.
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = within(dialog).getByLabelText('Recovery code');
    expect(recovery).toHaveValue('');
    await user.type(recovery, 'K7QMD');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(recovery).toHaveAccessibleDescription(/Enter the 10 letters and digits of a recovery code/));
    await user.type(recovery, '-2XR4P');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await within(section).findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    expect(await screen.findByText('Two-factor sign-in was turned off.')).toBeInTheDocument();
    expect(store.sent).toEqual([
      { op: 'forget' },
      { op: 'renew', body: { password: 'wrong' } },
      { op: 'renew', body: { password: PASSWORD } },
      { op: 'disable', body: { password: PASSWORD, code: '111111' } },
      { op: 'disable', body: { password: PASSWORD, recovery_code: 'K7QMD-2XR4P' } },
    ]);
  });
});
