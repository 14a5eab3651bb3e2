import { translateText } from '../../lib/known-texts';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ComponentProps } from 'react';
import { inputClasses } from './text-field';

export type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  error?: string | null;
};

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({ label, error, id, className, ...props }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  const [visible, setVisible] = useState(false);
  const { t, i18n } = useLingui();
  // German capitalises nouns; the other languages name the field in lower case mid-sentence.
  const what = i18n.locale === 'de' ? label : label.toLowerCase();
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-fg-body">
        {label}
      </label>
      <div className="relative">
        <input
          {...props}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : props['aria-invalid']}
          aria-describedby={[props['aria-describedby'], errorId].filter(Boolean).join(' ') || undefined}
          className={`${inputClasses} pr-20`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t`Hide ${what}` : t`Show ${what}`}
          aria-controls={inputId}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-fg-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {translateText(error)}
        </p>
      )}
    </div>
  );
}

/** A new password as typed twice. */
export type NewPasswords = { password: string; confirmPassword: string };

export const NO_PASSWORDS: NewPasswords = { password: '', confirmPassword: '' };

export type NewPasswordFieldsProps = {
  value: NewPasswords;
  onChange: (value: NewPasswords) => void;
  disabled?: boolean;
};

/** A new password and its confirmation (sign-up, onboarding), each with its own Show/Hide. */
export function NewPasswordFields({ value, onChange, disabled }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const fields: { label: string; name: keyof NewPasswords }[] = [
    { label: t`Password`, name: 'password' },
    { label: t`Confirm Password`, name: 'confirmPassword' },
  ];
  return fields.map(({ label, name }) => (
    <PasswordField
      key={name}
      label={label}
      name={name}
      autoComplete="new-password"
      value={value[name]}
      onChange={(e) => onChange({ ...value, [name]: e.target.value })}
      disabled={disabled}
    />
  ));
}
