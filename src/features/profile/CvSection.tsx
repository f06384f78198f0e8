import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatFileSize } from '@/shared/format';
import { CV, megabytes } from '@/shared/uploads';
import { FactList } from '@/ui/FactList';
import type { CandidateProfile } from './api';
import { ProfileFileCard } from './ProfileFileCard';

/** The candidate's CV, a PDF: employers download it, and its words are searched. */
export function CvSection({ profile }: { profile: CandidateProfile }) {
  const locale = useLocale();
  const { cv } = profile;
  return (
    <ProfileFileCard
      kind="cv"
      rule={CV}
      present={cv !== undefined}
      words={{
        hint: m.profile_cv_hint(),
        choose: m.profile_cv_choose(),
        chooseHint: m.profile_cv_choose_hint({ megabytes: megabytes(CV) }),
        upload: m.profile_cv_upload(),
        replace: m.profile_cv_replace(),
        remove: m.profile_cv_remove(),
        removeTitle: m.profile_cv_remove_title(),
        removeBody: m.profile_cv_remove_body(),
        wrongType: m.profile_cv_wrong_type(),
      }}
      current={
        cv ? (
          <FactList
            facts={[
              {
                label: m.profile_cv_file(),
                value: (
                  <ChakraLink href={cv.url} download color="brand.fg" aria-label={m.profile_cv_download_named({ name: cv.file_name })}>
                    {cv.file_name}
                  </ChakraLink>
                ),
              },
              { label: m.profile_cv_size(), value: formatFileSize(cv.size_bytes, locale) },
              { label: m.profile_cv_uploaded_on(), value: formatDate(cv.uploaded_at, locale) },
            ]}
          />
        ) : (
          <Text color="fg.muted">{m.profile_cv_none()}</Text>
        )
      }
      preview={(file) => <Text>{m.profile_cv_chosen({ name: file.name, size: formatFileSize(file.size, locale) })}</Text>}
    />
  );
}
