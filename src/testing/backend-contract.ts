// The contract every Backend keeps, as one suite: the same cases run against the in-memory fake
// (src/testing/backend-contract.test.ts, unit project) and against the real data layer on the
// emulators (tests/data/backend-contract.test.ts, Chromium), so the fake the component tests
// use cannot drift from what the screens get. Covered here: records (add, list, watch, update,
// remove, refused input), the salary and its generated expense, an employee leaving their tasks,
// custom categories, deals (the default pipeline, moves, won deals and their revenue, stage
// removal), display and privacy settings and the profile (saved, read back, refused),
// an import with a refused row and its undo (the client cap is the server's, from the plan: the
// real import does not take the caller's figure, so it is not a case of this Pro subject).
// backend-contract-services.ts adds API keys, notifications, Contact Sales, the dashboard, billing
// and the service's settings (as a user who is not staff sees them, as the owner saves them);
// backend-contract-deals.ts pipelines, deals and the revenue of a won deal;
// backend-contract-views.ts saved views and each person's default view;
// backend-contract-fields.ts custom field definitions, values and kind changes;
// backend-contract-auth.ts what sign-in refuses; backend-contract-members.ts the account and membership streams, members, invitations and the
// account's activity;
// backend-contract-activities.ts activities on clients and their timeline;
// backend-contract-admin.ts the staff pages (users, record counts, Edit user, the override and the analytics);
// backend-contract-backup.ts the backup, restore and wipe (last: the wipe empties the account).
// The cases observe only through the Backend's own methods.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, DealView, WithId } from '../data/contract';
import { generatedExpenseFor, salaryExpenseDescription } from '../domain/record-writes';
import type { CustomCategories, RecordInput, RecordKind } from '../domain/types';
import { describeAdminContract } from './backend-contract-admin';
import { describeAuthContract } from './backend-contract-auth';
import { describeBackupContract } from './backend-contract-backup';
import { describeDealsContract } from './backend-contract-deals';
import { describeViewsContract } from './backend-contract-views';
import { describeFieldsContract } from './backend-contract-fields';
import { describeMembersContract } from './backend-contract-members';
import { describeActivitiesContract } from './backend-contract-activities';
import { describeHistoryContract } from './backend-contract-history';
import { describeServiceContract } from './backend-contract-services';
import { firstValue, refusal } from './backend-contract-support';
import type { ContractSubject } from './backend-contract-support';

export type { ContractSubject } from './backend-contract-support';

type SettingsDoc = Record<string, unknown> | null;

const client: RecordInput<'clients'> = {
  name: '  Ada Lovelace ',
  email: 'ADA@Example.com ',
  phone: '555-0100',
  company: 'Analytical Engines',
  value: 1200,
  progress: 40,
  notes: '',
  dateAdded: '2026-03-10',
  lastContact: '',
  status: 'active',
  type: 'recurring',
};

const salary: RecordInput<'salaries'> = {
  employeeName: 'Sam Clerk',
  employeeId: '',
  position: 'Clerk',
  amount: 2500,
  payDate: '2026-11-15',
  status: 'pending',
  type: 'monthly',
  expenseId: '',
};

