// In-memory fake of the settings part of the data layer, for component tests. It checks
// changes with the same domain parsers as the real one and keeps a security log of its own.
import { DataError } from '../../data/contract-common';
import type { SecurityEvent, SettingsApi } from '../../data/contract-settings';
import type { ActivityType } from '../../domain/activity';
import { canRemember, isHeaderSignature } from '../../domain/import/remembered';
import { SECURITY_DEFAULTS, passwordProblem } from '../../domain/system-settings/security';
import type { PasswordPolicy } from '../../domain/system-settings/security';
import { parseDisplayChanges } from '../../domain/user-settings/display';
import { parsePrivacyChanges } from '../../domain/user-settings/privacy';
import { isEmail, parseProfileChanges } from '../../domain/user-settings/profile';
import type { UserDoc } from '../../domain/types';

/** What the fake needs from the fake backend's accounts and sign-ins. */
export type FakeSettingsHost = {
  currentUid(): string | null;
  passwordOf(uid: string): string | undefined;
  setPassword(uid: string, password: string): void;
  emailOf(uid: string): string | undefined;
  patchUser(uid: string, changes: Partial<UserDoc>): void;
  /** A new sign-in of this tab (fresh auth time). */
  renewSession(uid: string): void;
};

export type FakeSettingsApi = SettingsApi & {
  readonly docs: Map<string, Record<string, unknown>>;
  readonly emailRequests: { uid: string; email: string }[];
  logEvent(uid: string, type: ActivityType, details: string, at?: Date): void;
  setPolicy(policy: PasswordPolicy): void;
  failNext(error: DataError): void;
};

type Listener = (doc: Record<string, unknown> | null) => void;

export function fakeSettingsApi(host: FakeSettingsHost): FakeSettingsApi {
  const docs = new Map<string, Record<string, unknown>>(); // `${uid}/${area}`
  const listeners = new Map<string, Set<Listener>>();
  const events = new Map<string, SecurityEvent[]>();
  const eventListeners = new Map<string, Set<() => void>>();
  const policyListeners = new Set<(p: PasswordPolicy) => void>();
  const emailRequests: { uid: string; email: string }[] = [];
  let policy: PasswordPolicy = SECURITY_DEFAULTS;
  let failure: DataError | null = null;
  let nextId = 1;

  function me(): string {
    const uid = host.currentUid();
    if (!uid) throw new DataError('unauthenticated', 'Please sign in to continue.');
    const f = failure;
    failure = null;
    if (f) throw f;
    return uid;
  }
  function checkPassword(uid: string, password: string) {
    if (host.passwordOf(uid) !== password) throw new DataError('auth/invalid-credential');
  }
  function watch(key: string, cb: Listener) {
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(cb);
    queueMicrotask(() => cb(docs.get(key) ?? null));
    return () => set.delete(cb);
  }
  function write(uid: string, area: string, value: Record<string, unknown>) {
    if (me() !== uid) throw new DataError('permission-denied');
    const key = `${uid}/${area}`;
    docs.set(key, { ...(docs.get(key) ?? {}), ...value });
    listeners.get(key)?.forEach((l) => l(docs.get(key) ?? null));
  }
  function logEvent(uid: string, type: ActivityType, details: string, at = new Date()) {
    const list = events.get(uid) ?? [];
    list.unshift({ id: `e${nextId++}`, type, details, userAgent: 'Test browser', createdAt: at });
    list.sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
    events.set(uid, list);
    eventListeners.get(uid)?.forEach((l) => l());
  }
  function revokeOthers(uid: string) {
    const revokedAt = new Date();
    host.patchUser(uid, { sessionsRevokedAt: revokedAt });
    host.renewSession(uid);
    return { revokedAt };
  }

  return {
    docs,
    emailRequests,
    logEvent,
    setPolicy(p) {
      policy = p;
      policyListeners.forEach((l) => l(p));
    },
    failNext(error) {
      failure = error;
    },
    watchDisplay: (uid, cb) => watch(`${uid}/display`, cb),
    async saveDisplay(uid, changes) {
      const parsed = parseDisplayChanges(changes);
      if (!parsed.ok) throw new DataError('invalid-argument', Object.values(parsed.errors)[0]);
      write(uid, 'display', parsed.value);
    },
    watchPrivacy: (uid, cb) => watch(`${uid}/privacy`, cb),
    async savePrivacy(uid, changes) {
      const parsed = parsePrivacyChanges(changes);
      if (!parsed.ok) throw new DataError('invalid-argument', Object.values(parsed.errors)[0]);
      write(uid, 'privacy', parsed.value);
    },
    // Stored under `${uid}/importMappings/${signature}` in `docs`, checked as the rules do.
    async getImportMapping(uid, signature) {
      if (me() !== uid) throw new DataError('permission-denied');
      return docs.get(`${uid}/importMappings/${signature}`) ?? null;
    },
    async saveImportMapping(uid, signature, mapping) {
      if (!isHeaderSignature(signature) || !canRemember(mapping)) throw new DataError('invalid-argument', 'The mapping cannot be remembered.');
      const { kind, fields, dateOrder } = mapping;
      if (me() !== uid) throw new DataError('permission-denied');
      docs.set(`${uid}/importMappings/${signature}`, { kind, fields: [...fields], dateOrder, updatedAt: new Date() });
    },
    async saveProfile(changes) {
      const uid = me();
      const parsed = parseProfileChanges(changes);
      if (!parsed.ok) throw new DataError('invalid-argument', Object.values(parsed.errors)[0]);
      host.patchUser(uid, parsed.value);
    },
    async requestEmailChange(currentPassword, newEmail) {
      const uid = me();
      if (!isEmail(newEmail)) throw new DataError('auth/invalid-email');
      checkPassword(uid, currentPassword);
      emailRequests.push({ uid, email: newEmail.trim().toLowerCase() });
    },
    async applyEmailAction(code) {
      const request = emailRequests.find((r) => `verify-${r.email}` === code);
      if (!request) throw new DataError('auth/invalid-action-code');
      return request.email;
    },
    // The fake's undo codes are 'undo:<old e-mail>' (what the notice's link would carry).
    async undoStaffEmailChange(code) {
      const email = code.startsWith('undo:') ? code.slice('undo:'.length) : '';
      if (!email) throw new DataError('functions/invalid-argument');
      return email;
    },
    async syncEmail() {
      const uid = me();
      host.patchUser(uid, { email: host.emailOf(uid) ?? '' });
    },
    async changePassword(currentPassword, newPassword) {
      const uid = me();
      checkPassword(uid, currentPassword);
      const problem = passwordProblem(policy, newPassword);
      if (problem) throw new DataError('functions/invalid-argument', problem);
      host.setPassword(uid, newPassword);
      logEvent(uid, 'PASSWORD_CHANGED', 'Password changed; other sessions signed out');
      return revokeOthers(uid);
    },
    async signOutOtherSessions(currentPassword) {
      const uid = me();
      checkPassword(uid, currentPassword);
      logEvent(uid, 'SESSIONS_REVOKED', 'Signed out of all other devices');
      return revokeOthers(uid);
    },
    watchSecurityEvents(uid, limit, cb) {
      const emit = () => cb((events.get(uid) ?? []).slice(0, limit));
      let set = eventListeners.get(uid);
      if (!set) eventListeners.set(uid, (set = new Set()));
      set.add(emit);
      queueMicrotask(emit);
      return () => set.delete(emit);
    },
    watchPasswordPolicy(cb) {
      policyListeners.add(cb);
      queueMicrotask(() => cb(policy));
      return () => policyListeners.delete(cb);
    },
  };
}
