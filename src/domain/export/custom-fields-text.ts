// Custom field values in the CRM text export (docs/product/import.md#export, docs/decisions/0255):
// a record's values under their labels, in the fields' order, each as the client page shows it
// (showValue, in the person's formats), a blank one left out. The text export is everything the
// account holds, so an archived field's value is there too, after the active ones and marked
// "(archived)", as the account's CSV keeps it (exportedFields). Pure; English, as the rest of the
// text file.
import { showValue } from '../custom-field-values';
import type { ValueFormatter } from '../custom-field-values';
import type { CustomFieldDefinition, CustomFieldKind, CustomFieldValues } from '../custom-fields';
import { exportedFields } from './custom-fields-backup';

/** The kinds' names in the text's "(not a valid …)" mark, as the settings screen names them in English. */
export const KIND_NAMES: Record<CustomFieldKind, string> = {
  text: 'text',
  longText: 'long text',
  number: 'number',
  amount: 'amount',
  date: 'date',
  yesNo: 'yes / no',
  choice: 'one choice',
  choices: 'several choices',
  email: 'e-mail',
  phone: 'phone',
  link: 'link',
};

/** Without the person's formats: ISO dates and plain numbers, as the text export's other fields. */
const PLAIN: ValueFormatter = { date: (iso) => iso, number: String, money: String };

/** The text of one field's value, as the client page shows it; '' when it has none. */
export function customFieldText(definition: CustomFieldDefinition, values: CustomFieldValues | undefined, format: ValueFormatter | null): string {
  const shown = showValue(definition, values?.[definition.id] ?? null, format ?? PLAIN, { yes: 'Yes', no: 'No' });
  if (shown.text === '') return '';
  return shown.invalid ? `${shown.text} (not a valid ${KIND_NAMES[definition.kind]})` : shown.text;
}

/**
 * A record's custom field lines of the text export: `   Label: value` for each field with a
 * value, the active fields in order, then the archived ones; a long text's further lines indented
 * under its first.
 */
export function customFieldTextLines(
  definitions: readonly CustomFieldDefinition[],
  values: CustomFieldValues | undefined,
  format: ValueFormatter | null,
): string[] {
  if (!values) return [];
  const lines: string[] = [];
  for (const d of exportedFields(definitions, [{ customFields: values }])) {
    const text = customFieldText(d, values, format);
    if (text === '') continue;
    lines.push(`   ${d.label}${d.archived ? ' (archived)' : ''}: ${text.replace(/\r?\n/g, '\n      ')}`);
  }
  return lines;
}
