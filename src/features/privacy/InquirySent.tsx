import { Alert, Stack } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';

/** The confirmation that replaces an inquiry form once it is received. */
export function InquirySent({ email, reference, onAnother }: { email: string; reference: string; onAnother: () => void }) {
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{m.privacyform_sent_title()}</Alert.Title>
          <Alert.Description>{m.privacyform_sent_body({ email, reference })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button look="secondary" onClick={onAnother}>
        {m.privacyform_send_another()}
      </Button>
    </Stack>
  );
}
