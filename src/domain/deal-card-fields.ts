// The custom fields a deal card shows (docs/product/deals.md#the-board): the deal's filled active
// fields in the fields' order, at most CARD_FIELDS of them, and how many more it has, so a card
// stays three lines taller at most however many fields an account defines (docs/decisions/0244).
import type { CustomFieldDefinition, CustomFieldValue, CustomFieldValues } from './custom-fields';

/** The most custom fields a card shows; the rest are counted ("+N more"). */
export const CARD_FIELDS = 3;

/** Whether a stored value says something (a blank or an empty list does not; "No" does). */
export const isFilled = (value: CustomFieldValue | undefined): value is Exclude<CustomFieldValue, null> =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export type CardField = { definition: CustomFieldDefinition; value: Exclude<CustomFieldValue, null> };
export type CardFields = { shown: CardField[]; more: number };

export const NO_CARD_FIELDS: CardFields = { shown: [], more: 0 };

/**
 * The fields a card shows, from the active fields in order (`fields`, as `activeFields` gives
 * them: sorted once per board, not per card) and the deal's values.
 */
export function cardFieldsOf(fields: readonly CustomFieldDefinition[], values: CustomFieldValues | undefined, max = CARD_FIELDS): CardFields {
  if (!values || fields.length === 0) return NO_CARD_FIELDS;
  const filled: CardField[] = [];
  let count = 0;
  for (const definition of fields) {
    const value = values[definition.id];
    if (!isFilled(value)) continue;
    count += 1;
    if (filled.length < max) filled.push({ definition, value });
  }
  return count === 0 ? NO_CARD_FIELDS : { shown: filled, more: count - filled.length };
}
