import { chakra, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { PARTNER_DOCUMENT, partnerDocumentUrl } from '@/lib/partner-labels';
import type { DocumentUpload, PartnerDocument, PartnerDocumentKind } from '@/machines/partner-verification.machine';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';

const KINDS: PartnerDocumentKind[] = ['registration_certificate', 'proof_of_address', 'other'];
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

export interface DocumentsStepProps {
  headingId: string;
  documents: PartnerDocument[];
  /** The server's word on the file, or that a document is still missing. */
  error?: string;
  busy: boolean;
  uploading: boolean;
  onUpload: (upload: DocumentUpload) => void;
  onRemove: (id: string) => void;
  actions: ReactNode;
}

/** The documents step: each document added (or removed) at once, through the file store. */
export function DocumentsStep({ headingId, documents, error, busy, uploading, onUpload, onRemove, actions }: DocumentsStepProps) {
  const [kind, setKind] = useState<PartnerDocumentKind>('registration_certificate');
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      input.current?.focus();
      return;
    }
    onUpload({ kind, file });
    setFile(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Stack gap="6" maxW="xl">
      <Text>{m.pv_hint_documents()}</Text>
      <Stack as="section" aria-labelledby="partner-documents-added" gap="2">
        <chakra.h3 id="partner-documents-added" fontWeight="semibold">
          {m.pv_documents_added()}
        </chakra.h3>
        {documents.length === 0 ? (
          <Text color="fg.muted">{m.pv_documents_none()}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" ps="0" gap="2">
            {documents.map((d) => (
              <HStack as="li" key={d.id} justify="space-between" gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2">
                <Stack gap="0">
                  <ChakraLink href={partnerDocumentUrl(d.id)} color="brand.fg" aria-label={m.pv_document_download({ name: d.file_name })}>
                    {d.file_name}
                  </ChakraLink>
                  <Text textStyle="sm" color="fg.muted">
                    {PARTNER_DOCUMENT[d.kind]()}
                  </Text>
                </Stack>
                <Button look="secondary" size="sm" disabled={busy} onClick={() => onRemove(d.id)} aria-label={m.pv_document_remove({ name: d.file_name })}>
                  {m.pv_remove()}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
      <form onSubmit={add} noValidate aria-labelledby={headingId}>
        <Stack gap="4">
          <SelectField
            id="partner-document-kind"
            label={m.pv_document_kind()}
            options={KINDS.map((value) => ({ value, label: PARTNER_DOCUMENT[value]() }))}
            value={kind}
            disabled={busy}
            onChange={(e) => setKind(e.target.value as PartnerDocumentKind)}
          />
          <LabelledField id="partner-document-file" label={m.pv_document_file()} error={missingFile && !file ? m.pv_document_choose_file() : error}>
            {(control) => (
              <chakra.input
                {...control}
                ref={input}
                type="file"
                accept={ACCEPT}
                disabled={busy}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setMissingFile(false);
                }}
              />
            )}
          </LabelledField>
          <Button type="submit" look="secondary" alignSelf="start" loading={uploading} disabled={busy && !uploading}>
            {m.pv_document_add()}
          </Button>
        </Stack>
      </form>
      {actions}
    </Stack>
  );
}
