import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ModalProps } from './modal-props';

export type { ModalProps, ModalSize } from './modal-props';

type Frame = ComponentType<ModalProps>;

// The dialog's machinery (focus trap, dismissal, scroll lock, presence: about 16 kB gzip) is
// fetched after the page has rendered, not with the page's first script: a dialog opens only
// on a click, by which time it is here (docs/performance.md, "Budgets").
let loadedFrame: Frame | undefined;
const loadFrame = () =>
  import('./ModalFrame').then((module) => {
    loadedFrame = module.ModalFrame;
    return { default: module.ModalFrame };
  });
const LazyFrame = lazy(loadFrame);

/**
 * A controlled dialog: Chakra traps focus inside, restores it on close, and locks page scroll.
 * Nothing renders until it first opens; it stays mounted afterwards, so closing animates out.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  // Chosen at the first opening and kept: swapping the component under an open dialog would remount it.
  const frame = useRef<Frame | null>(null);
  useEffect(() => {
    if (!loadedFrame) void loadFrame();
  }, []);
  if (!opened) return null;
  frame.current ??= loadedFrame ?? LazyFrame;
  const Chosen = frame.current;
  return (
    <Suspense fallback={null}>
      <Chosen {...props} />
    </Suspense>
  );
}
