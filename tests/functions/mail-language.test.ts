// Mail in the recipient's language against the emulators: the user's display language, else the
// owner's global default, else English; dates and amounts in the recipient's formats.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { newClientNotice, securityAlert } from '../../functions/src/notifications/events';
import { flushDueMail } from '../../functions/src/notifications/flush';
import { sendPaymentReminder, sendWeeklyReport } from '../../functions/src/notifications/reports';
import { notifyStaff } from '../../functions/src/system-ops/notify';
import { EMAIL_NOTIFICATION_DEFAULTS } from '../../src/domain/notifications/email-settings';
import { NOTIFICATION_DEFAULTS } from '../../src/domain/system-settings/notifications';
import { adminDb, closeAdmin, signUpWithPassword, uniqueEmail } from '../support/emulators';

type Mail = { to: string[]; category: string; message: { subject: string; text: string } };

async function newUser(prefix: string, display: Record<string, unknown> | null) {
  const address = uniqueEmail(prefix);
  const { localId: uid } = await signUpWithPassword(address, 'secret123');
  const db = adminDb();
  await db.doc(`users/${uid}/settings/emailNotifications`).set({ ...EMAIL_NOTIFICATION_DEFAULTS, quietHoursEnabled: false });
  // null: a display document with no language in it (the account predates the setting).
  if (display) await db.doc(`users/${uid}/settings/display`).set(display, { merge: true });
  else await db.doc(`users/${uid}/settings/display`).update({ language: FieldValue.delete() });
  return { uid, address, db };
}

const mailOf = async (db: Firestore, uid: string) => (await db.collection('mail').where('uid', '==', uid).get()).docs.map((d) => d.data() as Mail);
const mailTo = async (db: Firestore, address: string) =>
  (await db.collection('mail').where('to', 'array-contains', address).get()).docs.map((d) => d.data() as Mail);

describe("mail in the recipient's language", () => {
  const globalRef = () => adminDb().doc('systemSettings/global');
  let savedGlobal: Record<string, unknown> | undefined;
  let globalTouched = false;
  async function setGlobalLanguage(language: string) {
    if (!globalTouched) savedGlobal = (await globalRef().get()).data();
    globalTouched = true;
    await globalRef().set({ defaultLanguage: language }, { merge: true });
  }
  afterEach(async () => {
    if (!globalTouched) return;
    if (savedGlobal) await globalRef().set(savedGlobal);
    else await globalRef().delete();
    globalTouched = false;
  });
  afterAll(closeAdmin);

  it("a Spanish user's notices, weekly report and payment reminder are queued in Spanish with Spanish formats", async () => {
    const { uid, db } = await newUser('es', { language: 'es', numberFormat: 'EU', currency: 'EUR', dateFormat: 'DD/MM/YYYY', timeZone: 'Europe/Paris' });
    const now = new Date('2026-03-11T12:00:00Z');
    expect((await newClientNotice(db, uid, { name: 'Ada Lovelace', company: 'Engines' }, now))[uid]!.status).toBe('queued');
    const u = db.doc(`accounts/${uid}`);
    await u.collection('revenues').add({ amount: 1234.56, date: '2026-03-09' });
    await u.collection('salaries').add({ status: 'overdue', amount: 2500 });
    await u.collection('salaries').add({ status: 'overdue', amount: 100 });
    expect((await sendWeeklyReport(db, uid, now))[uid]!.status).toBe('queued');
    expect((await sendPaymentReminder(db, uid, now))[uid]!.status).toBe('queued');

    const mail = await mailOf(db, uid);
    const of = (category: string) => mail.find((m) => m.category === category)!.message;
    expect(of('new-client')).toMatchObject({
      subject: 'Nuevo cliente: Ada Lovelace',
      text: expect.stringContaining('Ada Lovelace (Engines) se ha añadido a sus clientes.'),
    });
    expect(of('weekly-report').subject).toBe('Su informe semanal: del 04/03/2026 al 11/03/2026');
    expect(of('weekly-report').text).toContain('Ingresos: 1.234,56\u00a0€');
    expect(of('payment')).toMatchObject({
      subject: 'Recordatorio de pago: 2 vencidos',
      text: expect.stringContaining('Vencidos: 2 salarios, 2.600,00\u00a0€'),
    });
    expect(of('payment').text).toContain('Abra Salarios en la aplicación');
  });

  it("a Spanish user's daily digest is written in Spanish around the notices held for it", async () => {
    const { uid, db } = await newUser('es-digest', { language: 'es', timeZone: 'Europe/Madrid' });
    await db.doc(`users/${uid}/settings/emailNotifications`).update({ frequency: 'daily' });
    const now = new Date('2026-03-10T12:00:00Z');
    expect((await newClientNotice(db, uid, { name: 'Ana' }, now))[uid]!.status).toBe('held');
    expect((await newClientNotice(db, uid, { name: 'Luis' }, new Date(now.getTime() + 1000)))[uid]!.status).toBe('held');
    expect(await flushDueMail(db, new Date('2026-03-11T08:00:00Z'), uid)).toMatchObject({ digests: 1 });
    const [digest] = await mailOf(db, uid);
    expect(digest!.message.subject).toBe('Su resumen diario: 2 novedades');
    expect(digest!.message.text).toMatch(/Nuevo cliente: Ana[\s\S]*Nuevo cliente: Luis/);
  });

  it('a user with no language setting gets the global default language, and English when there is none', async () => {
    await setGlobalLanguage('de');
    const german = await newUser('default-de', null);
    expect((await securityAlert(german.db, { type: 'PASSWORD_CHANGED', targetUid: german.uid }, new Date('2026-01-15T14:00:00Z'))).status).toBe('queued');
    const [alert] = await mailOf(german.db, german.uid);
    expect(alert!.message.subject).toBe('Ihr Passwort wurde geändert');
    expect(alert!.message.text).toContain('Das Passwort Ihres Kontos wurde am');

    await setGlobalLanguage('en');
    const english = await newUser('default-en', null);
    expect((await newClientNotice(english.db, english.uid, { name: 'Bo' }, new Date()))[english.uid]!.status).toBe('queued');
    expect((await mailOf(english.db, english.uid)).map((m) => m.message.subject)).toEqual(['New client: Bo']);
  });

  it('staff notifications go to each admin in their own language', async () => {
    const french = await newUser('staff-fr', { language: 'fr' });
    const japanese = await newUser('staff-ja', { language: 'ja' });
    for (const { db, uid } of [french, japanese]) await db.doc(`users/${uid}`).update({ role: 'admin' });
    const settings = { ...NOTIFICATION_DEFAULTS, delivery: { primaryMethod: 'email' as const, frequency: 'realtime' as const } };
    const newcomer = uniqueEmail('newcomer');
    const note = { kind: 'new-user' as const, email: newcomer, displayName: '', role: 'user', at: '2026-03-11T12:00:00.000Z' };
    expect(await notifyStaff(french.db, note, settings)).toBe('sent');
    const [fr] = (await mailTo(french.db, french.address)).filter((m) => m.message.subject.includes(newcomer));
    const [ja] = (await mailTo(japanese.db, japanese.address)).filter((m) => m.message.subject.includes(newcomer));
    expect(fr!.message.subject).toBe(`Nouvelle inscription : ${newcomer}`);
    expect(fr!.message.text).toContain('Rôle : Utilisateur');
    expect(fr!.to).not.toContain(japanese.address);
    expect(ja!.message.subject).toBe(`新規登録：${newcomer}`);
    expect(ja!.message.text).toContain('名前：（なし）');
  });
});
