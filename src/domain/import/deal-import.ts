// Deals as an import target (docs/product/import.md#deals): what one row of a deals file holds
// once mapped, and the rules that turn it into a deal of the chosen pipeline: its stage (by the
// stage's name, a won or lost word, or the person's choice for a name the pipeline does not
// have), its client (by e-mail first, then by name, ignoring case and spaces), its owner (a
// member by e-mail or name, else the importer; always the importer when narrowed to their own
// records). Shared by the screen (which stages need a choice, which rows have no client) and the
// importRecords function (which resolves and writes each row). Pure: no zod, no Firebase.
import { firstStageOfKind } from '../deals';
import type { DealStatus, Pipeline, Stage } from '../deals';
import { DEAL_STATUSES } from '../deals';
import type { ImportKind } from '../entitlements';
import type { RecordInput, RecordKind } from '../types';
import { headerKey } from './headers';
import { LOST_STAGE_WORDS, WON_STAGE_WORDS } from './deal-words';

/** The columns a deals file may map, in the order the mapping list offers them. */
export const DEAL_IMPORT_FIELDS = [
  'title',
  'value',
  'stage',
  'status',
  'expectedClose',
  'clientName',
  'contactName',
  'clientEmail',
  'owner',
  'wonAt',
  'lostAt',
  'lostReason',
  'notes',
] as const;
export type DealImportField = (typeof DEAL_IMPORT_FIELDS)[number];

/** One mapped row of a deals file, as the browser sends it (dates ISO or '', the value a number or ''). */
export type DealImportInput = Partial<Record<Exclude<DealImportField, 'value'>, string>> & { value?: number | '' };

/** What a mapped row of a kind holds: a record's fields, or for deals the row to resolve on the server. */
export type ImportInput<K extends ImportKind> = K extends RecordKind ? RecordInput<K> : DealImportInput;

/** What the rows whose client is not in the account get: a new client, or left out (listed as skipped). */
export const MISSING_CLIENT_CHOICES = ['create', 'skip'] as const;
export type MissingClientChoice = (typeof MISSING_CLIENT_CHOICES)[number];

/** The choices of the mapping screen for a deals file, sent with every chunk of it. */
export type DealImportOptions = {
  pipelineId: string;
  /** Stage names of the file the pipeline does not have (by stageKey) -> the stage id chosen for them. */
  stages: Record<string, string>;
  missingClients: MissingClientChoice;
};

/** At most this many stage names of one file get a choice (a file with more is not a deals export). */
export const MAX_STAGE_CHOICES = 100;

/** The row messages (English; row reports stay English, as every import row's). */
export const DEAL_IMPORT_MESSAGES = {
  stageUnmapped: 'Its stage is not a stage of the chosen pipeline: choose one on the mapping screen.',
  clientMissing: 'Its client is not in the account (skipped, as chosen).',
  clientUnnamed: 'It names no client: add the client’s name or e-mail.',
  newClientEmail: 'Its client is not in the account, and a new client needs an e-mail.',
  pipelineGone: 'The chosen pipeline was not found.',
} as const;

/** How a file's stage name is compared: no case, accents, spaces or punctuation (headerKey). */
export const stageKey = (name: string): string => headerKey(name);

