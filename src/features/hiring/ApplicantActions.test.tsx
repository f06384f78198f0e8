import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationMachine, type ApplicationStatus } from '@/shared/lifecycle/application.machine';
import { usualNext } from '@/shared/lifecycle/lifecycle';
import { renderRoutes } from '../../../tests/doubles/render';
import { makeApplicant, makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { makeJob } from '../../../tests/doubles/fixtures/jobs';
import type { Applicant } from './api';
import { ApplicantActions, offerListPath } from './ApplicantActions';

// Two shared cores run many suites at once: give slow renders room, fail only on real hangs.
configure({ asyncUtilTimeout: 8000 });

const job = makeJob({ title: 'Bookkeeper for a bakery' });
const OFFER = { id: '00000000-0000-4000-8000-999999999992', status: 'pending', expires_at: '2030-05-04T14:00:00.000Z' } as const;

function renderActions(applicants: Applicant[]) {
  const noop = () => {};
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            {applicants.map((applicant) => (
              <section key={applicant.id} aria-label={applicant.candidate.firstname}>
                <ApplicantActions applicant={applicant} onInvite={noop} onOffer={noop} onReject={noop} />
              </section>
            ))}
          </>
        ),
      },
    ],
    '/',
  );
}

const applicant = (firstname: string, status: ApplicationStatus, over: Partial<Applicant> = {}) =>
  makeApplicant(job, { status, candidate: makeCandidate({ firstname, lastname: 'Hopper' }), ...over });

/** The actions of one applicant that are drawn as the page's loudest (solid) buttons. */
const leading = (firstname: string) =>
  Array.from(screen.getByRole('region', { name: firstname }).querySelectorAll('[data-look="primary"]'), (element) => element.textContent);

describe('ApplicantActions', { timeout: 30_000 }, () => {
  it('names the usual next step of each status from the application lifecycle', () => {
    expect(usualNext(applicationMachine, 'applied')).toBe('SHORTLIST');
    expect(usualNext(applicationMachine, 'shortlisted')).toBe('INTERVIEW');
    expect(usualNext(applicationMachine, 'interviewing')).toBe('OFFER');
    expect(usualNext(applicationMachine, 'offered')).toBe('HIRE');
    for (const over of ['hired', 'rejected', 'withdrawn', 'no such status']) expect(usualNext(applicationMachine, over)).toBeNull();
  });

  it('leads with the next sensible step for each status, the others secondary', async () => {
    renderActions([
      applicant('Applied', 'applied'),
      applicant('Shortlisted', 'shortlisted'),
      applicant('Interviewing', 'interviewing', {
        interview: { id: '00000000-0000-4000-8000-999999999991', status: 'accepted', scheduled_at: '2030-05-04T14:00:00.000Z' },
      }),
      applicant('Offered', 'offered', { offer: OFFER }),
      applicant('Invited', 'invited'),
    ]);
    await screen.findByRole('region', { name: 'Applied' });
    expect(leading('Applied')).toEqual(['Shortlist']);
    expect(leading('Shortlisted')).toEqual(['Invite to interview']);
    expect(leading('Interviewing')).toEqual(['Send offer']);
    expect(leading('Offered')).toEqual(['View offer']);
    // The candidate answers an invitation: nothing of the employer's leads.
    expect(leading('Invited')).toEqual([]);

    // Send offer is still there for a new applicant, only quieter.
    const applied = within(screen.getByRole('region', { name: 'Applied' }));
    expect(applied.getByRole('button', { name: 'Send offer to Applied Hopper' })).toHaveAttribute('data-look', 'secondary');
    expect(applied.getByRole('button', { name: 'Reject Applied Hopper' })).toHaveAttribute('data-look', 'ghost');

    const offered = within(screen.getByRole('region', { name: 'Offered' }));
    expect(offered.getByRole('link', { name: 'View offer for Offered Hopper' })).toHaveAttribute(
      'href',
      `/dashboard/activity/offers?job=${job.id}&q=Offered+Hopper`,
    );
  });

  it('finds an applicant’s offer among the job’s offers by name', () => {
    const grace = applicant('Grace', 'offered', { offer: OFFER });
    expect(offerListPath(grace)).toBe(`/dashboard/activity/offers?job=${job.id}&q=Grace+Hopper`);
  });
});
