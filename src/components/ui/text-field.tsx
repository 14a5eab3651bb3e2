import { translateText } from '../../lib/known-texts';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

export const inputClasses =
  'block w-full rounded-ui border border-line-strong bg-surface px-3 py-2 text-fg placeholder:text-slate-400 focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600/40 disabled:bg-surface-muted aria-[invalid=true]:border-red-600 dark:placeholder:text-slate-500 dark:focus:border-primary-400 dark:aria-[invalid=true]:border-red-400';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  /** A message about this field; marks the input invalid. */
  error?: string | null;
  hint?: ReactNode;
};

/** A labelled input with an optional hint and error, all wired up for assistive technology. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-fg-body">
        {label}
      </label>
      <input {...props} id={inputId} aria-invalid={error ? true : props['aria-invalid']} aria-describedby={describedBy} className={inputClasses} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-fg-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {translateText(error)}
        </p>
      )}
    </div>
  );
}
