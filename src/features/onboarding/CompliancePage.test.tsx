import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { makeComplianceDocument, nothingHandedIn, type ComplianceOverview } from '../../../tests/doubles/fixtures/onboarding';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { onboardingStore } from '../../../tests/doubles/stores/onboarding';
import { chosenFile, withNodeForms } from '../../../tests/doubles/uploads';
import CompliancePage from './CompliancePage';

const server = mockApi();
withNodeForms();
const PATH = '/candidate/compliance';
const candidate = { ...ada, role: 'candidate' as const, company_name: undefined, firstname: makeCandidate().firstname };

function open(overview: ComplianceOverview, options?: Parameters<typeof onboardingStore>[1]) {
  const store = onboardingStore(overview, options);
  server.use(signedInAs(candidate), ...store.handlers);
  renderRoutes([{ path: PATH, element: <RequireAuth><CompliancePage /></RequireAuth> }], PATH);
  return { ...store, user: userEvent.setup({ delay: null }) };
}

const card = (name: string) => screen.getByRole('region', { name });
const pdf = (name = 'passport.pdf', bytes = '%PDF-1.7 scan') => chosenFile(bytes, name, 'application/pdf');
const FUTURE = '2031-01-31';

describe('CompliancePage', () => {
  it('lists what the candidate’s country asks for, where each stands and why one was not approved', async () => {
    const overview = nothingHandedIn();
    const approved = makeComplianceDocument({ kind: 'identity_document', status: 'approved', expires_on: FUTURE, file: { name: 'passport.pdf', content_type: 'application/pdf', size_bytes: 2_400_000 } });
    const rejected = makeComplianceDocument({ kind: 'proof_of_address', status: 'rejected', rejection_reason: 'The bill is older than three months.' });
    overview.requirements[0] = { kind: 'identity_document', status: 'approved', document: approved };
    overview.requirements[1] = { kind: 'proof_of_address', status: 'rejected', document: rejected };
    open(overview, { agreements: { agreements: [{ kind: 'contractor_agreement', version: 1, status: 'to_sign' }, { kind: 'nda', version: 1, status: 'signed', signed_at: '2026-11-20T09:00:00.000Z' }] } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Compliance documents' })).toBeInTheDocument();
    // The agreements beside the documents: one to sign, one signed on its date, each with its way in.
    const agreements = await screen.findByRole('region', { name: 'Agreements' });
    expect(await within(agreements).findByRole('link', { name: 'Read and sign: Contractor agreement' })).toHaveAttribute('href', '/candidate/agreements/contractor-agreement');
    expect(within(agreements).getByRole('link', { name: 'Signed copy: Non-disclosure agreement (NDA)' })).toHaveAttribute('href', '/candidate/agreements/nda');
    expect(agreements).toHaveTextContent('To sign');
    expect(agreements).toHaveTextContent('Signed on Nov 20, 2026');
    expect(await screen.findByText('1 of 3 approved')).toHaveAttribute('role', 'status');
    const identity = card('Identity document');
    expect(identity).toHaveTextContent('Approved');
    expect(identity).toHaveTextContent('Expires');
    expect(within(identity).getByRole('link', { name: 'Download passport.pdf' })).toHaveAttribute('href', `/api/v1/compliance/documents/${approved.id}/file`);
    expect(within(identity).getByRole('link', { name: 'Download passport.pdf' })).toHaveTextContent('passport.pdf (2.4 MB)');
    // Approved: replaced by a new one, never removed.
    expect(within(identity).getByRole('button', { name: 'Upload a new one' })).toBeEnabled();
    expect(within(identity).queryByRole('button', { name: 'Remove' })).toBeNull();
    const address = card('Proof of address');
    expect(address).toHaveTextContent('Changes needed');
    expect(within(address).getByRole('alert')).toHaveTextContent('What to changeThe bill is older than three months.');
    const tax = card('Tax form');
    expect(tax).toHaveTextContent('Not handed in');
    expect(tax).toHaveTextContent('IRS Form W-8BEN');
    expect(within(tax).getByLabelText('File to upload')).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(await axeViolations()).toEqual([]);
  });

  it('hands in an identity document with its expiry date; the card then waits for review', async () => {
    const { user, uploads } = open(nothingHandedIn());
    const identity = await screen.findByRole('region', { name: 'Identity document' });
    await user.upload(within(identity).getByLabelText('File to upload'), pdf());
    await user.type(within(identity).getByLabelText('Expiry date'), FUTURE);
    await user.click(within(identity).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    expect(uploads).toEqual([{ kind: 'identity_document', expires_on: FUTURE, file: { name: 'passport.pdf', type: 'application/pdf', size: 13 } }]);
    await waitFor(() => expect(card('Identity document')).toHaveTextContent('Waiting for review'));
    expect(within(card('Identity document')).getByRole('link', { name: 'Download passport.pdf' })).toBeInTheDocument();
  });

  it('says what is wrong before sending: a file of another type, an expiry date missing', async () => {
    const { uploads } = open(nothingHandedIn());
    // The chooser filters by type; a file chosen anyway ("All files") is still checked.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const identity = await screen.findByRole('region', { name: 'Identity document' });
    await user.upload(within(identity).getByLabelText('File to upload'), chosenFile('MZ', 'setup.exe', 'application/x-msdownload'));
    await user.click(within(identity).getByRole('button', { name: 'Upload' }));
    expect(within(identity).getByLabelText('File to upload')).toHaveAccessibleDescription(/Choose a PDF, JPEG, PNG or WebP file\./);
    expect(within(identity).getByLabelText('Expiry date')).toHaveAccessibleDescription(/Enter the expiry date printed on the document\./);
    expect(uploads).toEqual([]);
  });

  it('shows the server’s refusal on the file, and sending again is the retry', async () => {
    const { user, uploads } = open(nothingHandedIn(), {
      refuseUpload: { status: 400, code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.', fields: { file: 'Choose a PDF, JPEG, PNG, WEBP file.' } },
    });
    const tax = await screen.findByRole('region', { name: 'Tax form' });
    await user.upload(within(tax).getByLabelText('File to upload'), pdf('w8ben.pdf'));
    await user.click(within(tax).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(within(tax).getByLabelText('File to upload')).toHaveAccessibleDescription(/Choose a PDF, JPEG, PNG, WEBP file\./));
    await user.click(within(tax).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document uploaded')).toBeInTheDocument();
    expect(uploads).toHaveLength(2);
  });

  it('removes a document waiting for review after asking', async () => {
    const overview = nothingHandedIn();
    const waiting = makeComplianceDocument({ kind: 'tax_form', file: { name: 'w8ben.pdf', content_type: 'application/pdf', size_bytes: 80_000 } });
    overview.requirements[2] = { kind: 'tax_form', tax_form: 'w8ben', status: 'submitted', document: waiting };
    const { user, takenBack } = open(overview);
    const tax = await screen.findByRole('region', { name: 'Tax form' });
    await user.click(within(tax).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this document?' });
    expect(dialog).toHaveTextContent('w8ben.pdf will be deleted and will not be reviewed.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the document' }));
    expect(await screen.findByText('Document removed')).toBeInTheDocument();
    expect(takenBack).toEqual([waiting.id]);
    await waitFor(() => expect(card('Tax form')).toHaveTextContent('Not handed in'));
  });
});
