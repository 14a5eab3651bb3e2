// Custom fields on clients and deals (docs/product/custom-fields.md): the definitions an account
// keeps per record kind, and the values records carry under `customFields`. Pure TypeScript.

/** The kinds of a custom field. */
export type CustomFieldKind = 'text' | 'longText' | 'number' | 'amount' | 'date' | 'yesNo' | 'choice' | 'choices' | 'email' | 'phone' | 'link';

/** One field of an account's clients or deals, stored in accounts/{a}/fieldDefinitions/{kind}. */
export type CustomFieldDefinition = {
  id: string;
  label: string;
  kind: CustomFieldKind;
  required: boolean;
  choices: string[];
  archived: boolean;
  order: number;
};

/** One value of a record's custom field. */
export type CustomFieldValue = string | number | boolean | string[] | null;

/** A record's custom field values by definition id. */
export type CustomFieldValues = Record<string, CustomFieldValue>;

/** The record kinds that carry custom fields. */
export type CustomFieldRecordKind = 'clients' | 'deals';
