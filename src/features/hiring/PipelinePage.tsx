import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeader } from '@/ui/PageHeader';

/** One page of the employer's pipeline: its h1 and what it is for, then the list. */
export function PipelinePage({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack maxW="5xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="6">
      <PageHeader title={title} description={description} />
      {children}
    </Stack>
  );
}
