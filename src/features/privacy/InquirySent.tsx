import { m } from '@/generated/paraglide/messages.js';
import { FormSent } from '@/ui/FormSent';

/** The confirmation that replaces an inquiry form once it is received. */
export function InquirySent({ email, reference, onAnother }: { email: string; reference: string; onAnother: () => void }) {
  return (
    <FormSent
      title={m.privacyform_sent_title()}
      body={m.privacyform_sent_body({ email, reference })}
      anotherLabel={m.privacyform_send_another()}
      onAnother={onAnother}
    />
  );
}
