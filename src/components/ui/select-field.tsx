import { translateText } from '../../lib/known-texts';
import { useId } from 'react';
import type { ComponentProps } from 'react';
import { inputClasses } from './text-field';
import { knownValueLabel } from './value-labels';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  error?: string | null;
  /** Visually hide the label (filters in a toolbar); it stays for assistive technology. */
  hideLabel?: boolean;
};

/** A labelled select with an optional error. */
export function SelectField({ label, options, error, hideLabel, id, className, ...props }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-fg-body'}>
        {label}
      </label>
      <select {...props} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={errorId} className={inputClasses}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {translateText(error)}
        </p>
      )}
    </div>
  );
}

/** 'in-progress' -> 'In Progress' (translated for known stored values; others title-cased as typed). */
export function labelOf(value: string): string {
  const known = knownValueLabel(value);
  if (known !== null) return known;
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function optionsOf(values: readonly string[], all?: string): SelectOption[] {
  const list = values.map((v) => ({ value: v, label: labelOf(v) }));
  return all ? [{ value: 'all', label: all }, ...list] : list;
}
