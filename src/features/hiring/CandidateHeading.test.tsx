import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../tests/doubles/render';
import { makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { CandidateHeading } from './CandidateHeading';

// Two shared cores run many suites at once: give slow renders room, fail only on real hangs.
configure({ asyncUtilTimeout: 8000 });

function StateShown() {
  return <pre data-testid="state">{JSON.stringify(useLocation().state)}</pre>;
}

describe('CandidateHeading', { timeout: 30_000 }, () => {
  it('opens the profile telling it where to lead back to', async () => {
    const grace = makeCandidate({ firstname: 'Grace', lastname: 'Hopper' });
    renderRoutes(
      [
        { path: '/dashboard/activity/job-applications', element: <CandidateHeading candidate={grace} id="grace" level="h2" /> },
        { path: '/Employer/CandidateProfileView', element: <StateShown /> },
      ],
      '/dashboard/activity/job-applications?status=shortlisted&page=2',
    );
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Grace Hopper' }));
    expect(JSON.parse((await screen.findByTestId('state')).textContent!)).toEqual({
      backTo: { pathname: '/dashboard/activity/job-applications', search: '?status=shortlisted&page=2', hash: '' },
    });
  });
});
