// The submitContact function: schema validation, the per-IP and per-e-mail limit, the honeypot.
import { afterAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../src/domain/contact';
import { appOrigin, functionsUrl } from '../billing/helpers';
import { adminDb, closeAdmin } from '../support/emulators';

type Reply = { ok: true } | { ok: false; status: string; message: string };

let ipCounter = 0;
/** A fresh client address for each test (sent as the last X-Forwarded-For hop, as a proxy adds it). */
const freshIp = () => `203.0.113.${(Date.now() % 200) + ++ipCounter}-${Math.random().toString(36).slice(2, 6)}`;
const freshEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@buyer.test`;

async function send(data: Record<string, unknown>, ip: string): Promise<Reply> {
  const response = await fetch(`${await functionsUrl()}/submitContact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: await appOrigin(), 'x-forwarded-for': ip },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { status: string; message: string } };
  return body.error ? { ok: false, status: body.error.status, message: body.error.message } : { ok: true };
}

const message = (email: string, marker: string, over: Record<string, unknown> = {}) => ({
  fullName: 'Pat Buyer',
  email,
  company: 'Buyer Inc',
  message: `We would like a quote. ${marker}`,
  ...over,
});

async function stored(marker: string) {
  const all = await adminDb().collection('contactSales').get();
  return all.docs.map((d) => d.data()).filter((d) => String(d.message).endsWith(marker));
}

describe('contact sales messages through submitContact', () => {
  afterAll(closeAdmin);

  it('a valid message is stored cleaned, with the server time', async () => {
    const marker = `m-${Date.now()}`;
    const email = freshEmail('Pat');
    expect(await send(message(`  ${email.toUpperCase()} `, marker, { fullName: ' Pat Buyer ' }), freshIp())).toEqual({ ok: true });
    const docs = await stored(marker);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ fullName: 'Pat Buyer', email: email.toLowerCase(), company: 'Buyer Inc' });
    expect(Object.keys(docs[0]!).sort()).toEqual(['company', 'createdAt', 'email', 'fullName', 'message']);
  });

  it('the 6th message in an hour from one e-mail is refused with resource-exhausted and a clear message', async () => {
    const email = freshEmail('same-email');
    const marker = `e-${Date.now()}`;
    for (let i = 0; i < 5; i++) expect(await send(message(email, marker), freshIp())).toEqual({ ok: true });
    const sixth = await send(message(email, marker), freshIp());
    expect(sixth).toEqual({ ok: false, status: 'RESOURCE_EXHAUSTED', message: CONTACT_MESSAGES.tooMany });
    expect(await stored(marker)).toHaveLength(5);
  });

  it('the 6th message in an hour from one IP address is refused, whatever the e-mails', async () => {
    const ip = freshIp();
    const marker = `i-${Date.now()}`;
    for (let i = 0; i < 5; i++) expect(await send(message(freshEmail(`ip${i}`), marker), ip)).toEqual({ ok: true });
    const sixth = await send(message(freshEmail('ip6'), marker), ip);
    expect(sixth).toEqual({ ok: false, status: 'RESOURCE_EXHAUSTED', message: CONTACT_MESSAGES.tooMany });
    expect(await stored(marker)).toHaveLength(5);
    // Another address is not affected.
    expect(await send(message(freshEmail('other'), marker), freshIp())).toEqual({ ok: true });
  });

  it('a filled honeypot is answered as sent but nothing is stored', async () => {
    const marker = `h-${Date.now()}`;
    expect(await send(message(freshEmail('bot'), marker, { website: 'http://spam.example' }), freshIp())).toEqual({ ok: true });
    expect(await stored(marker)).toHaveLength(0);
  });

  it.each([
    ['no full name', { fullName: '  ' }, CONTACT_MESSAGES.fullName],
    ['an invalid e-mail', { email: 'not-an-email' }, CONTACT_MESSAGES.email],
    ['no message', { message: '' }, CONTACT_MESSAGES.message],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, CONTACT_MESSAGES.tooLong('Message', 5000)],
    ['a full name that is not text', { fullName: { a: 1 } }, CONTACT_MESSAGES.fullName],
  ])('a message with %s is refused with invalid-argument and the form text', async (_what, over, text) => {
    const marker = `v-${Date.now()}-${Math.random()}`;
    const reply = await send(message(freshEmail('bad'), marker, over), freshIp());
    expect(reply).toEqual({ ok: false, status: 'INVALID_ARGUMENT', message: text });
  });

  it('extra fields are not stored', async () => {
    const marker = `x-${Date.now()}`;
    expect(await send(message(freshEmail('extra'), marker, { role: 'owner', createdAt: 'yesterday' }), freshIp())).toEqual({ ok: true });
    const docs = await stored(marker);
    expect(docs).toHaveLength(1);
    expect(docs[0]).not.toHaveProperty('role');
  });
});
