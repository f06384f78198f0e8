import { useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { BpoGate } from './BpoGate';
import { EditWorksite } from './WorksiteEditor';

/** /debpo/edit-worksite/:id: a worksite's details (a draft kept across reloads), its photos, and closing it. */
export default function EditWorksitePage() {
  const { id = '' } = useParams();
  usePageTitle(m.bpo_edit_worksite_title());
  return (
    <PageColumn>
      <PageHeader title={m.bpo_edit_worksite_title()} description={m.bpo_edit_worksite_description()} />
      <BpoGate title={m.bpo_edit_worksite_title()}>
        <EditWorksite id={id} />
      </BpoGate>
    </PageColumn>
  );
}
