import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { api } from '../../../tests/doubles/api';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import IdentityCheckPage from './IdentityCheckPage';

type S = components['schemas'];
const server = mockApi();
const PATH = '/candidate/kyc';
const at = '2026-11-27T09:00:00.000Z';
const started: S['IdentityCheck'] = { id: 'c1', provider: 'sandbox', status: 'started', started_at: at, next_action: { type: 'sandbox_capture', session_id: 'vs_sandbox_1' } };
const processing: S['IdentityCheck'] = { id: 'c1', provider: 'sandbox', status: 'processing', started_at: at, submitted_at: at };
const failed: S['IdentityCheck'] = { ...processing, status: 'failed', reason: 'selfie_mismatch', decided_at: at };

/** The check behind MSW: each GET answers the next overview of `reads` (the last repeats); what the capture screen sent is recorded. */
function open(reads: S['IdentityOverview'][]) {
  const sent: { photos: string[]; outcome: string | null } = { photos: [], outcome: null };
  server.use(
    signedInAs({ ...ada, role: 'candidate', company_name: undefined }),
    api.get('/candidate/identity-check', ({ response }) => response(200).json(reads.length > 1 ? reads.shift()! : reads[0]!)),
    api.post('/candidate/identity-checks', ({ response }) => response(201).json(started)),
    api.post('/sandbox/identity-sessions/{id}/images', async ({ request, response }) => {
      sent.photos.push(String((await request.formData()).get('side')));
      return response(204).empty();
    }),
    api.post('/sandbox/identity-sessions/{id}/submission', async ({ request, response }) => {
      sent.outcome = ((await request.json()) as S['SandboxIdentitySubmission']).outcome;
      return response(200).json(processing);
    }),
  );
  renderRoutes([{ path: PATH, element: <RequireAuth><IdentityCheckPage /></RequireAuth> }], PATH);
  return sent;
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

afterEach(() => {
  vi.useRealTimers();
});

describe('IdentityCheckPage', () => {
  it('starts a check and takes both photos on the sandbox screen, which says it is a test, with the result to report', async () => {
    const sent = open([{ status: 'not_started', attempts: [] }]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Start the identity check' }));
    expect(await screen.findByRole('heading', { name: 'Test sandbox: no real identity check' })).toBeVisible();

    // Sending before the photos says which are missing.
    await user.click(screen.getByRole('button', { name: 'Send the photos' }));
    expect(screen.getByLabelText('Selfie')).toHaveAccessibleDescription(expect.stringContaining('Add this photo before sending.'));

    await user.upload(screen.getByLabelText("Photo of the front of your identity document"), png('front.png'));
    expect(await screen.findAllByText(/Photo received/)).toHaveLength(1);
    await user.upload(screen.getByLabelText('Selfie'), png('me.png'));
    expect(await screen.findAllByText(/Photo received/)).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Selfie does not match' }));
    await user.click(screen.getByRole('button', { name: 'Send the photos' }));

    expect(await screen.findByRole('heading', { name: 'We are checking your photos' })).toBeVisible();
    expect(sent).toEqual({ photos: ['document_front', 'selfie'], outcome: 'selfie_mismatch' });
  });

  it('reads the result while it is processing, says why it failed, and starts a new attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    open([
      { status: 'processing', attempts: [processing] },
      { status: 'failed', reason: 'selfie_mismatch', decided_at: at, attempts: [failed] },
    ]);
    expect(await screen.findByRole('heading', { name: 'We are checking your photos' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText(/Your selfie does not match the photo on your document/)).toBeVisible();
    expect(screen.getByText('Not verified')).toBeVisible();

    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Start a new check' }));
    expect(await screen.findByRole('heading', { name: 'Test sandbox: no real identity check' })).toBeVisible();
  });
});
