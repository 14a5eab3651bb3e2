// A field of the pipelines settings that saves itself (pipeline-editor.tsx, lost-reasons-editor.tsx):
// it keeps what the person typed until Enter or leaving the field, then saves it; a refusal shows
// under the field and the text stays, so nothing typed is lost. A new stored value replaces the
// text while the field is not being edited.
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { TextField } from '../../components/ui/text-field';

export type SavingFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  label: string;
  stored: string;
  /** Saves the text; resolves to the message to show, or null once saved. */
  onSave: (value: string) => Promise<string | null>;
  disabled?: boolean;
};

export function SavingField({ label, stored, onSave, disabled, className, ...props }: SavingFieldProps) {
  const [draft, setDraft] = useState<{ from: string; value: string } | null>(null);
  const [error, setError] = useState<{ from: string; text: string } | null>(null);
  const value = draft && draft.from === stored ? draft.value : stored;
  const shownError = error && error.from === stored ? error.text : null;
  const commit = async () => {
    if (value === stored) {
      setDraft(null);
      setError(null);
      return;
    }
    const problem = await onSave(value);
    if (problem) setError({ from: stored, text: problem });
    else {
      setDraft(null);
      setError(null);
    }
  };
  return (
    <TextField
      {...props}
      className={className}
      label={label}
      value={value}
      disabled={disabled}
      error={shownError}
      onChange={(e) => setDraft({ from: stored, value: e.target.value })}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void commit();
        }
        if (e.key === 'Escape' && draft) {
          e.stopPropagation();
          setDraft(null);
          setError(null);
        }
      }}
    />
  );
}
