// Recognising the export a file comes from (HubSpot's contacts or deals, Salesforce, Zoho, Pipedrive's people, organizations or deals, Google
// Contacts, Outlook, Apple Contacts, Xero, QuickBooks, Stripe), from the headers only that tool
// writes, for the mapping screen's "Recognised as ..." line. The mapping itself does not depend on
// it: the synonyms (synonyms.ts) map these headers whatever the file. Pure.
import { headerKey, toolPrefixOf } from './headers';

export const TOOLS = [
  'hubspot-deals',
  'pipedrive-deals',
  'hubspot',
  'salesforce',
  'zoho-crm',
  'bigin',
  'pipedrive-people',
  'pipedrive-organizations',
  'google-contacts',
  'google-contacts-legacy',
  'outlook',
  'apple-contacts',
  'xero',
  'quickbooks',
  'stripe',
] as const;
export type ToolId = (typeof TOOLS)[number];

type Keys = ReadonlySet<string>;
const any = (keys: Keys, ...words: string[]) => words.some((w) => keys.has(w));

/** Zoho's own timestamps ("Created Time", "Modified Time"; German "Erstellungszeit"). */
const zoho = (k: Keys) =>
  any(k, 'createdtime', 'modifiedtime', 'erstellungszeit', 'anderungszeit') && any(k, 'recordid', 'contactowner', 'kontaktinhaber', 'createdby');

/** Signatures in order: the first that fits names the tool. */
const SIGNATURES: readonly [ToolId, (k: Keys) => boolean][] = [
  ['google-contacts', (k) => any(k, 'email1value', 'phone1value') && any(k, 'email1label', 'phone1label') && any(k, 'firstname', 'fileas', 'labels')],
  ['google-contacts-legacy', (k) => any(k, 'email1type', 'phone1type') && any(k, 'email1value', 'phone1value') && any(k, 'givenname', 'groupmembership')],
  [
    'outlook',
    (k) =>
      (any(k, 'emailaddress') && any(k, 'email2address', 'businessphone', 'mobilephone', 'homephone') && any(k, 'middlename', 'suffix', 'emaildisplayname')) ||
      (any(k, 'emailadresse') && any(k, 'vorname') && any(k, 'weiterevornamen', 'mobiltelefon', 'telefongeschaftlich')),
  ],
  ['hubspot', (k) => any(k, 'recordid') && any(k, 'lifecyclestage', 'marketingcontactstatus', 'createdate', 'associatedcompany')],
  ['bigin', (k) => zoho(k) && (any(k, 'contactsource') || (any(k, 'companyname') && !any(k, 'accountname')))],
  ['zoho-crm', zoho],
  [
    'salesforce',
    (k) =>
      (any(k, 'accountname') && any(k, 'mailingstreet', 'mailingcity', 'contactid', 'contactowner', 'contactowneralias', 'leadsource', 'createddate')) ||
      (any(k, 'accountid') && any(k, 'ownerid', 'mailingstreet')),
  ],
  ['xero', (k) => any(k, 'contactname') && any(k, 'emailaddress') && any(k, 'poaddressline1', 'saaddressline1', 'accountnumber', 'taxnumber')],
  [
    'quickbooks',
    (k) => any(k, 'customer', 'customerfullname', 'displaynameas', 'name') && any(k, 'openbalance', 'balancetotal', 'mainemail', 'mrmsetc', 'billto'),
  ],
  ['stripe', (k) => any(k, 'id') && any(k, 'email') && any(k, 'createdutc', 'delinquent', 'totalspend', 'businessvatid', 'cardid')],
];

/** The tool whose export these headers are, or null. `format`: the file's (a .vcf is Apple Contacts' vCard). */
export function recogniseTool(headers: readonly string[], format?: string): ToolId | null {
  if (format === 'vcf') return 'apple-contacts';
  const prefixes = new Set(headers.map(toolPrefixOf).filter((p): p is string => p !== null));
  // A Pipedrive deals export names the deal's columns "Deal - ..." beside "Person - ..." ones.
  if (prefixes.has('deal')) return 'pipedrive-deals';
  if (prefixes.has('person')) return 'pipedrive-people';
  if (prefixes.has('organization') || prefixes.has('organisation')) return 'pipedrive-organizations';
  const keys = new Set(headers.map(headerKey));
  // HubSpot's deals export: its own deal columns, before its contacts' signature (both have "Record ID").
  if (any(keys, 'dealname') && any(keys, 'dealstage')) return 'hubspot-deals';
  for (const [tool, fits] of SIGNATURES) if (fits(keys)) return tool;
  return null;
}
