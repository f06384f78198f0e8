import { useParams } from 'react-router';
import JobDetailsPanel from '@/features/employer-jobs/JobDetailsPanel';
import ManageJobPage from '@/features/hiring/ManageJobPage';

/** A job's page: the job and its actions (employer-jobs) above its applicants (hiring). */
export default function ManageJobRoute() {
  const { id = '' } = useParams();
  return <ManageJobPage header={<JobDetailsPanel key={id} jobId={id} />} />;
}
