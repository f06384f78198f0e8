import { NativeSelect } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { LANGUAGES } from '@/shared/languages';
import { useChooseLanguage, useLocale } from '@/app-state/app-actors';

/** A native select: keyboard, screen readers and phones all know how to use it. */
export function LanguageSwitcher() {
  const locale = useLocale();
  const chooseLanguage = useChooseLanguage();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={m.shell_language_label()}
        value={locale}
        onChange={(e) => chooseLanguage(e.currentTarget.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l.locale} value={l.locale} lang={l.locale}>
            {l.symbol} · {l.text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
