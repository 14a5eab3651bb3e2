// The schemas of deals and pipelines (docs/product/deals.md): untrusted form, import, backup or
// API input in, the sanitised deal or pipeline out, with the product's messages. The same
// sanitising as every record (sanitize.ts: text trimmed and cut to 500 characters, amounts never
// negative). Kept apart from deals.ts, which screens import, so zod loads only when a deal is
// saved, imported or restored (as schemas.ts; docs/decisions/0160).
import { z } from 'zod';
import { customFieldsBound } from './custom-field-schema';
import { isIsoDate, todayIso } from './dates';
import { DEAL_FIELDS, DEAL_LIMITS, DEAL_MESSAGES, DEAL_STATUSES, STAGE_KINDS } from './deals';
import type { DealInput, PipelineInput, Stage } from './deals';
import { FIRST_KEY, isValidKey } from './fractional';
import { pipelineProblem } from './pipelines';
import { MESSAGES } from './record-rules';
import type { FieldErrors, ParseFailure, ParseResult } from './record-rules';
import { cleanAmount, cleanEnum, cleanText, toNumber } from './sanitize';

// As in schemas.ts: browsers parse without zod's compiled parsers (the Content-Security-Policy
// has no 'unsafe-eval', docs/decisions/0182); Node keeps them.
const inNode = typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';
if (!inNode) z.config({ jitless: true });

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A number from a number or numeric text ('50' and '50%' included); NaN for anything else. */
function toPercent(v: unknown): number {
  const n = toNumber(typeof v === 'string' ? v.trim().replace(/%$/, '') : v);
  return n ?? Number.NaN;
}

const text = () => z.preprocess(cleanText, z.string());
const requiredText = (message: string) => z.preprocess(cleanText, z.string().min(1, { error: message }));

const percent = () =>
  z
    .number({ error: DEAL_MESSAGES.probabilityInvalid })
    .int({ error: DEAL_MESSAGES.probabilityInvalid })
    .min(0, { error: DEAL_MESSAGES.probabilityInvalid })
    .max(100, { error: DEAL_MESSAGES.probabilityInvalid });

/** A business date that may be left empty (''). */
const optionalDate = () =>
  z.preprocess(
    (v) => (isBlank(v) ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ error: MESSAGES.dateInvalid }).refine((s) => s === '' || isIsoDate(s), { error: MESSAGES.dateInvalid }),
  );

const dealShape = {
  title: requiredText(MESSAGES.titleRequired),
  clientId: requiredText(DEAL_MESSAGES.clientRequired),
  value: z.preprocess(cleanAmount, z.number().max(DEAL_LIMITS.valueMax, { error: MESSAGES.valueTooLarge })),
  expectedClose: optionalDate(),
  ownerId: requiredText(DEAL_MESSAGES.ownerRequired),
  pipelineId: requiredText(DEAL_MESSAGES.pipelineRequired),
  stageId: requiredText(DEAL_MESSAGES.stageRequired),
  /** Blank: the stage's probability. */
  probability: z.preprocess((v) => (isBlank(v) ? null : toPercent(v)), percent().nullable()),
  status: z.preprocess((v) => cleanEnum(v, DEAL_STATUSES, 'open'), z.enum(DEAL_STATUSES)),
  wonAt: optionalDate(),
  lostAt: optionalDate(),
  lostReason: text(),
  revenueId: text(),
  /** Blank: the first key (a writer placing a deal gives it a key of its own: fractional.ts keyAt). */
  position: z.preprocess(
    (v) => (isBlank(v) ? FIRST_KEY : typeof v === 'string' ? v.trim() : v),
    z.string({ error: DEAL_MESSAGES.positionInvalid }).refine(isValidKey, { error: DEAL_MESSAGES.positionInvalid }),
  ),
  notes: text(),
  customFields: customFieldsBound(),
} satisfies { [K in keyof DealInput]: z.ZodType<DealInput[K], unknown> };

/** Untrusted input -> DealInput; unknown keys are dropped. */
export const dealSchema = z.object(dealShape);

function failure(issues: readonly z.core.$ZodIssue[]): ParseFailure {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (key !== '' && errors[key] === undefined) errors[key] = issue.message;
  }
  const first = issues[0];
  const message = first && first.path.length > 0 ? first.message : MESSAGES.invalidRecord;
  return { ok: false, errors, message };
}

/**
 * Validates and sanitises a whole deal (add, import, restore, API). The dates follow the status:
 * a won deal without a won date is won today (the local date of `now`) and has no lost date or
 * reason; a lost deal likewise; an open deal has neither date nor reason. The revenue link is
 * kept as given (only deal-writes.ts sets or clears it).
 */
