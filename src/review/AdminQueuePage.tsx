import type { ReactNode } from 'react';
import { RoleGate } from '@/app-state/RoleGate';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';

export interface AdminQueuePageProps {
  /** The page's title and its one h1, also the heading other roles see. */
  title: string;
  /** The explanation under the heading. */
  intro: string;
  /** What search engines and link previews read; the explanation when not given. */
  metaDescription?: string;
  /** What someone signed in with another kind of account is told. */
  adminOnly: string;
  /** The queue itself (PagedQueue.tsx), shown to administrators only. */
  children: ReactNode;
}

/** The page an administrators' queue sits on: its title, the administrators-only gate and the heading with its explanation. */
export function AdminQueuePage({ title, intro, metaDescription = intro, adminOnly, children }: AdminQueuePageProps) {
  usePageTitle(title);
  useMetaDescription(metaDescription);
  return (
    <PageColumn maxW="4xl" gap="6">
      <RoleGate role="admin" title={title} otherRoleReason={adminOnly}>
        <PageHeader title={title} description={intro} />
        {children}
      </RoleGate>
    </PageColumn>
  );
}
