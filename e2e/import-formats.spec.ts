// Import what people bring, in the browser's own parse worker: a Google Contacts export (names
// and e-mails from several columns), a Windows-1252 semicolon CSV with DD.MM.YYYY dates and
// European amounts, and a UTF-16 tab-separated "Unicode Text" file; a second export with the
// Google file's headers starts from the mapping the user confirmed for the first.
import { expect, test } from './fixtures';
import { signUpPro } from './pro-sign-up';
import { adminDb } from '../tests/support/emulators';

const clientByEmail = async (uid: string, email: string) =>
  (await adminDb().collection(`accounts/${uid}/clients`).where('email', '==', email).get()).docs[0]?.data();

const windows1252 = (text: string) => Buffer.from([...text].map((c) => (c === '€' ? 0x80 : c.charCodeAt(0))));
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

test('a user imports a Google Contacts export, a Windows-1252 semicolon CSV and a UTF-16 tab file, and the next Google export maps as chosen', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const uid = await signUpPro(page, 'import-formats', 'Ines Import');
  await page.goto('/import');
  const input = page.getByLabel('Choose a file to import');

  const google = [
    'First Name,Middle Name,Last Name,Organization Name,E-mail 1 - Label,E-mail 1 - Value,E-mail 2 - Label,E-mail 2 - Value,Phone 1 - Label,Phone 1 - Value',
    'Ann,B.,Lee,Lee Ltd,* Work,ann@x.io,,,Mobile,+1 555 0100',
    'Bo,,Chan,,,,Home,bo@x.io,,',
  ].join('\r\n');
  await input.setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(google) });
  await expect(page.getByText('Recognised as a Google Contacts export')).toBeVisible();
  await expect(page.getByText('Name from First Name, Middle Name, and Last Name: Ann B. Lee | Bo Chan')).toBeVisible();
  await expect(page.getByLabel('Map To for Organization Name')).toHaveValue('company');
  await page.getByLabel('Map To for Organization Name').selectOption('');
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(page.getByText('Successfully imported 2 records', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await clientByEmail(uid, 'bo@x.io')).toMatchObject({ name: 'Bo Chan' });
  expect(await clientByEmail(uid, 'ann@x.io')).toMatchObject({ name: 'Ann B. Lee', company: '' });
  await page.getByRole('button', { name: 'Close' }).click();

  const latin = 'Vorname;Nachname;E-Mail;Erstellungsdatum;Wert\r\nJürgen;Müller;jm@x.de;03.04.2025;1.234,56 €\r\nZoë;Weiß;zw@x.de;04.03.2025;99,50 €\r\n';
  await input.setInputFiles({ name: 'kunden.csv', mimeType: 'text/csv', buffer: windows1252(latin) });
  await expect(page.getByText('File processed successfully - 2 rows found')).toBeVisible();
  await expect(page.getByText('Name from Vorname and Nachname: Jürgen Müller | Zoë Weiß')).toBeVisible();
  await expect(page.getByLabel('Dates read as')).toHaveValue('dmy');
  await expect(page.getByText('03.04.2025, 04.03.2025')).toBeVisible();
  await expect(page.getByText('1.234,56 €, 99,50 €')).toBeVisible();
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(page.getByText('Successfully imported 2 records', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await clientByEmail(uid, 'jm@x.de')).toMatchObject({ name: 'Jürgen Müller', dateAdded: '2025-04-03', value: 1234.56 });
  expect(await clientByEmail(uid, 'zw@x.de')).toMatchObject({ name: 'Zoë Weiß', dateAdded: '2025-03-04', value: 99.5 });
  await page.getByRole('button', { name: 'Close' }).click();

  const unicode = 'Name\tEmail\tDate Added\tValue\r\nSørina Ødegård\tso@x.no\t31/01/2025\t2,500.00\r\n';
  await input.setInputFiles({ name: 'unicode.txt', mimeType: 'text/plain', buffer: utf16le(unicode) });
  await expect(page.getByText('File processed successfully - 1 row found')).toBeVisible();
  await expect(page.getByText('Told by a date in the file: 31/01/2025.')).toBeVisible();
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(page.getByText('Successfully imported 1 record', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await clientByEmail(uid, 'so@x.no')).toMatchObject({ name: 'Sørina Ødegård', dateAdded: '2025-01-31', value: 2500 });
  await page.getByRole('button', { name: 'Close' }).click();

  // The Google file's headers again: the mapping confirmed for them, stored in Firestore.
  // Only that one: the other files were imported as detected.
  const remembered = await adminDb().collection(`users/${uid}/importMappings`).get();
  expect(remembered.docs.map((d) => d.data())).toEqual([expect.objectContaining({ kind: 'clients', dateOrder: null })]);
  expect(remembered.docs[0]?.data().fields).toContain('');
  const nextGoogle = [google.split('\r\n')[0], 'Cy,,Dunn,Dunn Co,* Work,cy@x.io,,,,'].join('\r\n');
  await input.setInputFiles({ name: 'contacts-2.csv', mimeType: 'text/csv', buffer: Buffer.from(nextGoogle) });
  await expect(page.getByText('Using the mapping you chose last time for these columns.')).toBeVisible();
  await expect(page.getByLabel('Map To for Organization Name')).toHaveValue('');
  await page.getByRole('button', { name: 'Import Data' }).click();
  await expect(page.getByText('Successfully imported 1 record', { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(await clientByEmail(uid, 'cy@x.io')).toMatchObject({ name: 'Cy Dunn', company: '' });

  // The names on the clients screen.
  await page.goto('/clients');
  for (const name of ['Ann B. Lee', 'Bo Chan', 'Jürgen Müller', 'Zoë Weiß', 'Sørina Ødegård'])
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 30_000 });
});
