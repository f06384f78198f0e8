import { useRef, useState, type RefObject } from 'react';

/** The dialog open now: which decision, on what, and a key that gives every opening a fresh form and machine. */
export interface OpenedDecision<Kind extends string, Item> {
  kind: Kind;
  item: Item;
  key: number;
}

export interface DecisionDialog<Kind extends string, Item, Decided> {
  opened: OpenedDecision<Kind, Item> | null;
  /** The button of an item that opens the dialog of that decision. */
  openWith: (kind: Kind) => (item: Item) => void;
  /** What the last decision did, in words, until the next one. */
  notice: string | null;
  noticeRef: RefObject<HTMLDivElement | null>;
  /** What the opened dialog is handed, whatever its kind. */
  frame: {
    open: boolean;
    onClose: () => void;
    onDone: (decided: Decided) => void;
    /** A decided item leaves with the button that opened the dialog: focus goes to the notice instead. */
    finalFocusEl: () => HTMLElement | null;
  };
}

/**
 * One decision dialog at a time on an administrators' review page (compliance documents, grant
 * applications): which is open, and the notice the last decision leaves, where focus then lands.
 */
export function useDecisionDialog<Kind extends string, Item, Decided>(noticeOf: (item: Item, decided: Decided) => string): DecisionDialog<Kind, Item, Decided> {
  const [opened, setOpened] = useState<OpenedDecision<Kind, Item> | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const openings = useRef(0);
  const decided = useRef(false);
  return {
    opened,
    openWith: (kind) => (item) => {
      openings.current += 1;
      decided.current = false;
      setOpened({ kind, item, key: openings.current });
      setOpen(true);
    },
    notice,
    noticeRef,
    frame: {
      open,
      onClose: () => setOpen(false),
      onDone: (result) => {
        decided.current = true;
        if (opened) setNotice(noticeOf(opened.item, result));
        setOpen(false);
      },
      finalFocusEl: () => (decided.current ? noticeRef.current : null),
    },
  };
}
