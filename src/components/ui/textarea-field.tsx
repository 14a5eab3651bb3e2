import { useId } from 'react';
import type { ComponentProps } from 'react';
import { inputClasses } from './text-field';

/** A labelled multi-line input. */
export function TextareaField({ label, id, className, ...props }: ComponentProps<'textarea'> & { label: string }) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-fg-body">
        {label}
      </label>
      <textarea {...props} id={fieldId} rows={props.rows ?? 3} className={inputClasses} />
    </div>
  );
}
