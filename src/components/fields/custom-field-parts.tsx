// Custom fields on the record screens (docs/product/custom-fields.md): the names of the kinds,
// an input per kind for the add and edit forms, and a value as the record page and the deal
// card show it. The definitions come from useFieldDefinitions; values are checked by the one
// schema (src/domain/custom-fields.ts) as they are typed and again by the data layer on save.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { activeFields, parseFieldValue } from '../../domain/custom-fields';
import { inputValue, showValue } from '../../domain/custom-field-values';
import type { CustomFieldDefinition, CustomFieldKind, CustomFieldValue, CustomFieldValues } from '../../domain/custom-fields';
import { translateText } from '../../lib/known-texts';
import { useFormat } from '../../lib/use-format';
import { SelectField } from '../ui/select-field';
import { TextField, inputClasses } from '../ui/text-field';

export const KIND_LABELS: Record<CustomFieldKind, MessageDescriptor> = {
  text: msg`Text`,
  longText: msg`Long text`,
  number: msg`Number`,
  amount: msg`Amount`,
  date: msg`Date`,
  yesNo: msg`Yes / no`,
  choice: msg`One choice`,
  choices: msg`Several choices`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  link: msg`Link`,
};

/** What a form holds for one field: text, a checkbox's state or the picked choices. */
export type CustomFieldInput = string | boolean | string[];
export type CustomFieldInputs = Record<string, CustomFieldInput>;

/** A record's stored values as the form's inputs (every definition, archived ones too, so they are sent back unchanged). */
export function customFieldInputsOf(definitions: readonly CustomFieldDefinition[] | null, values: CustomFieldValues | undefined): CustomFieldInputs {
  const out: CustomFieldInputs = {};
  for (const [id, value] of Object.entries(values ?? {})) {
    const definition = definitions?.find((d) => d.id === id);
    out[id] = definition ? inputValue(definition, value) : typeof value === 'number' ? String(value) : (value as CustomFieldInput);
  }
  return out;
}

const INPUT_TYPES: Partial<Record<CustomFieldKind, string>> = { number: 'number', amount: 'number', date: 'date', email: 'email', phone: 'tel', link: 'url' };

/** One input of one field. */
export function CustomFieldInputControl({
  definition,
  value,
  error,
  onChange,
  onBlur,
}: {
  definition: CustomFieldDefinition;
  value: CustomFieldInput | undefined;
  error?: string | null;
  onChange: (value: CustomFieldInput) => void;
  onBlur?: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const format = useFormat();
  const label = definition.required ? `${definition.label} *` : definition.label;
  const errorText = error ? translateText(error) : null;
  if (definition.kind === 'yesNo') {
    return (
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-fg-body">
          <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} />
          {label}
        </label>
        {errorText && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errorText}</p>}
      </div>
    );
  }
  if (definition.kind === 'choices') {
    const picked = Array.isArray(value) ? value : [];
    const gone = picked.filter((p) => !definition.choices.includes(p));
    return (
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-fg-body">{label}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {[...definition.choices, ...gone].map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm text-fg-body">
              <input
                type="checkbox"
                checked={picked.includes(choice)}
                onChange={(e) => onChange(e.target.checked ? [...picked, choice] : picked.filter((p) => p !== choice))}
                onBlur={onBlur}
              />
              {choice}
            </label>
          ))}
        </div>
        {errorText && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errorText}</p>}
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join('; ') : '';
  if (definition.kind === 'choice') {
    const offered = definition.choices.includes(text) || text === '' ? definition.choices : [...definition.choices, text];
    return (
      <SelectField
        label={label}
        value={text}
        error={error}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        options={[{ value: '', label: t`None` }, ...offered.map((c) => ({ value: c, label: c }))]}
      />
    );
  }
  if (definition.kind === 'longText') {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-fg-body">
          {label}
        </label>
        <textarea
          id={id}
          rows={3}
          className={inputClasses}
          value={text}
          maxLength={5000}
          aria-invalid={errorText ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        {errorText && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errorText}</p>}
      </div>
    );
  }
  // A value its kind does not accept (a kind change could not convert it) is shown as it is in a text input.
  const valid = text === '' || parseFieldValue(definition, text).ok;
  const kindName = t(KIND_LABELS[definition.kind]).toLowerCase();
  const type = valid ? (INPUT_TYPES[definition.kind] ?? 'text') : 'text';
  return (
    <TextField
      label={definition.kind === 'amount' ? `${label} (${format.currencySymbol})` : label}
      type={type}
      step={definition.kind === 'amount' ? 0.01 : definition.kind === 'number' ? 'any' : undefined}
      value={text}
      maxLength={500}
      error={error ?? (valid ? null : t`Not a valid ${kindName}: kept as it is until you change it.`)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

/**
 * The inputs of the account's active custom fields, in order. A value is checked with the one
 * schema when its input loses focus; the error of a save is shown by its field as well.
 */
export function CustomFieldsInputs({
  definitions,
  values,
  errors,
  onChange,
  onError,
}: {
  definitions: readonly CustomFieldDefinition[] | null;
  values: CustomFieldInputs;
  errors: Record<string, string | undefined>;
  onChange: (values: CustomFieldInputs) => void;
  onError: (id: string, message: string | undefined) => void;
}) {
  const fields = activeFields(definitions ?? []);
  if (fields.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="custom-fields">
      {fields.map((d) => (
        <div key={d.id} className={d.kind === 'longText' || d.kind === 'choices' ? 'sm:col-span-2' : undefined}>
          <CustomFieldInputControl
            definition={d}
            value={values[d.id]}
            error={errors[d.id]}
            onChange={(v) => {
              onChange({ ...values, [d.id]: v });
              onError(d.id, undefined);
            }}
            onBlur={() => {
              const v = values[d.id];
              if (v === undefined) return;
              const parsed = parseFieldValue(d, v);
              onError(d.id, parsed.ok ? undefined : parsed.message);
            }}
          />
        </div>
      ))}
    </div>
  );
}

/** A value as the record page and the deal card show it, in the user's formats; marked when its kind does not accept it. */
export function CustomFieldValueText({ definition, value }: { definition: CustomFieldDefinition; value: CustomFieldValue | undefined }) {
  const { t } = useLingui();
  const format = useFormat();
  const shown = showValue(definition, value ?? null, format, { yes: t`Yes`, no: t`No` });
  if (!shown.invalid) return <>{shown.text}</>;
  const name = t(KIND_LABELS[definition.kind]).toLowerCase();
  return (
    <>
      {shown.text}{' '}
      <span className="text-sm text-amber-700 dark:text-amber-300">
        <Trans>(not a valid {name})</Trans>
      </span>
    </>
  );
}
