import { Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { LANGUAGES } from '@/shared/languages';
import { useChooseLanguage, useLocale } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';

export default function LanguagePage() {
  usePageTitle(m.language_title());
  const locale = useLocale();
  const chooseLanguage = useChooseLanguage();
  return (
    <Stack maxW="xl" mx="auto" px="6" py="12" gap="6">
      <Heading as="h1" size="2xl" id="language-heading">
        {m.language_title()}
      </Heading>
      <Text color="fg.muted">{m.language_intro()}</Text>
      <RadioGroup.Root
        value={locale}
        aria-labelledby="language-heading"
        onValueChange={({ value }) => value && chooseLanguage(value)}
      >
        <Stack gap="3">
          {LANGUAGES.map((l) => (
            <RadioGroup.Item key={l.locale} value={l.locale} p="4" borderWidth="1px" borderRadius="md">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText lang={l.locale} fontSize="lg">
                {l.text} ({l.symbol})
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Text fontSize="sm" color="fg.muted">
        {m.language_remembered()}
      </Text>
    </Stack>
  );
}
