import { chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { EstimateGrant, EstimateLine } from '@/shared/estimate';
import { Button } from '@/ui/Button';
import { downloadText } from '@/lib/download-text';
import { estimateCsv } from './estimate-csv';
import { shareUrl } from './share-link';

export interface EstimateActionsProps {
  lines: EstimateLine[];
  grant?: EstimateGrant;
  onClear: () => void;
  disabled: boolean;
}

type Copy = { state: 'idle' } | { state: 'copied' } | { state: 'manual'; url: string };

/** Send the estimate as a link, take it away as a spreadsheet, or start again. */
export function EstimateActions({ lines, grant, onClear, disabled }: EstimateActionsProps) {
  const id = useId();
  const [copy, setCopy] = useState<Copy>({ state: 'idle' });
  // A link copied before a change no longer opens this estimate.
  useEffect(() => setCopy({ state: 'idle' }), [lines]);

  async function copyLink() {
    const url = shareUrl(window.location.origin, lines);
    try {
      await navigator.clipboard.writeText(url);
      setCopy({ state: 'copied' });
    } catch {
      // No clipboard (an older browser, or permission refused): the link is shown to copy by hand.
      setCopy({ state: 'manual', url });
    }
  }

  return (
    <Stack gap="3">
      <HStack gap="3" flexWrap="wrap">
        <Button look="secondary" onClick={() => void copyLink()}>
          {m.pricing_share_copy()}
        </Button>
        <Button look="secondary" onClick={() => downloadText(m.pricing_csv_filename(), estimateCsv(lines, grant))}>
          {m.pricing_csv_download()}
        </Button>
        <Button look="ghost" onClick={onClear} disabled={disabled}>
          {m.pricing_clear()}
        </Button>
      </HStack>
      <div role="status">
        {copy.state === 'copied' ? <Text color="fg.success">{m.pricing_share_copied()}</Text> : null}
        {copy.state === 'manual' ? <Text>{m.pricing_share_manual()}</Text> : null}
      </div>
      {copy.state === 'manual' ? (
        <Stack gap="1">
          <chakra.label htmlFor={`${id}-link`} fontWeight="medium">
            {m.pricing_share_link_label()}
          </chakra.label>
          <Input id={`${id}-link`} readOnly value={copy.url} onFocus={(e) => e.currentTarget.select()} />
        </Stack>
      ) : null}
    </Stack>
  );
}
