import { describe, expect, it } from 'vitest';
import { EMPTY_CATEGORIES } from '../schemas';
import { autoMap, detectKind } from './mapping';
import { planOf } from './plan';
import { rowToRecord } from './rows';
import { recogniseTool } from './tools';
import { parseVCard } from './vcard';

const now = new Date(2026, 10, 22, 12);

// Header rows of the tools' real contacts exports (the columns a default export writes, in order;
// long tails of address and custom columns cut).
const EXPORTS = {
  hubspot: [
    'Record ID',
    'First Name',
    'Last Name',
    'Email',
    'Phone Number',
    'Contact owner',
    'Lead Status',
    'Marketing contact status',
    'Create Date',
    'Last Activity Date',
    'Associated Company',
    'Lifecycle Stage',
  ],
  salesforce: [
    'Contact Owner',
    'Salutation',
    'First Name',
    'Last Name',
    'Title',
    'Account Name',
    'Mailing Street',
    'Mailing City',
    'Mailing State/Province',
    'Mailing Zip/Postal Code',
    'Mailing Country',
    'Phone',
    'Mobile',
    'Email',
    'Lead Source',
    'Created Date',
    'Last Activity',
  ],
  salesforceApi: [
    'Id',
    'AccountId',
    'LastName',
    'FirstName',
    'Salutation',
    'MailingStreet',
    'MailingCity',
    'Phone',
    'MobilePhone',
    'Email',
    'Title',
    'OwnerId',
    'CreatedDate',
  ],
  zoho: [
    'Record Id',
    'Contact Owner',
    'Lead Source',
    'First Name',
    'Last Name',
    'Account Name',
    'Email',
    'Title',
    'Department',
    'Phone',
    'Mobile',
    'Created Time',
    'Modified Time',
    'Full Name',
    'Mailing Street',
    'Description',
    'Last Activity Time',
    'Secondary Email',
  ],
  bigin: [
    'Record Id',
    'Contact Owner',
    'First Name',
    'Last Name',
    'Title',
    'Email',
    'Mobile',
    'Phone',
    'Company Name',
    'Contact Source',
    'Created Time',
    'Modified Time',
    'Description',
  ],
  pipedrive: [
    'Person - ID',
    'Person - Name',
    'Person - First name',
    'Person - Last name',
    'Person - Label',
    'Person - Organization',
    'Person - Email - Work',
    'Person - Email - Home',
    'Person - Phone - Work',
    'Person - Phone - Mobile',
    'Person - Owner',
    'Person - Person created',
    'Person - Last activity date',
  ],
  google: [
    'First Name',
    'Middle Name',
    'Last Name',
    'Phonetic First Name',
    'Phonetic Middle Name',
    'Phonetic Last Name',
    'Name Prefix',
    'Name Suffix',
    'Nickname',
    'File As',
    'Organization Name',
    'Organization Title',
    'Organization Department',
    'Birthday',
    'Notes',
    'Photo',
    'Labels',
    'E-mail 1 - Label',
    'E-mail 1 - Value',
    'E-mail 2 - Label',
    'E-mail 2 - Value',
    'Phone 1 - Label',
    'Phone 1 - Value',
  ],
  googleLegacy: [
    'Name',
    'Given Name',
    'Additional Name',
    'Family Name',
    'Yomi Name',
    'Given Name Yomi',
    'Additional Name Yomi',
    'Family Name Yomi',
    'Name Prefix',
    'Name Suffix',
    'Initials',
    'Nickname',
    'Short Name',
    'Maiden Name',
    'Birthday',
    'Gender',
    'Notes',
    'Group Membership',
    'E-mail 1 - Type',
    'E-mail 1 - Value',
    'Phone 1 - Type',
    'Phone 1 - Value',
    'Organization 1 - Type',
    'Organization 1 - Name',
    'Organization 1 - Title',
  ],
  outlook: [
    'First Name',
    'Middle Name',
    'Last Name',
    'Title',
    'Suffix',
    'Nickname',
    'Given Yomi',
    'Surname Yomi',
    'E-mail Address',
    'E-mail 2 Address',
    'E-mail 3 Address',
    'Home Phone',
    'Business Phone',
    'Mobile Phone',
    'Company',
    'Job Title',
    'Notes',
    'Birthday',
  ],
  outlookDe: [
    'Anrede',
    'Vorname',
    'Weitere Vornamen',
    'Nachname',
    'Suffix',
    'Firma',
    'Abteilung',
    'Position',
    'Telefon geschäftlich',
    'Mobiltelefon',
    'E-Mail-Adresse',
    'E-Mail 2: Adresse',
    'Notizen',
  ],
  xero: [
    '*ContactName',
    'AccountNumber',
    'EmailAddress',
    'FirstName',
    'LastName',
    'POAttentionTo',
    'POAddressLine1',
    'POCity',
    'PhoneNumber',
    'MobileNumber',
    'TaxNumber',
    'Website',
  ],
  quickbooks: ['Customer', 'Company name', 'Street Address', 'City', 'State', 'Country', 'Zip', 'Phone', 'Email', 'Attachments', 'Open Balance', 'Notes'],
  stripe: [
    'id',
    'Description',
    'Email',
    'Name',
    'Created (UTC)',
    'Card ID',
    'Phone',
    'Delinquent',
    'Balance',
    'Currency',
    'Total Spend',
    'Payment Count',
    'Business Vat ID',
  ],
} as const;

