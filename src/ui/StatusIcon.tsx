import type { SVGProps } from 'react';

export type StatusKind = 'success' | 'error' | 'info' | 'warning' | 'notice' | 'notification';

// One path per kind, drawn on a 24-unit grid with a 2-unit stroke so they sit
// evenly beside text. Shapes differ, not just colours, so the kind never depends
// on colour vision alone.
const paths: Record<StatusKind, string> = {
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-4.5 10.5 3 3 6-6.5',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-3.5 6.5 7 7m0-7-7 7',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 9v6m0-10v.01',
  warning: 'M12 3 2 20h20L12 3Zm0 6v5m0 3v.01',
  notice: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 5v6m0 4v.01',
  notification: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0',
};

export interface StatusIconProps extends SVGProps<SVGSVGElement> {
  kind: StatusKind;
  size?: number;
}

/** Decorative: the surrounding text or role carries the meaning, so it is hidden from assistive tech. */
export function StatusIcon({ kind, size = 20, ...rest }: StatusIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
      {...rest}
    >
      <path d={paths[kind]} />
    </svg>
  );
}