/** A name as compared for clients and owners: trimmed, inner spaces collapsed, lower case. */
export const nameKey = (name: string | undefined): string => (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

const EMAIL_IN_TEXT = /[^\s<>()"',;]+@[^\s<>()"',;]+\.[^\s<>()"',;]+/;

/** An e-mail as compared: trimmed, lower case; the one inside "Jane Cooper (jane@x.io)" too. */
export function emailKeyOf(text: string | undefined): string {
  const m = EMAIL_IN_TEXT.exec(text ?? '');
  return m ? m[0].toLowerCase() : '';
}

/** "Jane Cooper (jane@x.io)" -> "Jane Cooper"; a bare e-mail -> ''. */
export function nameWithoutEmail(text: string | undefined): string {
  return (text ?? '')
    .replace(/[(<[]?\s*[^\s<>()"',;]+@[^\s<>()"',;]+\.[^\s<>()"',;]+\s*[)>\]]?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The status a row's status cell tells (Pipedrive's "won", "lost", "open"), or null (blank, deleted, unknown). */
export function statusOfCell(text: string | undefined): DealStatus | null {
  const key = headerKey(text ?? '');
  return (DEAL_STATUSES as readonly string[]).includes(key) ? (key as DealStatus) : null;
}

/**
 * The stage of the pipeline a file's stage name maps to by itself: the stage with that name
 * (ignoring case, accents and spaces), else the first won or lost stage for a name that means it
 * ("Closed Won", "closedlost"); undefined when the person has to choose.
 */
export function matchStage(pipeline: Pipeline, name: string): Stage | undefined {
  const key = stageKey(name);
  if (key === '') return undefined;
  const same = pipeline.stages.find((s) => stageKey(s.name) === key || s.id === name.trim());
  if (same) return same;
  if (WON_STAGE_WORDS.has(key)) return firstStageOfKind(pipeline, 'won');
  if (LOST_STAGE_WORDS.has(key)) return firstStageOfKind(pipeline, 'lost');
  return undefined;
}

/**
 * Where a row goes. A won or lost status cell (Pipedrive writes the last stage reached and the
 * status apart) puts it in the first stage of that kind, unless its stage is of that kind
 * already; otherwise its stage: matched by itself, else the person's choice (`chosen`, by
 * stageKey); a blank stage is the pipeline's first open stage. Null: a stage name still without
 * a choice.
 */
export function stageForRow(pipeline: Pipeline, row: Pick<DealImportInput, 'stage' | 'status'>, chosen: Readonly<Record<string, string>>): Stage | null {
  const name = row.stage ?? '';
  const key = stageKey(name);
  const picked = key === '' ? firstStageOfKind(pipeline, 'open') : (matchStage(pipeline, name) ?? pipeline.stages.find((s) => s.id === chosen[key]));
  const status = statusOfCell(row.status);
  if (status === 'won' || status === 'lost') return picked?.kind === status ? picked : (firstStageOfKind(pipeline, status) ?? null);
  return picked ?? null;
}

/**
 * The stage names of a file that need the person's choice, as they first appear (one per
 * stageKey): those the pipeline does not match by itself, in rows that a won or lost status does
 * not place anyway.
 */
export function stagesToChoose(pipeline: Pipeline, rows: readonly Pick<DealImportInput, 'stage' | 'status'>[]): { key: string; name: string; rows: number }[] {
  const found = new Map<string, { key: string; name: string; rows: number }>();
  for (const row of rows) {
    const name = (row.stage ?? '').trim();
    const key = stageKey(name);
    if (key === '') continue;
    const status = statusOfCell(row.status);
    if (status === 'won' || status === 'lost') continue;
    if (matchStage(pipeline, name)) continue;
    const entry = found.get(key);
    if (entry) entry.rows++;
    else if (found.size < MAX_STAGE_CHOICES) found.set(key, { key, name, rows: 1 });
  }
  return [...found.values()];
}

/** Whether every stage name that needs a choice has one that is a stage of the pipeline. */
export function stagesChosen(pipeline: Pipeline, needed: readonly { key: string }[], chosen: Readonly<Record<string, string>>): boolean {
  return needed.every((n) => pipeline.stages.some((s) => s.id === chosen[n.key]));
}

/** A client as the matching needs it. */
export type ClientRef = { id: string; name: string; email: string; company?: string };

/** The account's clients by e-mail and by name (then company), for matchClient. */
export type ClientIndex = { byEmail: Map<string, string>; byName: Map<string, string> };

export function indexClients(clients: readonly ClientRef[]): ClientIndex {
  const byEmail = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const c of clients) {
    const email = (c.email ?? '').trim().toLowerCase();
    if (email !== '' && !byEmail.has(email)) byEmail.set(email, c.id);
  }
  for (const c of clients) {
    const name = nameKey(c.name);
    if (name !== '' && !byName.has(name)) byName.set(name, c.id);
  }
  // A company name finds its client when no client has that name.
  for (const c of clients) {
    const company = nameKey(c.company);
    if (company !== '' && !byName.has(company)) byName.set(company, c.id);
  }
  return { byEmail, byName };
}

/** The client a row names: its e-mail, then its client name, then its contact's name. */
export type RowClient = { email: string; name: string; contactName: string };

export function clientOfRow(row: Pick<DealImportInput, 'clientEmail' | 'clientName' | 'contactName'>): RowClient {
  const email = emailKeyOf(row.clientEmail) || emailKeyOf(row.contactName) || emailKeyOf(row.clientName);
  return { email, name: nameWithoutEmail(row.clientName), contactName: nameWithoutEmail(row.contactName) };
}

/** The id of the existing client a row names (e-mail first, then name), or null. */
export function matchClient(index: ClientIndex, client: RowClient): string | null {
  if (client.email !== '') {
    const id = index.byEmail.get(client.email);
    if (id) return id;
  }
  for (const name of [client.name, client.contactName]) {
    const id = name !== '' ? index.byName.get(nameKey(name)) : undefined;
    if (id) return id;
  }
  return null;
}

/** The client an import creates for a row whose client is not found: its name and e-mail (required), the company. */
export function newClientOf(client: RowClient): { name: string; email: string; company: string } | null {
  if (client.email === '') return null;
  const name = client.name || client.contactName || client.email;
  return { name, email: client.email, company: client.name };
}

/** One key per new client, so the rows of one file naming it share it. */
export const newClientKey = (client: RowClient): string => client.email;

/** A member as owner matching needs them. */
export type MemberRef = { uid: string; email: string; displayName: string };

/**
 * The owner of an imported deal: the importer when narrowed to their own records; else the
 * member the owner cell names by e-mail or name ("Jane Cooper (jane@x.io)" too); else the importer.
 */
export function ownerOfRow(members: readonly MemberRef[], cell: string | undefined, importer: string, narrowed: boolean): string {
  if (narrowed) return importer;
  const email = emailKeyOf(cell);
  if (email !== '') {
    const m = members.find((x) => x.email.trim().toLowerCase() === email);
    if (m) return m.uid;
  }
  const name = nameKey(nameWithoutEmail(cell));
  if (name !== '') {
    const m = members.find((x) => nameKey(x.displayName) === name || nameKey(x.email) === name);
    if (m) return m.uid;
  }
  return importer;
}

/**
 * The deal's fields of a row once its stage, client and owner are known, for parseDeal. A won or
 * lost deal without its won or lost date closed on its close date (HubSpot writes only "Close
 * Date"), else today (parseDeal).
 */
export function dealInputOf(row: DealImportInput, pipelineId: string, stage: Stage, clientId: string, ownerId: string): Record<string, unknown> {
  return {
    title: row.title ?? '',
    value: row.value === undefined || row.value === '' ? 0 : row.value,
    expectedClose: row.expectedClose ?? '',
    clientId,
    ownerId,
    pipelineId,
    stageId: stage.id,
    probability: null,
    status: stage.kind,
    wonAt: stage.kind === 'won' ? row.wonAt || row.expectedClose || '' : '',
    lostAt: stage.kind === 'lost' ? row.lostAt || row.expectedClose || '' : '',
    lostReason: stage.kind === 'lost' ? (row.lostReason ?? '') : '',
    // Only the won-deal rule links a revenue (deal-writes.ts markWon).
    revenueId: '',
    position: '',
    notes: row.notes ?? '',
  };
}

/** The options as a request carries them, or null when they are not valid. */
export function parseDealImportOptions(v: unknown): DealImportOptions | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.pipelineId !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(o.pipelineId)) return null;
  if (!(MISSING_CLIENT_CHOICES as readonly unknown[]).includes(o.missingClients)) return null;
  const raw = o.stages ?? {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const entries = Object.entries(raw as Record<string, unknown>);
  if (entries.length > MAX_STAGE_CHOICES) return null;
  const stages: Record<string, string> = {};
  for (const [key, id] of entries) {
    if (key.length > 200 || typeof id !== 'string' || id.length === 0 || id.length > 128) return null;
    stages[key] = id;
  }
  return { pipelineId: o.pipelineId, stages, missingClients: o.missingClients as MissingClientChoice };
}

/** A row's input as a request carries it, kept to its known fields (texts of at most 500 characters, the value a number or ''). */
export function dealRowOf(input: unknown): DealImportInput {
  const o = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const out: DealImportInput = {};
  for (const field of DEAL_IMPORT_FIELDS) {
    const v = o[field];
    if (field === 'value') {
      out.value = typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : '';
    } else if (typeof v === 'string' || typeof v === 'number') {
      out[field] = String(v).slice(0, 500);
    }
  }
  return out;
}
