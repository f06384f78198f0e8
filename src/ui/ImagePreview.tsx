import { chakra, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/**
 * A chosen image as the browser shows it before anything is sent (a profile photo, a company
 * logo); its object address is let go with the preview. `round` for a person's photo.
 */
export function ImagePreview({ file, alt, note, round = false }: { file: File; alt: string; note: string; round?: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <HStack gap="4">
      {url ? (
        <chakra.img src={url} alt={alt} boxSize={round ? '24' : '20'} objectFit={round ? 'cover' : 'contain'} borderRadius={round ? 'full' : 'md'} />
      ) : null}
      <Text textStyle="sm" color="fg.muted">
        {note}
      </Text>
    </HStack>
  );
}
