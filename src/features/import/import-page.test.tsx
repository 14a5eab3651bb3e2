import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { accountFor, createFakeBackend } from '../../testing/fake-backend';
import type { AccountPreset } from '../../testing/fake-backend';
import { renderApp } from '../../testing/render-app';

configure({ asyncUtilTimeout: 5000 });

function setup(preset: AccountPreset = 'pro') {
  const backend = createFakeBackend({ users: [{ email: 'alice@example.com', account: accountFor(preset) }], signedInAs: 'alice@example.com' });
  const uid = backend.control.uidOf('alice@example.com');
  return { uid, ...renderApp('/import', { backend }) };
}

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

function workbookFile(name: string, sheets: Record<string, unknown[][]>): File {
  const wb = XLSX.utils.book_new();
  for (const [sheet, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), sheet);
  return new File([XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], name);
}

const existingClient = (id: string, name: string, email: string) => ({
  id,
  name,
  email,
  phone: '',
  company: '',
  value: 0,
  progress: 0,
  notes: '',
  dateAdded: '2024-01-01',
  lastContact: '',
  status: 'active' as const,
  type: 'one-time' as const,
});

describe('import page', () => {
  it('imports a clients CSV with a remapped column, lists grouped errors and undoes the import', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    const lines = ['Client Name,Email Address,Worth,Joined'];
    for (let i = 1; i <= 12; i++) lines.push(`Client ${i},c${i}@example.com,"$1,${i}00",03/${String(i).padStart(2, '0')}/2024`);
    lines.push('No Mail,,5,', 'No Mail 2,,5,');
    await user.upload(await screen.findByLabelText('Choose a file to import', {}, { timeout: 15_000 }), csvFile('clients.csv', lines.join('\n')));

    expect(await screen.findByText('File processed successfully - 14 rows found')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 fields mapped')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Map To for Joined'), 'dateAdded');
    expect(screen.getByText('4 of 4 fields mapped')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));

    expect(await screen.findByText('Successfully imported 12 records with 2 errors')).toBeInTheDocument();
    const clients = backend.control.records(uid, 'clients');
    expect(clients).toHaveLength(12);
    expect(clients.find((c) => c.name === 'Client 3')).toMatchObject({ email: 'c3@example.com', value: 1300, dateAdded: '2024-03-03' });
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText('Missing required fields (Name and Email) (2 occurrences)')).toBeInTheDocument();

    // The undo reports its progress: held after its first step, the page shows a bar.
    const undoImport = backend.transfer.undoImport.bind(backend.transfer);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.transfer.undoImport = async (u, batchId, options, onProgress) => {
      onProgress?.({ done: 5, total: 12 });
      await held;
      return undoImport(u, batchId, options, onProgress);
    };
    await user.click(await screen.findByRole('button', { name: 'Undo import' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByText('Undoing the import: 5 of 12 records')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Undo progress' })).toHaveAttribute('value', '5');
    release();
    await waitFor(() => expect(backend.control.records(uid, 'clients')).toHaveLength(0));
    expect(await screen.findByText('Import undone: 12 added records removed.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Undo progress' })).not.toBeInTheDocument();
  });

  it('shows the plan-upgrade screen when a basic account drops an employees file', { timeout: 30_000 }, async () => {
    const { user } = setup('basic-active');
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('team.csv', 'Name,Role\nAnn,Clerk\n'));
    expect(await screen.findByRole('heading', { name: 'Import - Pro Feature' })).toBeInTheDocument();
    expect(screen.getByText(/Importing employees needs the Pro plan/)).toBeInTheDocument();
  });

  it('keeps a basic account to its client cap and reports the skipped rows', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('basic-active');
    const lines = ['Name,Email'];
    for (let i = 1; i <= 103; i++) lines.push(`C${i},c${i}@x.io`);
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('c.csv', lines.join('\n')));
    await user.click(await screen.findByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 100 records with 3 errors')).toBeInTheDocument();
    expect(backend.control.records(uid, 'clients')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(
      screen.getByText(/Client limit reached: the Basic plan keeps at most 100 clients\. Upgrade to Pro to import more\. \(3 occurrences\)/),
    ).toBeInTheDocument();
  });

  it('offers to skip or update clients whose e-mail already exists', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    backend.control.seedRecords(uid, 'clients', [
      {
        id: 'c1',
        name: 'Old Name',
        email: 'ann@x.io',
        phone: '',
        company: '',
        value: 0,
        progress: 0,
        notes: '',
        dateAdded: '2024-01-01',
        lastContact: '',
        status: 'active',
        type: 'one-time',
      },
    ]);
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('c.csv', 'Name,Email\nNew Name,ann@x.io\nBo,bo@x.io\n'));
    expect(await screen.findByText('1 row has the e-mail of an existing client')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Update the existing records'));
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 2 records')).toBeInTheDocument();
    const clients = backend.control.records(uid, 'clients');
    expect(clients).toHaveLength(2);
    expect(clients.find((c) => c.id === 'c1')?.name).toBe('New Name');
  });

  it("names the rows of the user's file in the error details, counting the empty lines", { timeout: 30_000 }, async () => {
    const { user } = setup('pro');
    const csv = 'Name,Email\n\nAnn,ann@x.io\n\n\nBo,not-an-email\n\nCy,cy@x.io\n';
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('gaps.csv', csv));
    expect(await screen.findByText('File processed successfully - 3 rows found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 2 records with 1 error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Details' }));
    expect(screen.getByText('Row 6: Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the skipped rows (CSV)' })).toBeInTheDocument();
  });

  it('shows rows repeating an e-mail of the same file and skips them, or imports them when asked', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    const input = await screen.findByLabelText('Choose a file to import');
    await user.upload(input, csvFile('c.csv', 'Name,Email\nAnn,ann@x.io\nBo,bo@x.io\n\nAnn Again, ANN@x.io \n'));
    expect(await screen.findByText('1 row repeats the e-mail of an earlier row in this file')).toBeInTheDocument();
    expect(screen.getByText('Row 5 has the same e-mail as Row 2 (ann@x.io)')).toBeInTheDocument();
    expect(screen.queryByText(/e-mail of an existing client/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Skip the repeated rows')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 2 records')).toBeInTheDocument();
    expect(screen.getByText('1 duplicate skipped.')).toBeInTheDocument();
    expect(
      backend.control
        .records(uid, 'clients')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Ann', 'Bo']);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.upload(screen.getByLabelText('Choose a file to import'), csvFile('d.csv', 'Name,Email\nCy,cy@x.io\nCy Two,cy@x.io\n'));
    expect(await screen.findByText('1 row repeats the e-mail of an earlier row in this file')).toBeInTheDocument();
    expect(screen.getByLabelText('Skip the repeated rows')).toBeChecked();
    await user.click(screen.getByLabelText('Import the repeated rows too'));
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 2 records')).toBeInTheDocument();
    expect(backend.control.records(uid, 'clients').filter((c) => c.email === 'cy@x.io')).toHaveLength(2);
  });

  it('offers the duplicate choices per sheet of a workbook', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    backend.control.seedRecords(uid, 'clients', [existingClient('c1', 'Old Ann', 'ann@x.io')]);
    const file = workbookFile('book.xlsx', {
      Clients: [['Name', 'Email'], ['New Ann', 'ann@x.io'], ['Bo', 'bo@x.io'], [], ['Bo Again', 'bo@x.io']],
      Employees: [
        ['Employee Name', 'Role', 'Email'],
        ['Eve', 'Clerk', 'eve@x.io'],
        ['Eve Two', 'Clerk', 'EVE@x.io'],
      ],
    });
    await user.upload(await screen.findByLabelText('Choose a file to import'), file);
    expect(await screen.findByText('Found 2 importable sheets')).toBeInTheDocument();

    const clients = await screen.findByRole('group', { name: 'Duplicates in Clients' });
    expect(within(clients).getByText('1 row has the e-mail of an existing client')).toBeInTheDocument();
    expect(within(clients).getByText('1 row repeats the e-mail of an earlier row in this file')).toBeInTheDocument();
    expect(within(clients).getByText('Clients Row 5 has the same e-mail as Clients Row 3 (bo@x.io)')).toBeInTheDocument();
    const employees = screen.getByRole('group', { name: 'Duplicates in Employees' });
    expect(within(employees).queryByText(/existing employee/)).not.toBeInTheDocument();
    expect(within(employees).getByText('Employees Row 3 has the same e-mail as Employees Row 2 (eve@x.io)')).toBeInTheDocument();

    await user.click(within(clients).getByLabelText('Update the existing records'));
    await user.click(within(employees).getByLabelText('Import the repeated rows too'));
    expect(within(clients).getByLabelText('Skip the repeated rows')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));

    expect(await screen.findByText('Successfully imported 4 records')).toBeInTheDocument();
    expect(screen.getByText('1 duplicate skipped.')).toBeInTheDocument();
    const stored = backend.control.records(uid, 'clients');
    expect(stored.map((c) => c.name).sort()).toEqual(['Bo', 'New Ann']);
    expect(stored.find((c) => c.id === 'c1')?.name).toBe('New Ann');
    expect(
      backend.control
        .records(uid, 'employees')
        .map((e) => e.name)
        .sort(),
    ).toEqual(['Eve', 'Eve Two']);
  });

  it('says a file type is unsupported', { timeout: 30_000 }, async () => {
    setup('pro');
    await screen.findByLabelText('Choose a file to import');
    const drop = screen.getByRole('region', { name: 'File drop area' });
    fireEvent.dragEnter(drop);
    expect(drop).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(drop, { dataTransfer: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' }), csvFile('second.csv', 'Name,Email\n')] } });
    expect(await screen.findByText('Unsupported file type. Please upload a CSV or Excel file.')).toBeInTheDocument();
  });

  it('lets the user pick the kind of a file whose headers tell none, then map every column and import', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('odd.csv', 'Foo,Bar,Baz\nAnn,ann@x.io,x\nBo,bo@x.io,y\n'));
    expect(await screen.findByText('File processed successfully - 2 rows found')).toBeInTheDocument();
    expect(screen.queryByText(/Unable to detect data type/)).not.toBeInTheDocument();
    expect(screen.getByText(/The column headers do not tell what this file holds/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import Data' })).toBeDisabled();
    for (const column of ['Foo', 'Bar', 'Baz']) expect(screen.getByLabelText(`Map To for ${column}`)).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Kind of data'), 'clients');
    await user.selectOptions(screen.getByLabelText('Map To for Foo'), 'name');
    await user.selectOptions(screen.getByLabelText('Map To for Bar'), 'email');
    expect(screen.getByText('2 of 3 fields mapped')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 2 records')).toBeInTheDocument();
    expect(
      backend.control
        .records(uid, 'clients')
        .map((c) => c.email)
        .sort(),
    ).toEqual(['ann@x.io', 'bo@x.io']);
  });

  it('recognises a Google Contacts export, combines its name and e-mail columns and shows the result on the sample rows', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    const csv = [
      'First Name,Middle Name,Last Name,Phonetic First Name,Organization Name,E-mail 1 - Label,E-mail 1 - Value,E-mail 2 - Label,E-mail 2 - Value,Phone 1 - Label,Phone 1 - Value',
      'Ann,B.,Lee,,Lee Ltd,* Work,ann@x.io,,,Mobile,+1 555 0100',
      'Bo,,Chan,,,,,Home,bo@x.io,,',
    ].join('\n');
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('contacts.csv', csv));
    expect(await screen.findByText('Recognised as a Google Contacts export')).toBeInTheDocument();
    expect(screen.getByText('Name from First Name, Middle Name, and Last Name: Ann B. Lee | Bo Chan')).toBeInTheDocument();
    expect(screen.getByText('Email from E-mail 1 - Value and E-mail 2 - Value: ann@x.io | bo@x.io')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 2 records')).toBeInTheDocument();
    const clients = backend.control.records(uid, 'clients');
    expect(clients.find((c) => c.email === 'ann@x.io')).toMatchObject({ name: 'Ann B. Lee', company: 'Lee Ltd', phone: '+1 555 0100' });
    expect(clients.find((c) => c.email === 'bo@x.io')?.name).toBe('Bo Chan');
  });

  it('reads a Windows-1252 semicolon CSV with day-first dotted dates and a UTF-16 tab-separated text file', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    const latin1 = (text: string) => new Uint8Array([...text].map((c) => (c === '€' ? 0x80 : c.charCodeAt(0))));
    const csv =
      'Vorname;Nachname;E-Mail;Kunde seit;Wert;Fortschritt\r\nJürgen;Müller;jm@x.de;03.04.2025;1.234,56 €;45%\r\nZoë;Weiß;zw@x.de;04.03.2025;99,50 €;10 %\r\n';
    await user.upload(await screen.findByLabelText('Choose a file to import'), new File([latin1(csv)], 'kunden.csv'));
    expect(await screen.findByText('File processed successfully - 2 rows found')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Map To for Kunde seit'), 'dateAdded');
    expect(screen.getByLabelText('Dates read as')).toHaveValue('dmy');
    expect(screen.getByText('No date in the file tells the order; dates with dots are written day first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 2 records')).toBeInTheDocument();
    const clients = backend.control.records(uid, 'clients');
    expect(clients.find((c) => c.email === 'jm@x.de')).toMatchObject({ name: 'Jürgen Müller', dateAdded: '2025-04-03', value: 1234.56, progress: 45 });
    expect(clients.find((c) => c.email === 'zw@x.de')).toMatchObject({ name: 'Zoë Weiß', dateAdded: '2025-03-04', value: 99.5, progress: 10 });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const text = 'Name\tEmail\tDate Added\r\nSørina Ødegård\tso@x.no\t31/01/2025\r\n';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + i * 2);
    await user.upload(screen.getByLabelText('Choose a file to import'), new File([bytes], 'unicode.txt'));
    expect(await screen.findByText('File processed successfully - 1 row found')).toBeInTheDocument();
    expect(screen.getByText('Told by a date in the file: 31/01/2025.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 1 record')).toBeInTheDocument();
    expect(backend.control.records(uid, 'clients').find((c) => c.email === 'so@x.no')).toMatchObject({ name: 'Sørina Ødegård', dateAdded: '2025-01-31' });
  });

  it('starts the next file with the same headers from the mapping the user confirmed, and goes back to the detected one', { timeout: 30_000 }, async () => {
    const { user, backend, uid } = setup('pro');
    const headers = 'Client Name,Email Address,Worth,Joined';
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('first.csv', `${headers}\nAnn,ann@x.io,5,03/04/2024\n`));
    expect(await screen.findByText('3 of 4 fields mapped')).toBeInTheDocument();
    expect(screen.queryByText('Using the mapping you chose last time for these columns.')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Map To for Joined'), 'dateAdded');
    await user.selectOptions(screen.getByLabelText('Map To for Worth'), '');
    await user.selectOptions(screen.getByLabelText('Dates read as'), 'dmy');
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 1 record')).toBeInTheDocument();
    expect(backend.control.records(uid, 'clients')[0]).toMatchObject({ name: 'Ann', value: 0, dateAdded: '2024-04-03' });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    // Same headers, spelled another way: the remembered mapping, kind and date order.
    await user.upload(
      await screen.findByLabelText('Choose a file to import'),
      csvFile('second.csv', 'client name,Email address,WORTH,joined\nBo,bo@x.io,7,05/06/2024\n'),
    );
    expect(await screen.findByText('Using the mapping you chose last time for these columns.')).toBeInTheDocument();
    expect(screen.getByLabelText('Map To for joined')).toHaveValue('dateAdded');
    expect(screen.getByLabelText('Map To for WORTH')).toHaveValue('');
    expect(screen.getByLabelText('Dates read as')).toHaveValue('dmy');
    await user.selectOptions(screen.getByLabelText('Kind of data'), 'employees');
    expect(screen.queryByText('Using the mapping you chose last time for these columns.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.upload(
      await screen.findByLabelText('Choose a file to import'),
      csvFile('second.csv', 'client name,Email address,WORTH,joined\nBo,bo@x.io,7,05/06/2024\n'),
    );
    expect(await screen.findByText('Using the mapping you chose last time for these columns.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the detected mapping' }));
    expect(screen.queryByText('Using the mapping you chose last time for these columns.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Map To for joined')).toHaveValue('');
    expect(screen.getByLabelText('Map To for WORTH')).toHaveValue('value');
    // Imported as detected, it replaces the remembered one: the next file starts as detected.
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 1 record')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('again.csv', `${headers}\nDi,di@x.io,8,\n`));
    expect(await screen.findByText('3 of 4 fields mapped')).toBeInTheDocument();
    expect(screen.queryByText('Using the mapping you chose last time for these columns.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // Another header row is not touched by it, and imported as detected it stores nothing.
    await user.upload(await screen.findByLabelText('Choose a file to import'), csvFile('third.csv', 'Client Name,Email Address,Worth\nCy,cy@x.io,9\n'));
    expect(await screen.findByText('3 of 3 fields mapped')).toBeInTheDocument();
    expect(screen.queryByText('Using the mapping you chose last time for these columns.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Data' }));
    expect(await screen.findByText('Successfully imported 1 record')).toBeInTheDocument();
    const stored = [...backend.settings.docs].filter(([key]) => key.startsWith(`${uid}/importMappings/`));
    expect(stored.map(([, doc]) => doc)).toEqual([expect.objectContaining({ kind: 'clients', fields: ['name', 'email', 'value', ''], dateOrder: null })]);
  });
});
