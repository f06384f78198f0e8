import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { helpContentQuery, withFigures } from './help-content';
import { HelpSearch, type HelpSearchProps } from './HelpSearch';

/** The searchable answers in the reader's language, loaded (or preloaded for prerendering) as one file. */
export function HelpAnswers(props: Omit<HelpSearchProps, 'content'>) {
  const locale = useLocale();
  const help = useQuery({ ...helpContentQuery(locale), staleTime: Infinity });
  const content = useMemo(() => (help.data ? withFigures(help.data, locale) : undefined), [help.data, locale]);

  if (content) return <HelpSearch content={content} {...props} />;
  if (help.isError) {
    return (
      <LoadProblem
        error={help.error}
        what={m.help_load_failed()}
        retryLabel={m.public_retry()}
        onRetry={() => void help.refetch()}
        retrying={help.isFetching}
      />
    );
  }
  return <LoadingSpinner size="lg" />;
}
