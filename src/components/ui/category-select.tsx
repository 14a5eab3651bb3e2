import { translateText } from '../../lib/known-texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { addCategory } from '../../domain/record-rules';
import type { CategoryGroup, CustomCategories } from '../../domain/types';
import { categoryOptions } from '../../domain/record-rules';
import { labelOf } from './select-field';
import { inputClasses } from './text-field';

export const ADD_OPTION = '__add__';

export type CategorySelectProps = {
  label: string;
  group: CategoryGroup;
  categories: CustomCategories;
  value: string;
  onChange: (value: string) => void;
  /** Saves a new name; resolves when saved. The select then shows it selected. */
  onAdd: (name: string) => Promise<void>;
  error?: string | null;
  /** Adds a first, empty "Select ..." choice (a required choice not yet made). */
  placeholder?: string;
  disabled?: boolean;
};

/**
 * A select of built-in and custom names ending with '+ Add Option', which opens an inline input:
 * Enter confirms, Escape cancels, blank or duplicate names are refused with the domain's messages.
 */
export function CategorySelect({ label, group, categories, value, onChange, onAdd, error, placeholder, disabled }: CategorySelectProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const options = categoryOptions(categories, group);
  // A value not (yet) in the list (e.g. a name saved a moment ago) still shows.
  const all = value && !options.includes(value) ? [...options, value] : options;

  const cancel = () => {
    setAdding(false);
    setDraft('');
    setAddError(null);
    queueMicrotask(() => selectRef.current?.focus());
  };

  const confirm = async () => {
    const result = addCategory(categories, group, draft);
    if (!result.ok) {
      setAddError(translateText(result.message));
      return;
    }
    setSaving(true);
    try {
      await onAdd(result.name);
      onChange(result.name);
      setAdding(false);
      setDraft('');
      setAddError(null);
      queueMicrotask(() => selectRef.current?.focus());
    } catch (e) {
      const detail = e instanceof Error && e.message ? translateText(e.message) : '';
      setAddError(detail ? t`Could not add the option: ${detail}` : t`Could not add the option.`);
    } finally {
      setSaving(false);
    }
  };

  const errorId = `${id}-error`;
  const lowerLabel = i18n.locale === 'de' ? label : label.toLowerCase();
  const shownError = (adding ? addError : null) ?? error;
  return (
    <div>
      <label htmlFor={adding ? `${id}-new` : id} className="mb-1 block text-sm font-medium text-fg-body">
        {adding ? t`New ${lowerLabel}` : label}
      </label>
      {adding ? (
        <div className="flex gap-2">
          <input
            id={`${id}-new`}
            autoFocus
            value={draft}
            disabled={saving}
            placeholder={t`Type a name, Enter to add, Escape to cancel`}
            onChange={(e) => {
              setDraft(e.target.value);
              setAddError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void confirm();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                cancel();
              }
            }}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? errorId : undefined}
            className={inputClasses}
          />
          <button
            type="button"
            onClick={() => void confirm()}
            disabled={saving}
            className="rounded-ui bg-primary-600 px-3 text-sm font-medium text-white hover:bg-primary-700 disabled:opacity-60 dark:bg-primary-500 dark:text-slate-950"
          >
            <Trans>Add</Trans>
          </button>
          <button type="button" onClick={cancel} className="rounded-ui px-3 text-sm text-fg-body hover:bg-surface-muted">
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <select
          ref={selectRef}
          id={id}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            if (e.target.value === ADD_OPTION) {
              setAdding(true);
              setAddError(null);
            } else onChange(e.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClasses}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {all.map((name) => (
            <option key={name} value={name}>
              {labelOf(name)}
            </option>
          ))}
          <option value={ADD_OPTION}>{t`+ Add Option`}</option>
        </select>
      )}
      {shownError && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {translateText(shownError)}
        </p>
      )}
    </div>
  );
}
