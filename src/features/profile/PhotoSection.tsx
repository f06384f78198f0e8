import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { PHOTO, megabytes } from '@/shared/uploads';
import { ImagePreview } from '@/ui/ImagePreview';
import type { CandidateProfile } from './api';
import { ProfileFileCard } from './ProfileFileCard';

/** The candidate's photo: employers see it beside their name. */
export function PhotoSection({ profile }: { profile: CandidateProfile }) {
  const initials = `${profile.firstname.charAt(0)}${profile.lastname.charAt(0)}`.toUpperCase();
  return (
    <ProfileFileCard
      kind="photo"
      rule={PHOTO}
      present={profile.photo_url !== undefined}
      words={{
        hint: m.profile_photo_hint(),
        choose: m.profile_photo_choose(),
        chooseHint: m.profile_photo_choose_hint({ megabytes: megabytes(PHOTO) }),
        upload: m.profile_photo_upload(),
        replace: m.profile_photo_replace(),
        remove: m.profile_photo_remove(),
        removeTitle: m.profile_photo_remove_title(),
        removeBody: m.profile_photo_remove_body(),
        wrongType: m.profile_photo_wrong_type(),
      }}
      current={
        <Stack gap="2">
          {profile.photo_url ? (
            <chakra.img src={profile.photo_url} alt={m.profile_photo_current_alt()} boxSize="24" objectFit="cover" borderRadius="full" />
          ) : (
            <HStack gap="3">
              <Box aria-hidden="true" boxSize="24" borderRadius="full" bg="bg.emphasized" display="flex" alignItems="center" justifyContent="center" fontSize="2xl" fontWeight="semibold">
                {initials}
              </Box>
              <Text color="fg.muted">{m.profile_photo_none()}</Text>
            </HStack>
          )}
        </Stack>
      }
      preview={(file) => <ImagePreview file={file} alt={m.profile_photo_preview_alt()} note={m.profile_photo_preview_note()} round />}
    />
  );
}
