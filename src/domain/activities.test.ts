import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES,
  canDeleteActivity,
  canEditActivity,
  clientTouch,
  isStale,
  lastTouch,
  noteSegments,
  parseActivity,
  parseActivityPatch,
  staleBefore,
} from './activities';

const at = new Date(2026, 11, 3, 10, 30);

describe('activities', () => {
  it('parse a logged call, trimming its texts and keeping its line breaks', () => {
    const r = parseActivity({
      subject: ' c1 ',
      kind: 'call',
      at,
      text: '  first\r\nsecond  ',
      duration: '15',
      outcome: ' Will call back ',
      mentions: ['u1', 'u1', 7],
    });
    expect(r).toEqual({
      ok: true,
      value: { subject: 'c1', kind: 'call', at, text: 'first\nsecond', duration: 15, outcome: 'Will call back', mentions: ['u1'] },
    });
  });

  it('refuse a blank note, an unknown kind, a bad time, duration or client, too long a text and too many mentions, each with its message', () => {
    const base = { subject: 'c1', kind: 'note', at, text: 'x' };
    const message = (input: Record<string, unknown>) => {
      const r = parseActivity({ ...base, ...input });
      return r.ok ? null : r.message;
    };
    expect(message({ text: '  ' })).toBe(ACTIVITY_MESSAGES.textRequired);
    expect(message({ kind: 'visit' })).toBe(ACTIVITY_MESSAGES.kindInvalid);
    expect(message({ at: 'soon' })).toBe(ACTIVITY_MESSAGES.atInvalid);
    expect(message({ kind: 'call', duration: -5 })).toBe(ACTIVITY_MESSAGES.durationInvalid);
    expect(message({ kind: 'call', duration: ACTIVITY_LIMITS.durationMax + 1 })).toBe(ACTIVITY_MESSAGES.durationInvalid);
    expect(message({ subject: '' })).toBe(ACTIVITY_MESSAGES.clientRequired);
    expect(message({ subject: 'a/b' })).toBe(ACTIVITY_MESSAGES.clientRequired);
    expect(message({ text: 'x'.repeat(ACTIVITY_LIMITS.text + 1) })).toBe(ACTIVITY_MESSAGES.textTooLong);
    expect(message({ mentions: Array.from({ length: ACTIVITY_LIMITS.mentions + 1 }, (_, i) => `u${i}`) })).toBe(ACTIVITY_MESSAGES.tooManyMentions);
    expect(message({ text: 'x'.repeat(ACTIVITY_LIMITS.text) })).toBeNull();
  });

  it('name the limits in their messages', () => {
    expect(ACTIVITY_MESSAGES.textTooLong).toContain(ACTIVITY_LIMITS.text.toLocaleString('en-US'));
    expect(ACTIVITY_MESSAGES.durationInvalid).toContain(ACTIVITY_LIMITS.durationMax.toLocaleString('en-US'));
    expect(ACTIVITY_MESSAGES.tooManyMentions).toContain(String(ACTIVITY_LIMITS.mentions));
  });

  it('give a note no duration or outcome, and a log may go without text', () => {
    expect(parseActivity({ subject: 'c1', kind: 'note', at, text: 'Hi', duration: 30, outcome: 'x' })).toMatchObject({
      ok: true,
      value: { duration: 0, outcome: '' },
    });
    expect(parseActivity({ subject: 'c1', kind: 'email', at, text: '' })).toMatchObject({ ok: true, value: { text: '' } });
  });

  it("patch only the fields given, and never a note's text to blank", () => {
    expect(parseActivityPatch('call', { outcome: ' Signed ', duration: 5 })).toEqual({ ok: true, value: { outcome: 'Signed', duration: 5 } });
    expect(parseActivityPatch('note', { text: ' ' })).toMatchObject({ ok: false, message: ACTIVITY_MESSAGES.textRequired });
    expect(parseActivityPatch('note', { duration: 9 })).toEqual({ ok: true, value: {} });
  });

  it("move the client's last contact for a call, meeting or e-mail and its last activity for any, never backward", () => {
    expect(clientTouch({ lastContact: '2026-11-01' }, 'call', '2026-12-03')).toEqual({ lastContact: '2026-12-03', lastActivity: '2026-12-03' });
    expect(clientTouch({ lastContact: '2026-11-01' }, 'note', '2026-12-03')).toEqual({ lastActivity: '2026-12-03' });
    expect(clientTouch({ lastContact: '2026-12-10', lastActivity: '2026-12-10' }, 'meeting', '2026-12-03')).toBeNull();
    expect(clientTouch({ lastContact: '' }, 'email', '2026-12-03')).toEqual({ lastContact: '2026-12-03', lastActivity: '2026-12-03' });
  });

  it('call a client stale after 30 days without a contact or activity, or with none', () => {
    expect(staleBefore('2026-12-31')).toBe('2026-12-01');
    expect(staleBefore('2026-03-01')).toBe('2026-01-30');
    expect(lastTouch({ lastContact: '2026-10-01', lastActivity: '2026-11-15' })).toBe('2026-11-15');
    expect(isStale({ lastContact: '2026-11-02' }, '2026-12-03')).toBe(true);
    expect(isStale({ lastContact: '2026-11-02', lastActivity: '2026-11-20' }, '2026-12-03')).toBe(false);
    expect(isStale({ lastContact: '' }, '2026-12-03')).toBe(true);
  });

  it('let the author edit, and the author or a manager delete', () => {
    expect(canEditActivity({ authorId: 'u1' }, 'u1')).toBe(true);
    expect(canEditActivity({ authorId: 'u1' }, 'u2')).toBe(false);
    expect(canDeleteActivity({ authorId: 'u1' }, 'u2', true)).toBe(true);
    expect(canDeleteActivity({ authorId: 'u1' }, 'u2', false)).toBe(false);
  });

  it('cut a note into text, http(s) links and line breaks, leaving markup as text', () => {
    expect(noteSegments('See https://a.test/x?y=1, then\n<script>x</script> javascript:alert(1)')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', href: 'https://a.test/x?y=1', text: 'https://a.test/x?y=1' },
      { type: 'text', text: ', then' },
      { type: 'break' },
      { type: 'text', text: '<script>x</script> javascript:alert(1)' },
    ]);
  });
});
