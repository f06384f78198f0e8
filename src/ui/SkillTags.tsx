import { Badge, HStack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';

export interface SkillTagsProps {
  skills: string[];
  /** The list's name, for screen readers; shown before the tags too when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
}

/** Skills as a list of tags; nothing at all when there are none. */
export function SkillTags({ skills, label, showLabel = false }: SkillTagsProps) {
  if (skills.length === 0) return null;
  const tags = (
    <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={showLabel ? undefined : label}>
      {skills.map((skill) => (
        <Badge as="li" key={skill} variant="subtle" bg="gray.100" color="gray.800" size="md">
          {skill}
        </Badge>
      ))}
    </Wrap>
  );
  if (!showLabel) return tags;
  return (
    <HStack gap="2" wrap="wrap" align="center">
      <Text as="span" textStyle="sm" color="fg.muted">
        {label}
        <VisuallyHidden>:</VisuallyHidden>
      </Text>
      {tags}
    </HStack>
  );
}
