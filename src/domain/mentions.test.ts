import { describe, expect, it } from 'vitest';
import {
  insertMention,
  matchMembers,
  mentionName,
  mentionQueryAt,
  mentionSegments,
  mentionsInText,
  newlyMentioned,
  noticeExcerpt,
  noticeId,
  NOTICE_EXCERPT,
  storedMentions,
  unreadCount,
} from './mentions';

const ana = { uid: 'u-ana', name: 'Ana Lopez' };
const anabel = { uid: 'u-anabel', name: 'Anabel' };
const bo = { uid: 'u-bo', name: 'Bo Ng' };
const zoe = { uid: 'u-zoe', name: 'Zoë Martin' };

describe('mentions', () => {
  it('a member is named by their display name, else their e-mail', () => {
    expect(mentionName({ displayName: '  Ana   Lopez ', email: 'ana@x.test' })).toBe('Ana Lopez');
    expect(mentionName({ displayName: '', email: 'bo@x.test' })).toBe('bo@x.test');
  });

  it('an @ at the start or after a space opens a query up to the caret', () => {
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('Call @an', 8)).toEqual({ start: 5, query: 'an' });
    expect(mentionQueryAt('line\n@Ana L', 11)).toEqual({ start: 5, query: 'Ana L' });
  });

  it('an @ inside a word, after a line break in the query or too long ago opens nothing', () => {
    expect(mentionQueryAt('mail ana@x.test', 15)).toBeNull();
    expect(mentionQueryAt('@ana\nnext', 9)).toBeNull();
    expect(mentionQueryAt(`@${'a'.repeat(41)}`, 42)).toBeNull();
    expect(mentionQueryAt('@ ', 2)).toBeNull();
    expect(mentionQueryAt('@Ana Lopez ', 11)).toBeNull();
    expect(mentionQueryAt('no at sign', 10)).toBeNull();
  });

  it('the picker offers names starting with the query first, then a word, then anywhere, ignoring case and accents', () => {
    const all = [bo, anabel, ana, zoe, { uid: 'u-dan', name: 'Dana' }];
    expect(matchMembers(all, 'an').map((m) => m.uid)).toEqual(['u-ana', 'u-anabel', 'u-dan']);
    expect(matchMembers(all, 'ng').map((m) => m.uid)).toEqual(['u-bo']);
    expect(matchMembers(all, 'zoe').map((m) => m.uid)).toEqual(['u-zoe']);
    expect(matchMembers(all, '').map((m) => m.uid)).toEqual(['u-ana', 'u-anabel', 'u-bo', 'u-dan', 'u-zoe']);
    expect(matchMembers(all, 'x')).toEqual([]);
    expect(matchMembers(all, '', 2)).toHaveLength(2);
  });

  it('picking puts @Name and a space in place of the query, and the caret after it', () => {
    expect(insertMention('Ask @an about it', 4, 7, 'Ana Lopez')).toEqual({ text: 'Ask @Ana Lopez about it', caret: 15 });
    expect(insertMention('@b', 0, 2, 'Bo Ng')).toEqual({ text: '@Bo Ng ', caret: 7 });
  });

  it('a note mentions the picked members whose @Name is still in its text, each once, in the order picked', () => {
    const text = 'Ask @Ana Lopez and @Bo Ng, then @Ana Lopez again';
    expect(mentionsInText(text, [bo, ana, bo])).toEqual(['u-bo', 'u-ana']);
    expect(mentionsInText('Ask Ana Lopez', [ana])).toEqual([]);
    // "@Anabel" is not a mention of "Ana"; "@Bo Ngx" not of "Bo Ng".
    expect(mentionsInText('@Anabel and @Bo Ngx', [{ uid: 'u-a', name: 'Ana' }, bo])).toEqual([]);
  });

  it('an edit that deletes the @Name drops the mention; one that keeps it keeps it', () => {
    const before = 'Ask @Ana Lopez and @Bo Ng';
    expect(mentionsInText(before, [ana, bo])).toEqual(['u-ana', 'u-bo']);
    expect(mentionsInText('Ask @Bo Ng', [ana, bo])).toEqual(['u-bo']);
  });

  it('at most 20 members are mentioned', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ uid: `u${i}`, name: `M${i}` }));
    expect(mentionsInText(many.map((m) => `@${m.name}`).join(' '), many)).toHaveLength(20);
  });

  it('a note is drawn with its mentions, links and line breaks; the longer name wins', () => {
    expect(mentionSegments('Hi @Ana Lopez, see https://x.test\n@Anabel', [{ uid: 'u-a', name: 'Ana' }, ana, anabel])).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'mention', uid: 'u-ana', text: '@Ana Lopez' },
      { type: 'text', text: ', see ' },
      { type: 'link', href: 'https://x.test', text: 'https://x.test' },
      { type: 'break' },
      { type: 'mention', uid: 'u-anabel', text: '@Anabel' },
    ]);
  });

  it('a note without mentions is drawn as before, and an e-mail address is no mention', () => {
    expect(mentionSegments('see https://x.test', [])).toEqual([
      { type: 'text', text: 'see ' },
      { type: 'link', href: 'https://x.test', text: 'https://x.test' },
    ]);
    expect(mentionSegments('write bo@Bo Ng', [bo])).toEqual([{ type: 'text', text: 'write bo@Bo Ng' }]);
  });

  it('only members newly mentioned are told, never the author', () => {
    expect(newlyMentioned(undefined, ['a', 'b', 'me'], 'me')).toEqual(['a', 'b']);
    expect(newlyMentioned(['a'], ['a', 'b'], 'me')).toEqual(['b']);
    expect(newlyMentioned(['a', 'b'], ['a'], 'me')).toEqual([]);
  });

  it('stored mentions keep only uids', () => {
    expect(storedMentions(['a', 3, '', 'b'])).toEqual(['a', 'b']);
    expect(storedMentions('a')).toEqual([]);
  });

  it('a notice quotes one line of the note, cut at 140 characters', () => {
    expect(noticeExcerpt(' one\ntwo ')).toBe('one two');
    const cut = noticeExcerpt('x'.repeat(300));
    expect(cut).toHaveLength(NOTICE_EXCERPT);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('a notice is one per account and note, and unread until read', () => {
    expect(noticeId('acc', 'act')).toBe('acc_act');
    expect(unreadCount([{ readAt: null }, { readAt: new Date() }, { readAt: null }])).toBe(2);
  });
});
