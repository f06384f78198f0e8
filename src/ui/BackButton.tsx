import { useInRouterContext, useNavigate } from 'react-router';
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

// Kept apart because useNavigate throws outside a router; this only mounts inside one.
function RouterBackButton({ label }: { label?: string }) {
  const navigate = useNavigate();
  return <BackButtonView onBack={() => void navigate(-1)} label={label} />;
}

/** "Back": one step back in history (the router's when there is one) unless onBack says otherwise. */
export function BackButton({ onBack, label }: BackButtonProps) {
  const inRouter = useInRouterContext();
  if (onBack) return <BackButtonView onBack={onBack} label={label} />;
  if (inRouter) return <RouterBackButton label={label} />;
  return <BackButtonView onBack={() => window.history.back()} label={label} />;
}
