import { Box, chakra, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { intlLocale } from '@/shared/format';
import { ProgressBar } from '@/ui/ProgressBar';
import type { CandidateProfile } from './api';
import { MISSING, type ProfileSection } from './sections';

/** Focus on what a "missing" link names, brought into view: the link's own jump would not move focus in every browser. */
function focusPart(section: ProfileSection) {
  const target = document.getElementById(MISSING[section].target);
  if (!target) return;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}

/** How much of the profile is filled in, whether employers can find it, and each part still missing as a way to it. */
export function Completeness({ profile }: { profile: CandidateProfile }) {
  const locale = useLocale();
  const { percent, missing } = profile.completeness;
  const share = new Intl.NumberFormat(intlLocale(locale), { style: 'percent' }).format(percent / 100);
  return (
    <Box
      as="section"
      aria-labelledby="profile-completeness-title"
      data-complete={missing.length === 0}
      p="5"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderRadius="lg"
      borderColor={profile.complete ? 'green.700' : 'orange.700'}
      bg={profile.complete ? 'bg.success' : 'bg.warning'}
    >
      <Stack gap="3">
        <Heading as="h2" id="profile-completeness-title" size="md">
          {m.profile_completeness({ share })}
        </Heading>
        <ProgressBar label={m.profile_completeness_label()} value={percent} max={100} valueText={m.profile_completeness({ share })} />
        <Text>{profile.complete ? m.profile_searchable() : m.profile_not_searchable()}</Text>
        {missing.length > 0 ? (
          <Stack gap="1">
            <Text id="profile-missing" fontWeight="medium">
              {m.profile_still_missing()}
            </Text>
            <chakra.ul aria-labelledby="profile-missing" ps="5">
              {missing.map((section) => (
                <chakra.li key={section}>
                  <ChakraLink
                    href={`#${MISSING[section].target}`}
                    color="brand.fg"
                    onClick={(event) => {
                      event.preventDefault();
                      focusPart(section);
                    }}
                  >
                    {MISSING[section].label()}
                  </ChakraLink>
                </chakra.li>
              ))}
            </chakra.ul>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