const fieldsOf = (headers: readonly string[]) => {
  const mapping = autoMap('clients', headers);
  return Object.fromEntries(headers.map((h, i) => [h, mapping[i]]).filter(([, f]) => f !== ''));
};

describe('the common contacts exports map themselves', () => {
  it('maps a HubSpot contacts export and recognises it', () => {
    expect(detectKind(EXPORTS.hubspot)).toBe('clients');
    expect(recogniseTool(EXPORTS.hubspot)).toBe('hubspot');
    expect(fieldsOf(EXPORTS.hubspot)).toMatchObject({
      'First Name': 'name',
      'Last Name': 'name',
      Email: 'email',
      'Phone Number': 'phone',
      'Create Date': 'dateAdded',
      'Last Activity Date': 'lastContact',
      'Associated Company': 'company',
      'Lead Status': 'status',
    });
  });

  it('maps a Salesforce report export (Classic and Lightning) and a data export with API names', () => {
    expect(recogniseTool(EXPORTS.salesforce)).toBe('salesforce');
    expect(fieldsOf(EXPORTS.salesforce)).toMatchObject({
      'First Name': 'name',
      'Last Name': 'name',
      'Account Name': 'company',
      Phone: 'phone',
      Mobile: 'phone',
      Email: 'email',
      'Created Date': 'dateAdded',
      'Last Activity': 'lastContact',
    });
    expect(recogniseTool(EXPORTS.salesforceApi)).toBe('salesforce');
    expect(fieldsOf(EXPORTS.salesforceApi)).toMatchObject({
      FirstName: 'name',
      LastName: 'name',
      Email: 'email',
      Phone: 'phone',
      MobilePhone: 'phone',
      CreatedDate: 'dateAdded',
    });
  });

  it('maps Zoho CRM and Bigin contacts exports', () => {
    expect(recogniseTool(EXPORTS.zoho)).toBe('zoho-crm');
    expect(fieldsOf(EXPORTS.zoho)).toMatchObject({
      'First Name': 'name',
      'Full Name': 'name',
      'Account Name': 'company',
      Email: 'email',
      'Secondary Email': 'email',
      Description: 'notes',
      'Created Time': 'dateAdded',
    });
    expect(recogniseTool(EXPORTS.bigin)).toBe('bigin');
    expect(fieldsOf(EXPORTS.bigin)).toMatchObject({ 'Company Name': 'company', Email: 'email', Mobile: 'phone' });
  });

  it('maps a Pipedrive people export, typed e-mail and phone columns included', () => {
    expect(recogniseTool(EXPORTS.pipedrive)).toBe('pipedrive-people');
    expect(fieldsOf(EXPORTS.pipedrive)).toMatchObject({
      'Person - Name': 'name',
      'Person - Organization': 'company',
      'Person - Email - Work': 'email',
      'Person - Email - Home': 'email',
      'Person - Phone - Mobile': 'phone',
      'Person - Person created': 'dateAdded',
    });
    expect(fieldsOf(EXPORTS.pipedrive)['Person - Label']).toBeUndefined();
  });

  it('maps both Google Contacts layouts, leaving phonetic names and labels out', () => {
    expect(recogniseTool(EXPORTS.google)).toBe('google-contacts');
    const current = fieldsOf(EXPORTS.google);
    expect(current).toMatchObject({
      'First Name': 'name',
      'Middle Name': 'name',
      'Last Name': 'name',
      'Organization Name': 'company',
      'E-mail 1 - Value': 'email',
      'E-mail 2 - Value': 'email',
      'Phone 1 - Value': 'phone',
      Notes: 'notes',
    });
    for (const h of ['Phonetic First Name', 'E-mail 1 - Label', 'Organization Title', 'Phone 1 - Label']) expect(current[h]).toBeUndefined();
    expect(recogniseTool(EXPORTS.googleLegacy)).toBe('google-contacts-legacy');
    const legacy = fieldsOf(EXPORTS.googleLegacy);
    expect(legacy).toMatchObject({
      Name: 'name',
      'Given Name': 'name',
      'Family Name': 'name',
      'E-mail 1 - Value': 'email',
      'Organization 1 - Name': 'company',
    });
    expect(legacy['Given Name Yomi']).toBeUndefined();
    expect(legacy['E-mail 1 - Type']).toBeUndefined();
  });

  it('maps Outlook exports in English and German', () => {
    expect(recogniseTool(EXPORTS.outlook)).toBe('outlook');
    expect(fieldsOf(EXPORTS.outlook)).toMatchObject({
      'First Name': 'name',
      'Last Name': 'name',
      'E-mail Address': 'email',
      'E-mail 2 Address': 'email',
      'Mobile Phone': 'phone',
      Company: 'company',
    });
    expect(recogniseTool(EXPORTS.outlookDe)).toBe('outlook');
    expect(fieldsOf(EXPORTS.outlookDe)).toMatchObject({
      Vorname: 'name',
      'Weitere Vornamen': 'name',
      Nachname: 'name',
      Firma: 'company',
      'E-Mail-Adresse': 'email',
      'E-Mail 2: Adresse': 'email',
      Mobiltelefon: 'phone',
      Notizen: 'notes',
    });
  });

  it('maps Xero, QuickBooks and Stripe customer exports', () => {
    expect(recogniseTool(EXPORTS.xero)).toBe('xero');
    expect(fieldsOf(EXPORTS.xero)).toMatchObject({ '*ContactName': 'name', EmailAddress: 'email', PhoneNumber: 'phone' });
    expect(recogniseTool(EXPORTS.quickbooks)).toBe('quickbooks');
    expect(fieldsOf(EXPORTS.quickbooks)).toMatchObject({ Customer: 'name', 'Company name': 'company', Email: 'email', Notes: 'notes' });
    expect(recogniseTool(EXPORTS.stripe)).toBe('stripe');
    expect(fieldsOf(EXPORTS.stripe)).toMatchObject({
      Email: 'email',
      Name: 'name',
      'Created (UTC)': 'dateAdded',
      'Total Spend': 'value',
      Description: 'notes',
    });
  });

  it('maps headers in the app languages', () => {
    const cases: [string[], Record<string, string>][] = [
      [
        ['Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono', 'Empresa'],
        { Nombre: 'name', Apellidos: 'name', 'Correo electrónico': 'email', Teléfono: 'phone', Empresa: 'company' },
      ],
      [['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Société'], { Prénom: 'name', Nom: 'name', Courriel: 'email', Téléphone: 'phone', Société: 'company' }],
      [['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Firma'], { Vorname: 'name', Nachname: 'name', 'E-Mail': 'email', Telefon: 'phone', Firma: 'company' }],
      [['Nome', 'Cognome', 'Email', 'Telefono', 'Azienda'], { Nome: 'name', Cognome: 'name', Telefono: 'phone', Azienda: 'company' }],
      [['Nome', 'Sobrenome', 'E-mail', 'Telefone', 'Empresa'], { Nome: 'name', Sobrenome: 'name', Telefone: 'phone' }],
      [
        ['Имя', 'Фамилия', 'Электронная почта', 'Телефон', 'Компания'],
        { Имя: 'name', Фамилия: 'name', 'Электронная почта': 'email', Телефон: 'phone', Компания: 'company' },
      ],
      [['姓名', '邮箱', '电话', '公司'], { 姓名: 'name', 邮箱: 'email', 电话: 'phone', 公司: 'company' }],
      [['姓', '名', 'メールアドレス', '電話番号', '会社名'], { 姓: 'name', 名: 'name', メールアドレス: 'email', 電話番号: 'phone', 会社名: 'company' }],
      [['이름', '이메일', '전화번호', '회사'], { 이름: 'name', 이메일: 'email', 전화번호: 'phone', 회사: 'company' }],
    ];
    for (const [headers, expected] of cases) {
      expect(detectKind(headers)).toBe('clients');
      expect(fieldsOf(headers)).toMatchObject(expected);
    }
  });
});

