import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';
import { RequireAuth } from '@/routes/guards';
import { api } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import {
  certificate,
  completeVerification,
  makeVerification,
  sentBackVerification,
  verifiedVerification,
  type PartnerVerification,
} from '../../../tests/doubles/fixtures/partner-verification';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { PartnerVerificationHome } from './PartnerVerificationHome';
import { BaVerificationPage, BpoVerificationEditPage, BpoVerificationPage } from './VerificationPage';

const server = mockApi();

/** The partner's verification behind MSW, saved and submitted as the server does; every call recorded. */
function open(start: PartnerVerification, path = '/verify-bpo', role: 'bpo' | 'ba' | 'agent' = 'bpo') {
  let verification = structuredClone(start);
  const saves: unknown[] = [];
  let submits = 0;
  server.use(
    signedInAs({ ...ada, role, company_name: undefined }),
    api.get('/partner/verification', ({ response }) => response(200).json(verification)),
    api.put('/partner/verification', async ({ request, response }) => {
      const body = await request.json();
      saves.push(body);
      verification = { ...verification, ...body, regions: body.regions ?? [], status: verification.status === 'verified' ? 'draft' : verification.status };
      return response(200).json(verification);
    }),
    api.post('/partner/verification/documents', ({ response }) => {
      verification = { ...verification, documents: [...verification.documents, certificate] };
      return response(201).json(certificate);
    }),
    api.post('/partner/verification/submission', ({ response }) => {
      submits += 1;
      verification = { ...verification, status: 'submitted', submitted_at: '2026-06-03T11:00:00.000Z' };
      return response(200).json(verification);
    }),
  );
  renderRoutes(
    [
      { path: '/verify-bpo', element: <RequireAuth><BpoVerificationPage /></RequireAuth> },
      { path: '/verify-bpo/edit', element: <RequireAuth><BpoVerificationEditPage /></RequireAuth> },
      { path: '/verify-ba', element: <RequireAuth><BaVerificationPage /></RequireAuth> },
      { path: '/debpo/worksites', element: <RequireAuth><VerifiedPartnerGate><p>Worksites</p></VerifiedPartnerGate></RequireAuth> },
    ],
    path,
  );
  return { saves, submitted: () => submits, user: userEvent.setup({ delay: null }) };
}

describe('partner verification pages', () => {
  it('walks the steps, saving each, adds a document and submits for review', async () => {
    const { saves, submitted, user } = open(makeVerification('bpo'));
    await screen.findByRole('heading', { name: 'Business details' });
    await user.type(screen.getByLabelText('Business name'), 'Harbor Outsourcing');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: 'Registration' });
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ business_name: 'Harbor Outsourcing' });
    // Only a business association sends regions.
    expect(saves[0]).not.toHaveProperty('regions');
    await user.type(screen.getByLabelText('Registration number'), 'U74999MH2016PTC281943');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: 'Address' });
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '14 Marine Drive');
    await user.type(screen.getByLabelText('City'), 'Mumbai');
    await user.type(screen.getByLabelText('Postal code'), '400021');
    await user.selectOptions(screen.getByLabelText('Country'), 'IN');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: 'Documents' });
    await user.upload(screen.getByLabelText('File'), new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Add the document' }));
    expect(await screen.findByRole('link', { name: 'Download certificate.pdf' })).toHaveAttribute('href', `/api/v1/partner/verification/documents/${certificate.id}/file`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review and submit' });
    expect(screen.queryByText(/Still missing/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(/Our team is reviewing your details/)).toBeInTheDocument();
    expect(submitted()).toBe(1);
    expect(screen.getByText('In review')).toBeInTheDocument();
  }, 15_000);

  it('sent back: the reason to read, then the form opens again', async () => {
    const { user } = open(sentBackVerification('bpo'));
    expect(await screen.findByText('The certificate is unreadable: upload a clearer scan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit my details' }));
    expect(await screen.findByLabelText('Business name')).toHaveValue('Harbor Outsourcing Pvt Ltd');
    // The reason stays in view while the partner edits.
    expect(screen.getByText('The certificate is unreadable: upload a clearer scan.')).toBeInTheDocument();
  });

  it('a verified BPO opening /verify-bpo/edit lands in the form, told it stays verified', async () => {
    open(verifiedVerification('bpo'), '/verify-bpo/edit');
    expect(await screen.findByRole('heading', { name: 'Edit your verified details' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Business name')).toHaveValue('Harbor Outsourcing Pvt Ltd');
    expect(screen.getByText(/you stay verified meanwhile/)).toBeInTheDocument();
  });

  it('a business association names the countries it covers', async () => {
    const { saves, user } = open(makeVerification('ba'), '/verify-ba', 'ba');
    await screen.findByRole('heading', { name: 'Business details' });
    await user.type(screen.getByLabelText('Business name'), 'Regional SME Association');
    const regions = screen.getByRole('group', { name: 'Countries your association covers' });
    await user.selectOptions(within(regions).getByRole('combobox'), 'SG');
    await user.click(within(regions).getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: 'Registration' });
    expect(saves[0]).toMatchObject({ business_name: 'Regional SME Association', regions: ['SG'] });
  });

  it('another kind of partner is sent to its own page', async () => {
    open(makeVerification('agent'), '/verify-bpo', 'agent');
    expect(await screen.findByText('This verification is for another kind of partner account. Yours is on its own page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my verification' })).toHaveAttribute('href', '/verify-Agent');
  });
});

describe('VerifiedPartnerGate', () => {
  it('shows an unverified partner where its verification stands instead of the page', async () => {
    open(completeVerification('bpo', { status: 'submitted', submitted_at: '2026-06-03T11:00:00.000Z' }), '/debpo/worksites');
    expect(await screen.findByRole('heading', { name: 'Verify your business first' })).toBeInTheDocument();
    expect(screen.queryByText('Worksites')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my verification' })).toHaveAttribute('href', '/verify-bpo');
  });

  it('shows a verified partner its page, also while an edit waits for review', async () => {
    open(completeVerification('bpo', { status: 'submitted', verified: true }), '/debpo/worksites');
    expect(await screen.findByText('Worksites')).toBeInTheDocument();
  });
});

describe('PartnerVerificationHome', () => {
  it('tells a partner sent back what to do next, and says nothing once verified', async () => {
    server.use(signedInAs({ ...ada, role: 'saa', company_name: undefined }), api.get('/partner/verification', ({ response }) => response(200).json(sentBackVerification('saa'))));
    const first = renderRoutes([{ path: '/dashboard', element: <PartnerVerificationHome /> }], '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Your verification' })).toBeInTheDocument();
    expect(screen.getByText(/The certificate is unreadable/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my details' })).toHaveAttribute('href', '/verify-saa');
    first.unmount();
    let served = false;
    server.use(
      api.get('/partner/verification', ({ response }) => {
        served = true;
        return response(200).json(verifiedVerification('saa'));
      }),
    );
    const second = renderRoutes([{ path: '/dashboard', element: <PartnerVerificationHome /> }], '/dashboard');
    await waitFor(() => expect(served).toBe(true));
    await waitFor(() => expect(within(second.container).queryByText('Loading your verification…')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Your verification' })).not.toBeInTheDocument();
  });
});
