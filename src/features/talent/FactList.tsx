import { chakra, SimpleGrid } from '@chakra-ui/react';

export interface Fact {
  label: string;
  value: string;
}

/** Labelled facts as a description list, so each value is read with its name. */
export function FactList({ facts, columns = 3 }: { facts: Fact[]; columns?: number }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2, md: columns }} gap="3" m="0">
      {facts.map(({ label, value }) => (
        <chakra.div key={label} minW="0">
          <chakra.dt textStyle="xs" color="fg.muted" fontWeight="medium">
            {label}
          </chakra.dt>
          <chakra.dd m="0">{value}</chakra.dd>
        </chakra.div>
      ))}
    </SimpleGrid>
  );
}