describe('several columns into one field', () => {
  const record = (headers: readonly string[], row: string[]) => {
    const plan = planOf(autoMap('clients', headers), headers);
    const r = rowToRecord('clients', row, plan, EMPTY_CATEGORIES, now);
    if (!r.ok) throw new Error(r.message);
    return r.value;
  };

  it('joins first, middle and last name, and takes the first non-empty e-mail and phone', () => {
    const row = EXPORTS.google.map(() => '');
    const set = (h: string, v: string) => (row[EXPORTS.google.indexOf(h as never)] = v);
    set('First Name', 'Ann');
    set('Middle Name', 'B.');
    set('Last Name', 'Lee');
    set('E-mail 1 - Label', '* Work');
    set('E-mail 2 - Value', 'ann@x.io ::: ann@y.io');
    set('Phone 1 - Value', '+1 555 0100');
    expect(record(EXPORTS.google, row)).toMatchObject({ name: 'Ann B. Lee', email: 'ann@x.io', phone: '+1 555 0100' });
  });

  it('prefers a whole-name column and writes Japanese names family name first without a space', () => {
    expect(record(['Name', 'Given Name', 'Family Name', 'E-mail 1 - Value'], ['Dr Ann Lee', 'Ann', 'Lee', 'a@x.io']).name).toBe('Dr Ann Lee');
    expect(record(['Name', 'Given Name', 'Family Name', 'E-mail 1 - Value'], ['', 'Ann', 'Lee', 'a@x.io']).name).toBe('Ann Lee');
    expect(record(['名', '姓', 'メール'], ['太郎', '山田', 't@x.jp']).name).toBe('山田太郎');
    expect(record(['Prénom', 'Nom', 'Courriel'], ['Zoé', 'Martin', 'z@x.fr']).name).toBe('Zoé Martin');
    expect(record(['Nom', 'Courriel'], ['Zoé Martin', 'z@x.fr']).name).toBe('Zoé Martin');
  });
});

