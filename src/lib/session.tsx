import { i18n, isLanguage } from './i18n';
import { msg } from '@lingui/core/macro';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Account, AccountRole, DataError, Membership, SessionUser } from '../data/contract';
import { entitlements as decideEntitlements } from '../domain/entitlements';
import type { Entitlements } from '../domain/entitlements';
import { recordAccessOf } from '../domain/record-access';
import type { RecordAccess } from '../domain/record-access';
import type { Backend } from './backend';
import { useBackendContext } from './backend-context';
import { useSessionUpkeep } from './session-revocation';
import { setSignedInHint, signedInHint } from './session-hint';
import { chooseOpenAccount, lastOpenAccount, rememberOpenAccount } from './open-account';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export type Session = {
  /**
   * 'loading' until the backend has said who is signed in and, for a signed-in user, until the
   * user document has arrived (a function creates it at sign-up).
   */
  status: SessionStatus;
  user: SessionUser | null;
  account: Account | null;
  /** The account open in the app: its records, plan and members (docs/product/accounts.md). */
  accountId: string | null;
  /** The open account's name and the person's role in it (null until known). */
  accountName: string;
  accountRole: AccountRole | null;
  /** What the person's switches in the open account let them see (src/domain/record-access.ts). */
  recordAccess: RecordAccess;
  /** Every account the person belongs to, for the switcher. */
  accounts: { id: string; role: AccountRole }[];
  /** Opens another account the person belongs to (remembered in this browser). */
  switchAccount: (accountId: string) => void;
  /**
   * The person belongs to no account (none in users/{uid}.accounts, none open in this tab): they
   * deleted their last one, or were removed from it before this sign-in.
   */
  noAccount: boolean;
  /** The person was removed from the open account while it was open: its name, to say so. */
  accessLost: { accountId: string; name: string } | null;
  entitlements: Entitlements | null;
  /** A sign-in or sign-up from this tab is under way or showing its success message. */
  signingIn: boolean;
  signingOut: boolean;
  /** The last sign-out was the user's own (they go to the landing page, not the sign-in page). */
  signedOutByUser: boolean;
  /** Loading the data layer or watching the account failed. */
  error: unknown;
  backend: Backend | null;
  /** Starts loading the data layer if nothing has yet. */
  requestBackend: () => void;
  /**
   * For public pages: starts loading the data layer only when this browser's hint says someone
   * is signed in. A signed-out visitor then loads no Firebase code at all (docs/decisions/0100).
   */
  requestBackendIfSignedIn: () => void;
  /** The data layer, loading it first if needed. */
  loadBackend: () => Promise<Backend>;
  signIn: (email: string, password: string) => Promise<SessionUser>;
  signUp: (input: { displayName: string; email: string; password: string }) => Promise<SessionUser>;
  /** Ends the sign-in phase once the auth screen has shown its message and moved on. */
  finishSignIn: () => void;
  signOut: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

const CLOCK_TICK_MS = 60_000;

/** Another account's plan before its subscription document has arrived: nothing is open to write. */
const NO_SUBSCRIPTION = { planId: 'basic', status: 'suspended', currentPeriodEnd: null, paymentFailedAt: null, accountLocked: true } as const;

type AuthState = { resolved: boolean; user: SessionUser | null };
type AccountState = { uid: string; accountId: string; account: Account };

export function SessionProvider({ children }: { children: ReactNode }) {
  const { backend, load } = useBackendContext();
  const [auth, setAuth] = useState<AuthState>({ resolved: false, user: null });
  const [accountState, setAccountState] = useState<AccountState | null>(null);
  const [accountError, setAccountError] = useState<{ uid: string; error: DataError } | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [signingIn, setSigningIn] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [signedOutByUser, setSignedOutByUser] = useState(false);
  // Entitlements depend on the time (trial ends); re-decide every minute.
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(id);
  }, []);

  const requestBackend = useCallback(() => {
    load().catch((error: unknown) => setLoadError(error));
  }, [load]);

  const requestBackendIfSignedIn = useCallback(() => {
    if (signedInHint()) requestBackend();
  }, [requestBackend]);

  useEffect(() => {
    if (!backend) return;
    return backend.auth.watchSession((user) => {
      setSignedInHint(user !== null);
      setAuth({ resolved: true, user });
      if (user) setSignedOutByUser(false);
      else setSigningOut(false); // a sign-out is over once the backend says nobody is signed in
    });
  }, [backend]);

  const uid = auth.user?.uid ?? null;
  const user = auth.user;
  const seenAccount = accountState && accountState.uid === uid ? accountState : null;
  const memberships = seenAccount?.account.user?.accounts;

  // The open account: chosen from the person's memberships and this browser's last choice.
  const [chosen, setChosen] = useState<{ uid: string; accountId: string } | null>(null);
  // Bumped by every switch: the account's watches start again, also for the same id (an account
  // started anew under the id of one deleted, whose refused watches have stopped).
  const [watchEpoch, setWatchEpoch] = useState(0);
  // Once an account has opened, this tab keeps it until the person switches: removed from it,
  // they are told so (accessLost) instead of finding themselves in another account.
  const pinned = uid && chosen?.uid === uid ? chosen.accountId : null;
  const accountId = uid ? (pinned ?? chooseOpenAccount(uid, memberships, lastOpenAccount(uid))) : null;
  const switchAccount = useCallback(
    (next: string) => {
      if (!uid) return;
      rememberOpenAccount(uid, next);
      setChosen({ uid, accountId: next });
      setWatchEpoch((n) => n + 1);
    },
    [uid],
  );

  useEffect(() => {
    if (!backend || !uid || !accountId) return;
    return backend.account.watchAccount(
      uid,
      accountId,
      (account) => setAccountState({ uid, accountId, account }),
      (error) => setAccountError({ uid, error }),
    );
  }, [backend, uid, accountId, watchEpoch]);

  // The subscription shown is the open account's: a switch waits for the new one.
  const account = seenAccount && seenAccount.accountId === accountId ? seenAccount.account : null;

  const [membershipState, setMembershipState] = useState<{ key: string; membership: Membership } | null>(null);
  // Names seen per account, so "You no longer have access to {account}" can name one whose
  // document the rules no longer let this person read.
  const [names, setNames] = useState<Record<string, string>>({});
  const membershipKey = uid && accountId ? `${uid}/${accountId}` : '';
  useEffect(() => {
    if (!backend || !uid || !accountId) return;
    const key = `${uid}/${accountId}`;
    return backend.account.watchMembership(
      accountId,
      uid,
      (membership) => {
        setMembershipState({ key, membership });
        if (membership.member) setChosen((c) => (c?.uid === uid && c.accountId === accountId ? c : { uid, accountId }));
        const name = membership.account?.name;
        if (name !== undefined) setNames((known) => (known[accountId] === name ? known : { ...known, [accountId]: name }));
      },
      (error) => setAccountError({ uid, error }),
    );
  }, [backend, uid, accountId, watchEpoch]);
  const membership = membershipState && membershipState.key === membershipKey ? membershipState.membership : null;

  const accountRole: AccountRole | null = membership?.member?.role ?? null;
  // A person whose user document predates accounts (or a fake backend's seeded user) has no
  // member document of their own account yet: they are its owner, as the migration will record.
  const ownAccountWithoutMembers = membership !== null && membership.member === null && accountId === uid && !memberships;
  const effectiveRole: AccountRole | null = ownAccountWithoutMembers ? 'owner' : accountRole;
  // Kept as one object while the switches stay the same (lists watch with it).
  const { ownRecordsOnly: narrowedOwn, payroll: withPayroll } = recordAccessOf(membership?.member);
  const recordAccess = useMemo<RecordAccess>(() => ({ ownRecordsOnly: narrowedOwn, payroll: withPayroll }), [narrowedOwn, withPayroll]);
  const lostName = membership !== null && effectiveRole === null && accountId !== null ? (names[accountId] ?? membership.account?.name ?? '') : null;
  const accessLost = useMemo(() => (lostName !== null && accountId !== null ? { accountId, name: lostName } : null), [lostName, accountId]);
  const accounts = useMemo(
    () =>
      Object.entries(memberships ?? {})
        .filter((e): e is [string, AccountRole] => e[1] !== undefined)
        .map(([id, role]) => ({ id, role })),
    [memberships],
  );
  const accountName = membership?.account?.name ?? (accountId ? (names[accountId] ?? '') : '');
  const noAccount = uid !== null && memberships !== undefined && accounts.length === 0 && pinned === null;

  // A role granted by a function reaches this tab's token only after a refresh (the claim is what
  // the rules check). Functions bump users/{uid}.claimsUpdatedAt with every claim change: refresh
  // once per bump seen after the first, and whenever the mirrored role differs from the token's.
  const refreshedFor = useRef<string | null>(null);
  const seenClaimsBump = useRef<string | null>(null);
  const docRole = account?.user?.role ?? null;
  const claimsBump = account?.user?.claimsUpdatedAt instanceof Date ? String(account.user.claimsUpdatedAt.getTime()) : '';
  useEffect(() => {
    if (!backend || !user || !docRole) return;
    const bumpKey = `${user.uid}:${claimsBump}`;
    const bumped = seenClaimsBump.current !== null && seenClaimsBump.current !== bumpKey && seenClaimsBump.current.startsWith(`${user.uid}:`);
    seenClaimsBump.current = bumpKey;
    if (docRole === user.role && !bumped) return;
    const key = `${user.uid}:${docRole}:${claimsBump}`;
    if (refreshedFor.current === key) return;
    refreshedFor.current = key;
    backend.auth.refreshSession().catch(() => {
      // The old role stays in force; the rules decide either way.
    });
  }, [backend, user, docRole, claimsBump]);

  useSessionUpkeep(backend, user, account);

  const ent = useMemo(() => {
    if (!user || !account?.user || !effectiveRole) return null;
    // The user document's plan mirror stands in only for the person's own account.
    const subscription = account.subscription ?? (accountId === user.uid ? null : { ...NO_SUBSCRIPTION, trialEndsAt: null });
    return decideEntitlements({ ...account.user, role: user.role }, subscription, now, effectiveRole);
  }, [user, account, now, effectiveRole, accountId]);

  const status: SessionStatus = !auth.resolved ? 'loading' : !user ? 'signed-out' : account?.user && membership ? 'signed-in' : 'loading';

  const signIn = useCallback(
    async (email: string, password: string) => {
      setSigningIn(true);
      setSignedOutByUser(false);
      try {
        const b = await load();
        return await b.auth.signIn(email, password);
      } catch (error) {
        setSigningIn(false);
        throw error;
      }
    },
    [load],
  );

  const signUp = useCallback(
    async (input: { displayName: string; email: string; password: string }) => {
      setSigningIn(true);
      setSignedOutByUser(false);
      try {
        const b = await load();
        const created = await b.auth.signUp(input);
        // The account starts in the language the person signed up in (docs/decisions/0121);
        // the functions created its display settings from the owner's defaults.
        const language = i18n.locale;
        if (isLanguage(language)) await b.settings.saveDisplay(created.uid, { language }).catch(() => undefined);
        return created;
      } catch (error) {
        setSigningIn(false);
        throw error;
      }
    },
    [load],
  );

  const finishSignIn = useCallback(() => setSigningIn(false), []);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    setSignedOutByUser(true);
    try {
      const b = await load();
      await b.auth.signOut();
    } catch (error) {
      setSigningOut(false);
      setSignedOutByUser(false);
      throw error;
    }
  }, [load]);

  const error = loadError ?? (accountError && accountError.uid === uid ? accountError.error : null);

  const value = useMemo<Session>(
    () => ({
      status,
      user,
      account,
      accountId,
      accountName,
      accountRole: effectiveRole,
      recordAccess,
      accounts,
      switchAccount,
      noAccount,
      accessLost,
      entitlements: ent,
      signingIn,
      signingOut,
      signedOutByUser,
      error,
      backend,
      requestBackend,
      requestBackendIfSignedIn,
      loadBackend: load,
      signIn,
      signUp,
      finishSignIn,
      signOut,
    }),
    [
      status,
      user,
      account,
      accountId,
      accountName,
      effectiveRole,
      recordAccess,
      accounts,
      switchAccount,
      noAccount,
      accessLost,
      ent,
      signingIn,
      signingOut,
      signedOutByUser,
      error,
      backend,
      requestBackend,
      requestBackendIfSignedIn,
      load,
      signIn,
      signUp,
      finishSignIn,
      signOut,
    ],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The display name to greet a user by: profile name, else e-mail, else 'User'. */
export function greetingName(session: Pick<Session, 'user' | 'account'>): string {
  return (
    session.account?.user?.displayName ||
    session.user?.displayName ||
    session.user?.email ||
    i18n._(msg({ message: 'User', context: 'greeting fallback name' }))
  );
}
