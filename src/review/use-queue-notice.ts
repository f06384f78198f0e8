import { useRef, useState } from 'react';

/**
 * What the last thing done from a queue did (a case decided, a worksite assigned), shown by
 * DecisionNotice.tsx. The item leaves the list, and the button that acted with it: focus goes to
 * the notice instead.
 */
export function useQueueNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  return {
    notice,
    noticeRef,
    tell: (words: string) => {
      setNotice(words);
      queueMicrotask(() => noticeRef.current?.focus());
    },
  };
}
