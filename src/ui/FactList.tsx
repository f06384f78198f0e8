import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * Labelled facts (a description list), left-aligned across the panel: on a phone
 * each label sits above its value, from `sm` up beside it in a column of its own.
 * Chakra's DataList with a responsive orientation mixes both layouts' styles and
 * centres every fact in a narrow column; these rows set their direction themselves.
 */
export function FactList({ facts, gap = '3' }: { facts: Fact[]; gap?: string }) {
  return (
    <DataList.Root orientation="vertical" gap={gap}>
      {facts.map((fact) => (
        <DataList.Item
          key={fact.label}
          flexDirection={{ base: 'column', sm: 'row' }}
          alignItems={{ base: 'stretch', sm: 'baseline' }}
          gap={{ base: '1', sm: '4' }}
        >
          <DataList.ItemLabel color="fg.muted" flexShrink={0} w={{ sm: '40%' }} maxW={{ sm: '15rem' }}>
            {fact.label}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{fact.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
