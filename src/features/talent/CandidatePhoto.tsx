import { Box, chakra } from '@chakra-ui/react';

export interface CandidatePhotoProps {
  firstname: string;
  lastname: string;
  photoUrl?: string | undefined;
  /** The side in the theme's sizes: "12" in a list, "24" on the profile. */
  size?: '12' | '24';
}

/**
 * The candidate's photo, or their initials when they have none. Beside their name, which says who
 * it is: the picture is decoration to a screen reader (an empty alt), the initials hidden from it.
 */
export function CandidatePhoto({ firstname, lastname, photoUrl, size = '12' }: CandidatePhotoProps) {
  if (photoUrl) return <chakra.img src={photoUrl} alt="" boxSize={size} flexShrink={0} objectFit="cover" borderRadius="full" loading="lazy" />;
  return (
    <Box
      aria-hidden="true"
      boxSize={size}
      flexShrink={0}
      borderRadius="full"
      bg="bg.emphasized"
      color="fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
      fontSize={size === '24' ? '2xl' : 'md'}
    >
      {`${firstname.charAt(0)}${lastname.charAt(0)}`.toUpperCase()}
    </Box>
  );
}
