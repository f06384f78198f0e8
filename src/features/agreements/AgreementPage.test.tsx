import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { api, problem } from '../../../tests/doubles/api';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { makeAgreementDocument, makeAgreementSignature, type AgreementDocument } from '../../../tests/doubles/fixtures/agreements';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import AgreementPage from './AgreementPage';

const server = mockApi();
const candidate = { ...ada, role: 'candidate' as const, company_name: undefined };

/** The NDA behind MSW: what GET answers (its text, then its signed copy), and every signature sent. */
function open(path: string, shown: AgreementDocument[]) {
  const sent: unknown[] = [];
  let reads = 0;
  server.use(
    signedInAs(candidate),
    api.get('/candidate/agreements/{kind}', ({ response }) => response(200).json(shown[Math.min(reads++, shown.length - 1)]!)),
    api.post('/candidate/agreements/{kind}/signature', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      const current = shown.at(-1)!;
      if (body.sha256 !== current.sha256) return problem(409, 'AGREEMENT_TEXT_CHANGED', 'This agreement has changed since you opened it. Read the new text, then sign it.');
      const signature = makeAgreementSignature(current, { typed_name: body.full_name });
      shown.push({ ...current, signature });
      return response(201).json(signature);
    }),
    api.get('/candidate/agreements', ({ response }) => response(200).json({ agreements: [] })),
  );
  renderRoutes([{ path: '/candidate/agreements/:kind', element: <RequireAuth><AgreementPage /></RequireAuth> }], path);
  return { sent, user: userEvent.setup({ delay: null }) };
}

describe('AgreementPage', { timeout: 30_000 }, () => {
  it('shows the text, says why a name is refused, reads a text that changed again, and signs it: then the signed copy with its fingerprint', async () => {
    const first = makeAgreementDocument({ sha256: '1'.repeat(64) });
    const second = makeAgreementDocument({ sha256: '2'.repeat(64), version: 2 });
    // The page opens on version 1; version 2 is out by the time it is signed.
    const { sent, user } = open('/candidate/agreements/nda', [first, second]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Non-Disclosure Agreement' })).toBeInTheDocument();
    const text = screen.getByRole('article', { name: 'Non-Disclosure Agreement' });
    expect(within(text).getByRole('heading', { level: 2, name: '2. What is confidential' })).toBeInTheDocument();
    expect(within(text).getAllByRole('listitem')).toHaveLength(2);

    const name = screen.getByLabelText('Your full legal name');
    expect(name).toHaveAccessibleDescription(/As on your account: Ada Lovelace\./);
    // Pasted: one change each, as the form sees a name typed in full.
    await user.click(name);
    await user.paste('Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(name).toHaveAccessibleDescription(/This is not the name on your account\. Type Ada Lovelace/);
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to this agreement' })).toHaveAccessibleDescription('Tick the box to confirm that you have read and agree.');
    expect(sent).toEqual([]);

    await user.clear(name);
    await user.paste(' ada  LOVELACE');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to this agreement' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(/has changed since you opened it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Read the new text' }));

    // The new text starts a new form: its name and box are empty again.
    expect(await screen.findByText('Version 2 of Nov 27, 2026')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Your full legal name'));
    await user.paste('Ada Lovelace');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to this agreement' }));
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    const signed = await screen.findByRole('region', { name: 'Signed copy' });
    expect(signed).toHaveTextContent('Signed by Ada Lovelace on Nov 27, 2026');
    expect(signed).toHaveTextContent('2'.repeat(64));
    expect(sent).toEqual([
      { version: 1, language: 'en', sha256: first.sha256, full_name: ' ada  LOVELACE', agreed: true },
      { version: 2, language: 'en', sha256: second.sha256, full_name: 'Ada Lovelace', agreed: true },
    ]);
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('an agreement already signed shows its signed copy and no form', async () => {
    const document = makeAgreementDocument({ sha256: 'f'.repeat(64) });
    open('/candidate/agreements/nda', [{ ...document, signature: makeAgreementSignature(document, { typed_name: 'ada lovelace' }) }]);
    const signed = await screen.findByRole('region', { name: 'Signed copy' });
    expect(signed).toHaveTextContent('Signed by ada lovelace on Nov 27, 2026');
    expect(within(signed).getByText('f'.repeat(64)).tagName).toBe('CODE');
    expect(signed).toHaveTextContent(`Document fingerprint (SHA-256)${'f'.repeat(64)}`);
    expect(screen.queryByLabelText('Your full legal name')).toBeNull();
  });
});