export function parseDeal(input: unknown, now: Date = new Date()): ParseResult<DealInput> {
  if (!isObject(input)) return { ok: false, errors: {}, message: MESSAGES.invalidRecord };
  const result = dealSchema.safeParse(input);
  if (!result.success) return failure(result.error.issues);
  const deal = result.data;
  if (deal.status === 'won') Object.assign(deal, { wonAt: deal.wonAt || todayIso(now), lostAt: '', lostReason: '' });
  if (deal.status === 'lost') Object.assign(deal, { lostAt: deal.lostAt || todayIso(now), wonAt: '' });
  if (deal.status === 'open') Object.assign(deal, { wonAt: '', lostAt: '', lostReason: '' });
  return { ok: true, value: deal };
}

/**
 * Validates and sanitises only the fields present in `changes` (an edit writes only what
 * changed), with parseDeal's field rules; unknown keys (and `id`) are dropped. Status changes go
 * through deal-writes.ts, which keeps the dates, stage and revenue in step.
 */
export function parseDealPatch(changes: unknown): ParseResult<Partial<DealInput>> {
  if (!isObject(changes)) return { ok: false, errors: {}, message: MESSAGES.invalidRecord };
  const shape: Record<string, z.ZodType<unknown, unknown>> = dealShape;
  const value: Record<string, unknown> = {};
  const issues: z.core.$ZodIssue[] = [];
  // customFields is the deal's own map, not one of its fields (src/domain/custom-fields.ts).
  for (const field of [...DEAL_FIELDS, 'customFields']) {
    if (!Object.prototype.hasOwnProperty.call(changes, field)) continue;
    const result = shape[field]?.safeParse(changes[field]);
    if (!result) continue;
    if (result.success) value[field] = result.data;
    else issues.push(...result.error.issues.map((issue) => ({ ...issue, path: [field, ...issue.path] })));
  }
  if (issues.length > 0) return failure(issues);
  return { ok: true, value: value as Partial<DealInput> };
}

/**
 * Stages from untrusted input: non-objects dropped; a missing id becomes 'stage-{n}'; a blank
 * probability is 100 for a won stage and 0 for a lost one; sorted by order and numbered 0, 1, ...
 */
function cleanStages(v: unknown): unknown[] {
  if (!Array.isArray(v)) return [];
  const used = new Set<string>();
  const stages: (Omit<Stage, 'probability'> & { probability: unknown; at: number })[] = [];
  v.forEach((item, index) => {
    if (!isObject(item)) return;
    let id = cleanText(item.id) || `stage-${index + 1}`;
    while (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    const kind = cleanEnum(item.kind, STAGE_KINDS, 'open');
    const blank = isBlank(item.probability);
    const probability = blank && kind !== 'open' ? (kind === 'won' ? 100 : 0) : toPercent(item.probability);
    const order = toNumber(item.order);
    stages.push({ id, name: cleanText(item.name), probability, kind, order: order ?? index, at: index });
  });
  return stages.sort((a, b) => a.order - b.order || a.at - b.at).map(({ at: _at, ...s }, order) => ({ ...s, order }));
}

const stageSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1, { error: DEAL_MESSAGES.stageNameRequired }),
  probability: percent(),
  kind: z.enum(STAGE_KINDS),
  order: z.number().int().min(0),
});

/** Untrusted input -> PipelineInput (its stages sorted and numbered by order). */
export const pipelineSchema = z
  .object({
    name: requiredText(DEAL_MESSAGES.pipelineNameRequired),
    order: z.preprocess((v) => Math.max(0, Math.round(toNumber(v) ?? 0)), z.number().int().min(0)),
    stages: z.preprocess(cleanStages, z.array(stageSchema).max(DEAL_LIMITS.stagesPerPipeline, { error: DEAL_MESSAGES.tooManyStages })),
  })
  .superRefine((pipeline, ctx) => {
    const problem = pipelineProblem(pipeline);
    if (problem) ctx.addIssue({ code: 'custom', path: ['stages'], message: problem });
  });

/**
 * Validates and sanitises a pipeline: a name; 1 to 20 stages, each with a name (unique within
 * the pipeline, ignoring case), a whole-number probability 0-100 and a kind; at least one open,
 * one won and one lost stage.
 */
export function parsePipeline(input: unknown): ParseResult<PipelineInput> {
  if (!isObject(input)) return { ok: false, errors: {}, message: MESSAGES.invalidRecord };
  const result = pipelineSchema.safeParse(input);
  if (!result.success) return failure(result.error.issues);
  return { ok: true, value: result.data };
}