describe('Apple Contacts vCard', () => {
  it('reads folded, grouped and escaped cards into the mapped columns', () => {
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Müller;Jürgen;;;',
      'FN:Jürgen Müller',
      'ORG:Müller & Söhne;',
      'item1.EMAIL;type=INTERNET;type=pref:jm@x.de',
      'TEL;type=CELL:+49 170 1234',
      'NOTE:Met at the fair\\, 2024',
      ' (booth 4)',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=C3=96z;Ay=C5=9Fe',
      'EMAIL:ayse@x.tr',
      'END:VCARD',
    ].join('\r\n');
    const table = parseVCard(vcf);
    expect(recogniseTool(table.headers, 'vcf')).toBe('apple-contacts');
    expect(detectKind(table.headers)).toBe('clients');
    const plan = planOf(autoMap('clients', table.headers), table.headers);
    const rows = table.rows.map((row) => rowToRecord('clients', row, plan, EMPTY_CATEGORIES, now));
    expect(rows[0]).toMatchObject({
      ok: true,
      value: { name: 'Jürgen Müller', email: 'jm@x.de', phone: '+49 170 1234', company: 'Müller & Söhne', notes: 'Met at the fair, 2024(booth 4)' },
    });
    expect(rows[1]).toMatchObject({ ok: true, value: { name: 'Ayşe Öz', email: 'ayse@x.tr' } });
  });
});
