// A note's text box with an @mention picker (docs/product/history.md#mentions): typing @ opens a
// list of the account's members, filtered as one types (src/domain/mentions.ts matchMembers);
// up and down move, Enter or Tab picks, Escape closes, a click picks. Picking puts `@Name ` in
// the text and tells the form which member it was. The text box is a combobox (ARIA 1.2) whose
// listbox it controls, with aria-activedescendant on the highlighted member.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { inputClasses } from '../../components/ui/text-field';
import { insertMention, matchMembers, mentionQueryAt } from '../../domain/mentions';
import type { MentionMember } from '../../domain/mentions';

type Query = { start: number; query: string };

export function MentionTextarea({
  label,
  value,
  onChange,
  members,
  onPick,
  required,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Who may be mentioned (the account's members who can see this client, the writer left out). */
  members: readonly MentionMember[];
  onPick: (member: MentionMember) => void;
  required?: boolean;
  rows?: number;
}) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-members`;
  const hintId = `${id}-hint`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<Query | null>(null);
  const [active, setActive] = useState(0);
  // The @ the user closed the list at with Escape: it stays closed until another @ is typed.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const caretAfter = useRef<number | null>(null);

  const options = query ? matchMembers(members, query.query) : [];
  const open = query !== null && query.start !== dismissed && options.length > 0;
  const current = Math.min(active, Math.max(options.length - 1, 0));

  useLayoutEffect(() => {
    const caret = caretAfter.current;
    if (caret === null || !ref.current) return;
    caretAfter.current = null;
    ref.current.setSelectionRange(caret, caret);
  });

  const follow = (text: string, caret: number) => {
    const q = mentionQueryAt(text, caret);
    setQuery(q);
    if (!q || q.query !== query?.query || q.start !== query?.start) setActive(0);
    if (q?.start !== dismissed) setDismissed(null);
  };

  const pick = (member: MentionMember) => {
    if (!query) return;
    const caret = ref.current?.selectionStart ?? value.length;
    const next = insertMention(value, query.start, Math.max(caret, query.start + 1 + query.query.length), member.name);
    caretAfter.current = next.caret;
    onChange(next.text);
    onPick(member);
    setQuery(null);
    ref.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      pick(options[current]!);
    } else if (e.key === 'Escape') {
      // Closes the list only: a dialog around the form stays open.
      e.preventDefault();
      e.stopPropagation();
      setDismissed(query.start);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-fg-body">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        required={required}
        value={value}
        className={inputClasses}
        role="combobox"
        aria-multiline="true"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        aria-describedby={hintId}
        onChange={(e) => {
          onChange(e.target.value);
          follow(e.target.value, e.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onKeyUp={(e) => {
          // Typing is followed by onChange; here only the keys that move the caret.
          if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) follow(e.currentTarget.value, e.currentTarget.selectionStart);
        }}
        onClick={(e) => follow(e.currentTarget.value, e.currentTarget.selectionStart)}
        onBlur={() => setQuery(null)}
      />
      <p id={hintId} className="mt-1 text-xs text-fg-subtle">
        {t`Type @ to mention a member; they are told.`}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Members to mention`}
        hidden={!open}
        className="absolute left-0 z-20 mt-1 max-h-64 w-full max-w-sm overflow-auto rounded-ui border border-line bg-surface py-1 shadow-lg"
      >
        {open &&
          options.map((m, i) => (
            <li
              key={m.uid}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === current}
              className={`cursor-pointer px-3 py-1.5 text-sm ${i === current ? 'bg-primary-100 text-fg dark:bg-primary-900' : 'text-fg-body'}`}
              // Keeps the focus (and the caret) in the text box.
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(m)}
            >
              {m.name}
            </li>
          ))}
      </ul>
    </div>
  );
}
