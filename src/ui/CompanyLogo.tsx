import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';

/** The first letters of the name's first two words that start with a letter: "Harbor & Pine Realty" → "HP". */
export const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]!)
    .join('')
    .toLocaleUpperCase();

export interface CompanyLogoProps {
  name: string;
  url?: string | undefined;
  /** The side, in the theme's sizes. */
  size?: string;
  /** What the picture says; empty when the company's name is written beside it. */
  alt: string;
}

/**
 * A company's logo, fitted in a square; without one (or when it cannot be shown, such as a
 * closed job's logo once the company has no open job) the name's monogram in its place.
 */
export function CompanyLogo({ name, url, size = '12', alt }: CompanyLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return <chakra.img src={url} alt={alt} boxSize={size} objectFit="contain" borderRadius="md" flexShrink={0} onError={() => setFailed(url)} />;
  }
  return (
    <Box
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      boxSize={size}
      flexShrink={0}
      borderRadius="md"
      bg="bg.emphasized"
      color="fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
    >
      {monogram(name)}
    </Box>
  );
}
