import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { PARTNER_DOCUMENT, PARTNER_FIELD } from '@/lib/partner-labels';
import type { PartnerVerification, VerificationFields } from '@/machines/partner-verification.machine';
import { formatNames, intlLocale } from '@/shared/format';
import { missingFields } from '@/shared/partner-verification';
import { FactList, type Fact } from '@/ui/FactList';

export interface ReviewStepProps {
  verification: PartnerVerification;
  fields: VerificationFields;
  actions: ReactNode;
}

/** The last step: everything as it will be sent, what is still missing, and the submission. */
export function ReviewStep({ verification, fields, actions }: ReviewStepProps) {
  const locale = useLocale();
  const names = intlLocale(locale);
  const given = (value: string) => value.trim() || m.pv_not_given();
  const missing = [...missingFields(verification.kind, fields), ...(verification.documents.length ? [] : ['documents'])];
  const facts: Fact[] = [
    { label: PARTNER_FIELD.business_name(), value: given(fields.business_name) },
    ...(verification.kind === 'ba'
      ? [{ label: PARTNER_FIELD.regions(), value: fields.regions.length ? formatNames(fields.regions.map((c) => countryName(c, names)), locale) : m.pv_not_given() }]
      : []),
    { label: PARTNER_FIELD.registration_number(), value: given(fields.registration_number) },
    {
      label: PARTNER_FIELD.address_line1(),
      value: (
        <Text whiteSpace="pre-line">
          {[fields.address_line1, fields.address_line2, [fields.postal_code, fields.city].filter((s) => s.trim()).join(' '), fields.country ? countryName(fields.country, names) : '']
            .filter((s) => s.trim())
            .join('\n') || m.pv_not_given()}
        </Text>
      ),
    },
    {
      label: PARTNER_FIELD.documents(),
      value: verification.documents.length
        ? formatNames(verification.documents.map((d) => `${d.file_name} (${PARTNER_DOCUMENT[d.kind]()})`), locale)
        : m.pv_documents_none(),
    },
  ];
  return (
    <Stack gap="5" maxW="2xl">
      <Text>{m.pv_review_intro()}</Text>
      <FactList facts={facts} gap="2" />
      {missing.length ? (
        <Text color="fg.error" id="partner-missing">
          {m.pv_missing({ fields: formatNames(missing.map((f) => PARTNER_FIELD[f as keyof typeof PARTNER_FIELD]()), locale) })}
        </Text>
      ) : null}
      {actions}
    </Stack>
  );
}
