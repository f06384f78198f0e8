import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import type { AgreementSignature } from '@/machines/agreement-signing.machine';
import { formatDate } from '@/shared/format';

/** Who signed the copy and when, and the fingerprint of the text above, as recorded with the signature. */
export function SignedCopy({ signature }: { signature: AgreementSignature }) {
  const locale = useLocale();
  return (
    <Box as="section" aria-labelledby="agreement-signed-title" p="5" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="3">
        <Heading as="h2" id="agreement-signed-title" size="lg">
          {m.agr_signed_title()}
        </Heading>
        <Text role="status" fontWeight="semibold">
          {m.agr_signed_by({ name: signature.typed_name, date: formatDate(signature.signed_at, locale) })}
        </Text>
        <Stack gap="1">
          <Text fontWeight="medium">
            {m.agr_fingerprint()}
          </Text>
          <chakra.code fontFamily="mono" fontSize="sm" bg="bg.muted" borderRadius="sm" wordBreak="break-all" whiteSpace="normal" p="2">
            {signature.sha256}
          </chakra.code>
          <Text textStyle="sm" color="fg.muted">
            {m.agr_fingerprint_hint()}
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}