/** Runs the Backend contract against the backend `make` gives (called once, before the cases). */
export function describeBackendContract(name: string, make: () => Promise<ContractSubject>): void {
  describe(`the Backend contract: ${name}`, () => {
    let subject: ContractSubject;
    let backend: ContractSubject['backend'];
    let uid = '';
    beforeAll(async () => {
      subject = await make();
      ({ backend, uid } = subject);
    });

    const list = <K extends RecordKind>(kind: K) => backend.records.listRecords(uid, kind);
    const byId = async <K extends RecordKind>(kind: K, id: string) => (await list(kind)).find((r) => r.id === id);

    describe('records', () => {
      it('a new record is assigned to its writer, or to the member the input names, and names who wrote it', async () => {
        const mine = await backend.records.addRecord(uid, 'clients', { ...client, email: 'mine@example.com' });
        expect(await byId('clients', mine)).toMatchObject({ ownerId: uid, createdBy: uid, updatedBy: uid });
        const theirs = await backend.records.addRecord(uid, 'clients', { ...client, email: 'theirs@example.com', ownerId: 'colleague-1' });
        expect(await byId('clients', theirs)).toMatchObject({ ownerId: 'colleague-1', createdBy: uid });
        await backend.records.updateRecord(uid, 'clients', theirs, { ownerId: uid });
        expect(await byId('clients', theirs)).toMatchObject({ ownerId: uid, createdBy: uid, updatedBy: uid });
        expect((await refusal(backend.records.updateRecord(uid, 'clients', theirs, { ownerId: 'a/b' }))).code).toBe('invalid-argument');
        await backend.records.removeRecord(uid, 'clients', mine);
        await backend.records.removeRecord(uid, 'clients', theirs);
      });

      it('an added record is stored sanitised, and listed and watched with its id', async () => {
        const id = await backend.records.addRecord(uid, 'clients', client);
        expect(await byId('clients', id)).toMatchObject({ id, name: 'Ada Lovelace', email: 'ada@example.com', dateAdded: '2026-03-10', value: 1200 });
        const watched = await firstValue<WithId<'clients'>[]>(
          (cb) => backend.records.watchRecords(uid, 'clients', cb),
          (l) => l.some((r) => r.id === id),
        );
        expect(watched.find((r) => r.id === id)).toMatchObject({ name: 'Ada Lovelace' });
      });

      it('an update writes only the given fields, sanitised', async () => {
        const id = await backend.records.addRecord(uid, 'clients', { ...client, email: 'grace@example.com', notes: 'kept' });
        await backend.records.updateRecord(uid, 'clients', id, { progress: 90, company: '  Navy  ' });
        expect(await byId('clients', id)).toMatchObject({ progress: 90, company: 'Navy', notes: 'kept', email: 'grace@example.com' });
      });

      it('a removed record is no longer listed', async () => {
        const id = await backend.records.addRecord(uid, 'revenues', {
          source: 'Shop',
          amount: 99.5,
          description: '',
          date: '2026-11-01',
          type: 'product',
          clientId: '',
        });
        expect(await byId('revenues', id)).toBeDefined();
        await backend.records.removeRecord(uid, 'revenues', id);
        expect(await byId('revenues', id)).toBeUndefined();
      });
    });

    describe('refused input', () => {
      it("a record the schemas refuse is not stored, with the schemas' message", async () => {
        const before = (await list('clients')).length;
        const blank = await refusal(backend.records.addRecord(uid, 'clients', { ...client, name: '   ' }));
        expect(blank).toMatchObject({ code: 'invalid-argument', message: 'Name is required' });
        const email = await refusal(backend.records.addRecord(uid, 'clients', { ...client, email: 'not an e-mail' }));
        expect(email).toMatchObject({ code: 'invalid-argument', message: 'Please enter a valid email address' });
        const amount = await refusal(
          backend.records.addRecord(uid, 'revenues', { source: 'Shop', amount: 0, description: '', date: '2026-11-01', type: 'product', clientId: '' }),
        );
        expect(amount).toMatchObject({ code: 'invalid-argument', message: 'Amount must be greater than 0' });
        const date = await refusal(
          backend.records.addRecord(uid, 'expenses', {
            description: 'Pens',
            amount: 3,
            category: 'office',
            notes: '',
            date: '31/02/2026',
            salaryId: '',
            clientId: '',
          }),
        );
        expect(date).toMatchObject({ code: 'invalid-argument', message: 'Please enter a valid date' });
        expect((await list('clients')).length).toBe(before);
      });

      it('a salary the schemas refuse writes neither it nor an expense', async () => {
        const [salaries, expenses] = [(await list('salaries')).length, (await list('expenses')).length];
        const error = await refusal(backend.records.addSalaryWithExpense(uid, { ...salary, employeeName: '' }));
        expect(error).toMatchObject({ code: 'invalid-argument', message: 'Employee name is required' });
        expect((await list('salaries')).length).toBe(salaries);
        expect((await list('expenses')).length).toBe(expenses);
      });

      it('a change the schemas refuse leaves the record as it was', async () => {
        const id = await backend.records.addRecord(uid, 'clients', { ...client, email: 'refused@example.com' });
        const error = await refusal(backend.records.updateRecord(uid, 'clients', id, { name: ' ' }));
        expect(error).toMatchObject({ code: 'invalid-argument', message: 'Name is required' });
        const tooMany = Array.from({ length: 51 }, (_, i) => `e${i}`);
        const taskId = await backend.records.addRecord(uid, 'tasks', {
          title: 'T',
          description: '',
          progress: 0,
          deadline: '',
          dateCreated: '2026-01-01',
          assignedEmployees: [],
          status: 'pending',
          subtasks: [],
        });
        const assignees = await refusal(backend.records.updateRecord(uid, 'tasks', taskId, { assignedEmployees: tooMany }));
        expect(assignees).toMatchObject({ code: 'invalid-argument', message: 'A task can have at most 50 assigned employees' });
        expect(await byId('clients', id)).toMatchObject({ name: 'Ada Lovelace' });
        expect(await byId('tasks', taskId)).toMatchObject({ assignedEmployees: [] });
      });

      it('a change to a record that is not there is refused (the security rules find no record to update)', async () => {
        const error = await refusal(backend.records.updateRecord(uid, 'clients', 'no-such-client', { progress: 1 }));
        expect(error.code).toBe('permission-denied');
        expect(await byId('clients', 'no-such-client')).toBeUndefined();
      });
    });

    describe('a salary and its generated expense', () => {
      it('are written together, the expense as the domain describes it', async () => {
        const { salaryId, expenseId } = await backend.records.addSalaryWithExpense(uid, salary);
        expect(await byId('salaries', salaryId)).toMatchObject({ ...salary, expenseId });
        expect(await byId('expenses', expenseId)).toEqual({
          id: expenseId,
          ...generatedExpenseFor(salary, salaryId),
          ownerId: uid,
          createdBy: uid,
          updatedBy: uid,
        });
      });

      it('a salary added as any record brings its expense too', async () => {
        const salaryId = await backend.records.addRecord(uid, 'salaries', { ...salary, employeeName: 'Via Add' });
        const stored = await byId('salaries', salaryId);
        expect(await byId('expenses', String(stored?.expenseId))).toMatchObject({ salaryId, description: 'Salary - Via Add' });
      });

      it("a salary's edit reaches its expense, the new name trimmed; the expense's edit reaches back", async () => {
        const { salaryId, expenseId } = await backend.records.addSalaryWithExpense(uid, salary);
        await backend.records.updateRecord(uid, 'salaries', salaryId, { amount: 2750, payDate: '2026-11-30', employeeName: '  Sam Renamed  ' });
        expect(await byId('expenses', expenseId)).toMatchObject({ amount: 2750, date: '2026-11-30', description: salaryExpenseDescription('Sam Renamed') });
        expect(salaryExpenseDescription('Sam Renamed')).toBe('Salary - Sam Renamed');
        await backend.records.updateRecord(uid, 'expenses', expenseId, { amount: 2800, date: '2026-12-01' });
        expect(await byId('salaries', salaryId)).toMatchObject({ amount: 2800, payDate: '2026-12-01', employeeName: 'Sam Renamed' });
      });

      it('a long new name gives an expense text within the limit', async () => {
        const { salaryId, expenseId } = await backend.records.addSalaryWithExpense(uid, salary);
        await backend.records.updateRecord(uid, 'salaries', salaryId, { employeeName: 'n'.repeat(500) });
        expect((await byId('expenses', expenseId))?.description).toBe(salaryExpenseDescription('n'.repeat(500)));
        expect((await byId('expenses', expenseId))?.description).toHaveLength(500);
      });

      it('deleting the expense unlinks the salary', async () => {
        const { salaryId, expenseId } = await backend.records.addSalaryWithExpense(uid, salary);
        await backend.records.removeRecord(uid, 'expenses', expenseId);
        expect(await byId('expenses', expenseId)).toBeUndefined();
        expect(await byId('salaries', salaryId)).toMatchObject({ expenseId: '' });
        // Then an edit of the salary reaches nothing.
        await backend.records.updateRecord(uid, 'salaries', salaryId, { amount: 10 });
        expect(await byId('salaries', salaryId)).toMatchObject({ amount: 10 });
      });

      it('deleting the salary takes its expense along, or leaves it as an ordinary expense', async () => {
        const both = await backend.records.addSalaryWithExpense(uid, salary);
        await backend.records.removeSalary(uid, both.salaryId, { withExpense: true });
        expect(await byId('salaries', both.salaryId)).toBeUndefined();
        expect(await byId('expenses', both.expenseId)).toBeUndefined();
        const kept = await backend.records.addSalaryWithExpense(uid, salary);
        await backend.records.removeSalary(uid, kept.salaryId, { withExpense: false });
        expect(await byId('salaries', kept.salaryId)).toBeUndefined();
        expect(await byId('expenses', kept.expenseId)).toMatchObject({ salaryId: '', description: 'Salary - Sam Clerk' });
      });
    });

    describe('an employee and their tasks', () => {
      it('a deleted employee leaves every task they were assigned to; other assignees stay', async () => {
        const gone = await backend.records.addRecord(uid, 'employees', { name: 'Gone', role: 'Dev', email: '', dateAdded: '2026-01-01' });
        const stays = await backend.records.addRecord(uid, 'employees', { name: 'Stays', role: 'Dev', email: '', dateAdded: '2026-01-01' });
        const task: Omit<RecordInput<'tasks'>, 'assignedEmployees'> = {
          title: 'Ship',
          description: '',
          progress: 0,
          deadline: '',
          dateCreated: '2026-01-01',
          status: 'pending',
          subtasks: [],
        };
        const shared = await backend.records.addRecord(uid, 'tasks', { ...task, assignedEmployees: [gone, stays] });
        const own = await backend.records.addRecord(uid, 'tasks', { ...task, assignedEmployees: [gone] });
        await backend.records.removeRecord(uid, 'employees', gone);
        expect(await byId('employees', gone)).toBeUndefined();
        expect(await byId('tasks', shared)).toMatchObject({ assignedEmployees: [stays] });
        expect(await byId('tasks', own)).toMatchObject({ assignedEmployees: [] });
      });
    });

    describe('custom categories', () => {
      it('are added once, cleaned, case-insensitively; built-in and blank names are refused', async () => {
        await backend.records.addCategory(uid, 'revenues', '  Workshops ');
        await expect(backend.records.addCategory(uid, 'revenues', 'WORKSHOPS')).rejects.toMatchObject({
          code: 'invalid-argument',
          message: 'That category already exists',
        });
        await expect(backend.records.addCategory(uid, 'revenues', 'Service')).rejects.toMatchObject({ message: 'That category already exists' });
        await expect(backend.records.addCategory(uid, 'revenues', '  ')).rejects.toMatchObject({ message: 'Category name cannot be empty' });
        const categories = await firstValue<CustomCategories>(
          (cb) => backend.records.watchCategories(uid, cb),
          (c) => c.revenues.length > 0,
        );
        expect(categories).toMatchObject({ revenues: ['Workshops'], salaries: [] });
      });
    });

    describe('import', () => {
      const row = (label: string, name: string, email: string) => ({ label, input: { ...client, name, email } });

      it('writes the valid rows, names each refused row, lists the batch and undoes it', async () => {
        const report = await backend.transfer.importBatch(
          uid,
          'clients',
          [row('Row 2', 'Imported One', 'one@example.com'), row('Row 3', '   ', 'blank@example.com'), row('Row 4', 'Imported Two', 'two@example.com')],
          { clientCap: null },
        );
        expect(report).toMatchObject({ created: 2, updated: 0 });
        expect(report.errors).toHaveLength(1);
        expect(report.errors[0]).toMatch(/^Row 3: /);
        expect(report.batchId).toBeTruthy();
        const names = async () => (await list('clients')).map((c) => c.name);
        expect(await names()).toEqual(expect.arrayContaining(['Imported One', 'Imported Two']));
        const batches = await backend.transfer.listImports(uid);
        expect(batches.find((b) => b.batchId === report.batchId)).toMatchObject({ kind: 'clients', created: 2, updated: 0 });

        await backend.transfer.undoImport(uid, report.batchId!, { clientCap: null });
        expect(await names()).not.toEqual(expect.arrayContaining(['Imported One']));
        expect(await names()).not.toEqual(expect.arrayContaining(['Imported Two']));
      });

      it('imports deals: stages and clients resolved, a won deal with its revenue, a missing client created; the undo takes them all', async () => {
        await backend.records.addRecord(uid, 'clients', { ...client, name: 'Deal Client', email: 'deal-client@example.com' });
        const report = await backend.transfer.importBatch(
          uid,
          'deals',
          [
            { label: 'Row 2', input: { title: 'Open deal', value: 100, stage: 'proposal', clientEmail: 'DEAL-CLIENT@example.com' } },
            {
              label: 'Row 3',
              input: {
                title: 'Won deal',
                value: 250,
                stage: 'Closed Won',
                clientName: 'New Deal Co',
                clientEmail: 'new-deal@example.com',
                expectedClose: '2024-05-02',
              },
            },
            { label: 'Row 4', input: { title: 'Lost in space', value: 1, stage: 'Nowhere', clientEmail: 'deal-client@example.com' } },
          ],
          { clientCap: null, deals: { pipelineId: 'default', stages: {}, missingClients: 'create' } },
        );
        expect(report).toMatchObject({
          created: 2,
          updated: 0,
          errors: ['Row 4: Its stage is not a stage of the chosen pipeline: choose one on the mapping screen.'],
        });
        const deals = await firstValue<DealView[]>(
          (cb) => backend.deals.watchDeals(uid, (d) => cb(d)),
          (d) => d.length >= 2,
        );
        const won = deals.find((d) => d.title === 'Won deal')!;
        expect(won).toMatchObject({ status: 'won', stageId: 'won', wonAt: '2024-05-02', ownerId: uid });
        expect(deals.find((d) => d.title === 'Open deal')).toMatchObject({ stageId: 'proposal', status: 'open' });
        expect((await list('revenues')).filter((r) => r.description === 'Won deal')).toEqual([expect.objectContaining({ amount: 250, source: 'New Deal Co' })]);
        expect((await list('clients')).map((c) => c.email)).toContain('new-deal@example.com');
        expect((await backend.transfer.listImports(uid)).find((b) => b.batchId === report.batchId)).toMatchObject({ kind: 'deals', created: 2 });

        await backend.transfer.undoImport(uid, report.batchId!, { clientCap: null });
        await firstValue<DealView[]>(
          (cb) => backend.deals.watchDeals(uid, (d) => cb(d)),
          (d) => !d.some((x) => x.title === 'Won deal' || x.title === 'Open deal'),
        );
        expect((await list('revenues')).some((r) => r.description === 'Won deal')).toBe(false);
        expect((await list('clients')).map((c) => c.email)).not.toContain('new-deal@example.com');
      });
    });

    describeDealsContract(() => subject, client);
    describeViewsContract(() => subject);
    describeActivitiesContract(() => subject, client);
    describeHistoryContract(() => subject, client);

    describeFieldsContract(() => subject, client);

    describe('settings', () => {
      it('display settings are saved and read back; a value off the list is refused', async () => {
        await backend.settings.saveDisplay(uid, { timeZone: 'Europe/London', currency: 'EUR', showSeconds: true });
        const saved = await firstValue<SettingsDoc>(
          (cb) => backend.settings.watchDisplay(uid, cb),
          (d) => d?.currency === 'EUR',
        );
        expect(saved).toMatchObject({ timeZone: 'Europe/London', currency: 'EUR', showSeconds: true });
        const error = await refusal(backend.settings.saveDisplay(uid, { currency: 'XYZ' as never }));
        expect(error).toMatchObject({ code: 'invalid-argument', message: 'Please choose one of the listed options for currency.' });
        const unknown = await refusal(backend.settings.saveDisplay(uid, { colour: 'red' } as never));
        expect(unknown).toMatchObject({ code: 'invalid-argument', message: 'Unknown setting "colour".' });
        await backend.settings.saveDisplay(uid, { firstDayOfWeek: 'monday' });
        const after = await firstValue<SettingsDoc>(
          (cb) => backend.settings.watchDisplay(uid, cb),
          (d) => d?.firstDayOfWeek === 'monday',
        );
        expect(after).toMatchObject({ currency: 'EUR', timeZone: 'Europe/London' });
      });

      it('privacy settings are saved and read back; a wrong type is refused', async () => {
        await backend.settings.savePrivacy(uid, { profileVisibility: 'team-only', marketingEmails: true });
        const saved = await firstValue<SettingsDoc>(
          (cb) => backend.settings.watchPrivacy(uid, cb),
          (d) => d?.profileVisibility === 'team-only',
        );
        expect(saved).toMatchObject({ profileVisibility: 'team-only', marketingEmails: true });
        const error = await refusal(backend.settings.savePrivacy(uid, { dataSharing: 'yes' as never }));
        expect(error).toMatchObject({ code: 'invalid-argument', message: 'Please choose one of the listed options for dataSharing.' });
        const visibility = await refusal(backend.settings.savePrivacy(uid, { profileVisibility: 'everyone' as never }));
        expect(visibility.code).toBe('invalid-argument');
      });

      it('profile changes are saved, trimmed, onto the account; a blank name or a letter in the phone is refused', async () => {
        await backend.settings.saveProfile({ displayName: '  Contract Renamed  ', phone: '+1 (555) 0199' });
        const account = await firstValue<Account>(
          (cb) => backend.account.watchAccount(uid, uid, cb),
          (a) => a.user?.displayName === 'Contract Renamed',
        );
        expect(account.user).toMatchObject({ displayName: 'Contract Renamed', phone: '+1 (555) 0199' });
        const blank = await refusal(backend.settings.saveProfile({ displayName: '  ' }));
        expect(blank).toMatchObject({ code: 'invalid-argument', message: 'Please enter your name.' });
        const phone = await refusal(backend.settings.saveProfile({ phone: 'call me' }));
        expect(phone.code).toBe('invalid-argument');
      });
    });

    describeAuthContract(() => subject);
    describeMembersContract(() => subject);
    describeServiceContract(() => subject);
    describeAdminContract(() => subject);
    describeBackupContract(() => subject);
  });
}
