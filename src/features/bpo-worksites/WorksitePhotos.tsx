import { chakra, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { Worksite } from '@/machines/worksite-editor.machine';
import { acceptAttribute, fileIssue, megabytes, PHOTO, type FileIssue } from '@/shared/uploads';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { useAddPhoto, useRemovePhoto } from './flows';

/** The worksite's most photos (server/bpo/worksite-photos.ts MAX_PHOTOS). */
const MAX_PHOTOS = 12;

function issueText(issue: FileIssue): string {
  if (issue === 'empty') return m.bpo_photo_empty();
  if (issue === 'tooLarge') return m.bpo_photo_too_large({ megabytes: megabytes(PHOTO) });
  return m.bpo_photo_wrong_type();
}

/**
 * The worksite's photos, as auditors will see them: each one shown and removable, and another
 * chosen, checked at once (type, size) and sent.
 */
export function WorksitePhotos({ worksite }: { worksite: Worksite }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [issue, setIssue] = useState<FileIssue | null>(null);
  const [added, sendAdd] = useAddPhoto(worksite.id);
  const [removed, sendRemove] = useRemovePhoto();
  const full = worksite.photos.length >= MAX_PHOTOS;
  const addProblem = added.matches('failed') ? added.context.problem : null;
  const removeProblem = removed.matches('failed') ? removed.context.problem : null;

  function choose(file: File | null) {
    if (!file) return;
    const found = fileIssue(file, PHOTO);
    setIssue(found);
    if (found) return;
    sendAdd({ type: 'SUBMIT', values: { value: file } });
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <Stack as="section" gap="4" aria-labelledby="worksite-photos-heading">
      <Heading as="h2" size="lg" id="worksite-photos-heading">
        {m.bpo_photos_heading()}
      </Heading>
      <Text color="fg.muted">{m.bpo_photos_hint()}</Text>
      {worksite.photos.length === 0 ? <Text>{m.bpo_photos_none()}</Text> : null}
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3 }} gap="4" ps="0" m="0" listStyleType="none">
        {worksite.photos.map((photo, i) => (
          <Stack as="li" key={photo.id} gap="2">
            <chakra.img src={photo.url} alt={m.bpo_photo_alt({ name: worksite.name, n: i + 1 })} borderRadius="md" objectFit="cover" aspectRatio="4 / 3" w="full" />
            <Button
              look="ghost"
              size="sm"
              alignSelf="flex-start"
              loading={removed.matches('submitting') && (removed.context.values as { value?: string } | null)?.value === photo.id}
              disabled={removed.matches('submitting')}
              onClick={() => sendRemove({ type: 'SUBMIT', values: { value: photo.id } })}
              aria-label={m.bpo_photo_remove_named({ n: i + 1 })}
            >
              {m.bpo_photo_remove()}
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      {removeProblem ? <FormProblem title={m.bpo_photo_not_removed()}>{removeProblem.message}</FormProblem> : null}
      {full ? (
        <Text>{m.bpo_photos_full({ max: MAX_PHOTOS })}</Text>
      ) : (
        <HStack align="end" gap="3" flexWrap="wrap">
          <LabelledField
            id="worksite-photo-file"
            label={m.bpo_photo_choose()}
            hint={m.bpo_photo_choose_hint({ megabytes: megabytes(PHOTO) })}
            error={issue ? issueText(issue) : addProblem?.fields?.file}
          >
            {(field) => (
              <Input
                {...field}
                ref={inputRef}
                type="file"
                accept={acceptAttribute(PHOTO)}
                disabled={added.matches('submitting')}
                p="1"
                onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
              />
            )}
          </LabelledField>
        </HStack>
      )}
      {added.matches('submitting') ? <Text role="status">{m.bpo_photo_uploading()}</Text> : null}
      {addProblem && !addProblem.fields?.file ? <FormProblem title={m.bpo_photo_not_added()}>{addProblem.message}</FormProblem> : null}
    </Stack>
  );
}
