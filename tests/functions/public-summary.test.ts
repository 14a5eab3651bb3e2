// What a user who is not staff needs of the staff-only settings documents reaches the public
// summary, the one settings document (with the theme's) they may read: the default time zone of
// Global settings and the browser tuning of Database settings, whichever way they were written.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DATABASE_DEFAULTS } from '../../src/domain/system-settings/database';
import { GLOBAL_DEFAULTS } from '../../src/domain/system-settings/global';
import { adminDb, closeAdmin } from '../support/emulators';

const POLL = { timeout: 20_000, interval: 250 };
const publicDoc = async () => (await adminDb().doc('systemSettings/public').get()).data() ?? {};

describe('the public summary', () => {
  afterEach(async () => {
    await Promise.all(['global', 'database', 'public'].map((name) => adminDb().doc(`systemSettings/${name}`).delete()));
  });
  afterAll(closeAdmin);

  it('carries the default time zone and the database tuning, and keeps the tuning when global settings change', async () => {
    await adminDb()
      .doc('systemSettings/database')
      .set({ ...DATABASE_DEFAULTS, cacheSizeMb: 256, slowQueryLogging: true });
    await expect.poll(async () => (await publicDoc()).cacheSizeMb, POLL).toBe(256);
    expect((await publicDoc()).slowQueryLogging).toBe(true);

    await adminDb()
      .doc('systemSettings/global')
      .set({ ...GLOBAL_DEFAULTS, defaultTimezone: 'Europe/Paris' });
    await expect.poll(async () => (await publicDoc()).defaultTimezone, POLL).toBe('Europe/Paris');
    expect(await publicDoc()).toMatchObject({ cacheSizeMb: 256, slowQueryLogging: true });
  });
});
