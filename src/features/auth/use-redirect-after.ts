import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * After a successful sign-in or sign-up: wait `delayMs` (the success message shows), then go to
 * `to`. The session's sign-in phase (which holds off the guest-only redirect) ends when the
 * screen goes away, so the guard cannot overtake this navigation and drop its state.
 */
export function useRedirectAfterSignIn(active: boolean, to: string, delayMs: number, state?: unknown) {
  const navigate = useNavigate();
  const { finishSignIn } = useSession();

  useEffect(() => finishSignIn, [finishSignIn]);

  useEffect(() => {
    if (!active) return;
    const id = setTimeout(() => navigate(to, { replace: true, state }), delayMs);
    return () => clearTimeout(id);
  }, [active, to, delayMs, state, navigate]);
}
