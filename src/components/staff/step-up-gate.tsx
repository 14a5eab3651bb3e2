import { useState } from 'react';
import type { ReactNode } from 'react';
import { needsStepUp } from '../../domain/staff';
import { useSession } from '../../lib/session';
import { StepUpCard } from './reauth-form';

/**
 * Shows `children` when the last sign-in is recent enough, else asks for the password first.
 * Decided when it mounts: give it a `key` per page so that opening another admin page checks
 * again.
 */
export function StepUpGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [confirmed, setConfirmed] = useState(() => !needsStepUp(user?.authTime, new Date()));
  if (!confirmed) return <StepUpCard onDone={() => setConfirmed(true)} />;
  return children;
}
