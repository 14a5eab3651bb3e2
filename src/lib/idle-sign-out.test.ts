import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_NOTICE_KEY, LAST_ACTIVITY_KEY, idleSignOutNotice, useIdleSignOut } from './idle-sign-out';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idle sign-out', () => {
  it('signs out after the timeout without activity, and leaves a notice for the sign-in page', () => {
    const signOut = vi.fn();
    renderHook(() => useIdleSignOut(true, 5, signOut));
    vi.advanceTimersByTime(4 * 60_000 + 45_000);
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(IDLE_NOTICE_KEY)).not.toBeNull();
    expect(idleSignOutNotice()).toBe('You were signed out after 5 minutes without activity. Please sign in again.');
  });

  it('activity in this tab keeps the session', () => {
    const signOut = vi.fn();
    renderHook(() => useIdleSignOut(true, 5, signOut));
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(2 * 60_000);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    }
    expect(signOut).not.toHaveBeenCalled();
  });

  it('activity in another tab keeps this one signed in too', () => {
    const signOut = vi.fn();
    renderHook(() => useIdleSignOut(true, 5, signOut));
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(2 * 60_000);
      // What the other tab writes (the storage event only reaches other tabs).
      localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    }
    expect(signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * 60_000 + 15_000);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('does nothing while nobody is signed in', () => {
    const signOut = vi.fn();
    renderHook(() => useIdleSignOut(false, 5, signOut));
    vi.advanceTimersByTime(60 * 60_000);
    expect(signOut).not.toHaveBeenCalled();
  });
});
