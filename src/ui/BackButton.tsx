import { useNavigate } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from './Button';

export interface BackButtonProps {
  /** Overrides history navigation, e.g. to go back a step inside a multi-step form, or in tests. */
  onBack?: () => void;
  label?: string;
}

function BackArrow() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M19 12H5m6-7-7 7 7 7" />
    </svg>
  );
}

function BackButtonView({ onBack, label }: { onBack: () => void; label?: string }) {
  return (
    <Button look="ghost" onClick={onBack}>
      <BackArrow />
      {label ?? m.ui_back()}
    </Button>
  );
}

// Kept apart so useNavigate, which throws outside a router, only runs when history is needed.
function HistoryBackButton({ label }: { label?: string }) {
  const navigate = useNavigate();
  return <BackButtonView onBack={() => void navigate(-1)} label={label} />;
}

/** "Back": goes one step back in the browser history unless onBack says otherwise. */
export function BackButton({ onBack, label }: BackButtonProps) {
  return onBack ? <BackButtonView onBack={onBack} label={label} /> : <HistoryBackButton label={label} />;
}
