import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { toJobInput, type HireType, type JobFields, type Locale } from '@/machines/post-job.machine';
import { Button } from '@/ui/Button';
import { JobPostView } from './JobPostView';

export interface ReviewStepProps {
  method: HireType;
  fields: JobFields;
  /** The language the pay was typed in. */
  locale: Locale;
  /** The job is already open: publishing means saving the changes, and it cannot become a draft again. */
  live: boolean;
  saving: boolean;
  publishing: boolean;
  onEdit: (step: 'details' | 'pay') => void;
  onBack: () => void;
  onSaveDraft: () => void;
  onPublish: () => void;
}

/** Step 3: the post exactly as candidates will see it, with a way back to each part, then save or publish. */
export function ReviewStep({ method, fields, locale, live, saving, publishing, onEdit, onBack, onSaveDraft, onPublish }: ReviewStepProps) {
  const busy = saving || publishing;
  return (
    <Stack gap="6">
      <Text color="fg.muted">{live ? m.ejobs_review_intro_live() : m.ejobs_review_intro()}</Text>
      <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }} bg="bg">
        <JobPostView job={toJobInput(method, fields, locale)} level={3} onEdit={busy ? undefined : onEdit} />
      </Box>
      <HStack justify="space-between" gap="3" flexWrap="wrap-reverse">
        <Button type="button" look="secondary" onClick={onBack} disabled={busy}>
          {m.ui_back()}
        </Button>
        <HStack gap="3" flexWrap="wrap">
          {live ? null : (
            <Button type="button" look="secondary" onClick={onSaveDraft} loading={saving} disabled={publishing}>
              {m.ejobs_save_draft()}
            </Button>
          )}
          <Button type="button" onClick={onPublish} loading={publishing} disabled={saving}>
            {live ? m.ejobs_save_changes() : m.ejobs_publish()}
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
