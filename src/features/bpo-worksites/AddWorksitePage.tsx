import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { BpoGate } from './BpoGate';
import { WorksiteForm } from './WorksiteEditor';

/** /debpo/add-worksite: a new worksite; saved, it goes on to its own page for photos. */
export default function AddWorksitePage() {
  usePageTitle(m.bpo_add_worksite_title());
  return (
    <PageColumn>
      <PageHeader title={m.bpo_add_worksite_title()} description={m.bpo_add_worksite_description()} />
      <BpoGate title={m.bpo_add_worksite_title()}>
        <WorksiteForm worksite={null} />
      </BpoGate>
    </PageColumn>
  );
}
