import { Alert, Stack } from '@chakra-ui/react';
import { Button } from './Button';

export interface FormSentProps {
  title: string;
  /** What happens next, usually the address the answer goes to and the reference. */
  body: string;
  /** The button that brings back an empty form. */
  anotherLabel: string;
  onAnother: () => void;
}

/** The confirmation that replaces a form once it is received, and the way to send another. */
export function FormSent({ title, body, anotherLabel, onAnother }: FormSentProps) {
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{body}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button look="secondary" onClick={onAnother}>
        {anotherLabel}
      </Button>
    </Stack>
  );
}
