import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { agreementBlocks } from './agreement-blocks';

/**
 * The agreement's text exactly as served and fingerprinted, block by block; the title is the
 * page's heading, so it is not said twice.
 */
export function AgreementText({ text, title }: { text: string; title: string }) {
  return (
    <Box as="article" aria-label={title} p={{ base: '4', md: '6' }} borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="4">
        {agreementBlocks(text).map((block, i) => {
          if (block.type === 'title') return null;
          if (block.type === 'heading')
            return (
              <Heading key={i} as="h2" size="md" pt="2">
                {block.text}
              </Heading>
            );
          if (block.type === 'ul')
            return (
              <List.Root key={i} ps="5" gap="1">
                {block.items.map((item, j) => (
                  <List.Item key={j}>{item}</List.Item>
                ))}
              </List.Root>
            );
          return <Text key={i}>{block.text}</Text>;
        })}
      </Stack>
    </Box>
  );
}
