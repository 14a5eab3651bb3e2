import { describe, expect, it } from 'vitest';
import { parseDeal, parseDealPatch, parsePipeline } from './deal-schemas';
import { DEAL_MESSAGES, DEFAULT_PIPELINE } from './deals';
import { MESSAGES } from './record-rules';

const NOW = new Date(2026, 11, 3, 15, 0);

const input = {
  title: '  Website redesign ',
  clientId: 'c1',
  value: '12,500.50',
  expectedClose: '2026-12-20',
  ownerId: 'u1',
  pipelineId: 'default',
  stageId: 'proposal',
  position: 'a0',
};

describe('parseDeal', () => {
  it('sanitises a deal as every record: trimmed text, amounts as numbers, blanks as empty', () => {
    const result = parseDeal({ ...input, extra: 'dropped' }, NOW);
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Website redesign',
        clientId: 'c1',
        value: 12500.5,
        expectedClose: '2026-12-20',
        ownerId: 'u1',
        pipelineId: 'default',
        stageId: 'proposal',
        probability: null,
        status: 'open',
        wonAt: '',
        lostAt: '',
        lostReason: '',
        revenueId: '',
        position: 'a0',
        notes: '',
      },
    });
  });

  it('cuts text to 500 characters and makes a negative value 0', () => {
    const result = parseDeal({ ...input, title: 'x'.repeat(600), notes: 'n'.repeat(900), value: -5 }, NOW);
    expect(result.ok && [result.value.title.length, result.value.notes.length, result.value.value]).toEqual([500, 500, 0]);
  });

  it('needs a title, a client, an owner, a pipeline and a stage', () => {
    const result = parseDeal({ title: ' ', value: 1 }, NOW);
    expect(result).toMatchObject({
      ok: false,
      message: MESSAGES.titleRequired,
      errors: {
        title: MESSAGES.titleRequired,
        clientId: DEAL_MESSAGES.clientRequired,
        ownerId: DEAL_MESSAGES.ownerRequired,
        pipelineId: DEAL_MESSAGES.pipelineRequired,
        stageId: DEAL_MESSAGES.stageRequired,
      },
    });
  });

  it('refuses a value over a trillion dollars and a date that is not a calendar date', () => {
    expect(parseDeal({ ...input, value: 1e12 }, NOW).ok).toBe(true);
    expect(parseDeal({ ...input, value: 1e12 + 1 }, NOW)).toMatchObject({ ok: false, errors: { value: MESSAGES.valueTooLarge } });
    expect(parseDeal({ ...input, expectedClose: '2026-02-30' }, NOW)).toMatchObject({ ok: false, errors: { expectedClose: MESSAGES.dateInvalid } });
  });

  it("takes a probability as a whole number 0-100 (or '50%'), and blank as the stage's", () => {
    const probability = (v: unknown) => {
      const r = parseDeal({ ...input, probability: v }, NOW);
      return r.ok ? r.value.probability : r.errors.probability;
    };
    expect([probability(''), probability(null), probability(0), probability(100), probability('50%'), probability(' 40 ')]).toEqual([
      null,
      null,
      0,
      100,
      50,
      40,
    ]);
    for (const bad of [101, -1, 12.5, 'high', true]) expect(probability(bad)).toBe(DEAL_MESSAGES.probabilityInvalid);
  });

  it('gives a blank position the first key and refuses one that is not a key', () => {
    const blank = parseDeal({ ...input, position: '' }, NOW);
    expect(blank.ok && blank.value.position).toBe('a0');
    expect(parseDeal({ ...input, position: 'a10' }, NOW)).toMatchObject({ ok: false, errors: { position: DEAL_MESSAGES.positionInvalid } });
  });

  it('keeps the dates in step with the status: won today when no date is given, open with none', () => {
    const won = parseDeal({ ...input, status: 'WON', lostReason: 'Price', lostAt: '2026-11-01' }, NOW);
    expect(won.ok && [won.value.status, won.value.wonAt, won.value.lostAt, won.value.lostReason]).toEqual(['won', '2026-12-03', '', '']);
    const lost = parseDeal({ ...input, status: 'lost', lostReason: ' Price ', wonAt: '2026-11-01', lostAt: '2026-11-20' }, NOW);
    expect(lost.ok && [lost.value.wonAt, lost.value.lostAt, lost.value.lostReason]).toEqual(['', '2026-11-20', 'Price']);
    const open = parseDeal({ ...input, status: 'unknown', wonAt: '2026-11-01', lostReason: 'Price' }, NOW);
    expect(open.ok && [open.value.status, open.value.wonAt, open.value.lostReason]).toEqual(['open', '', '']);
  });

  it('refuses what is not an object', () => {
    expect(parseDeal('deal', NOW)).toEqual({ ok: false, errors: {}, message: MESSAGES.invalidRecord });
    expect(parseDeal(['deal'], NOW)).toMatchObject({ ok: false });
  });
});

describe('parseDealPatch', () => {
  it('checks only the fields sent, with the same rules, and drops unknown keys and the id', () => {
    expect(parseDealPatch({ value: '20', notes: ' hi ', id: 'x', createdAt: 1 })).toEqual({ ok: true, value: { value: 20, notes: 'hi' } });
    expect(parseDealPatch({ probability: '' })).toEqual({ ok: true, value: { probability: null } });
    expect(parseDealPatch({ title: '', probability: 200 })).toMatchObject({
      ok: false,
      message: MESSAGES.titleRequired,
      errors: { title: MESSAGES.titleRequired, probability: DEAL_MESSAGES.probabilityInvalid },
    });
    expect(parseDealPatch(null)).toMatchObject({ ok: false, message: MESSAGES.invalidRecord });
  });
});

describe('parsePipeline', () => {
  it('accepts the default pipeline as it is', () => {
    const { id: _id, ...stored } = DEFAULT_PIPELINE;
    expect(parsePipeline(stored)).toEqual({ ok: true, value: stored });
  });

  it('sorts and numbers the stages, fills missing ids, and gives won and lost stages their probability', () => {
    const result = parsePipeline({
      name: ' Partners ',
      order: '2',
      stages: [
        { name: 'Signed', kind: 'won', order: 5 },
        { id: 'intro', name: ' Intro ', probability: '20', order: 1 },
        'junk',
        { name: 'Dropped', kind: 'LOST', order: 9 },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Partners',
        order: 2,
        stages: [
          { id: 'intro', name: 'Intro', probability: 20, kind: 'open', order: 0 },
          { id: 'stage-1', name: 'Signed', probability: 100, kind: 'won', order: 1 },
          { id: 'stage-4', name: 'Dropped', probability: 0, kind: 'lost', order: 2 },
        ],
      },
    });
  });

  it('refuses a pipeline without a name, with a stage unnamed, named twice or without a probability', () => {
    const stages = DEFAULT_PIPELINE.stages;
    expect(parsePipeline({ name: '', stages })).toMatchObject({ ok: false, errors: { name: DEAL_MESSAGES.pipelineNameRequired } });
    expect(parsePipeline({ name: 'P', stages: [...stages, { name: ' ', kind: 'open', probability: 1 }] })).toMatchObject({
      ok: false,
      errors: { stages: DEAL_MESSAGES.stageNameRequired },
    });
    expect(parsePipeline({ name: 'P', stages: [...stages, { name: 'LEAD', kind: 'open', probability: 1 }] })).toMatchObject({
      ok: false,
      errors: { stages: DEAL_MESSAGES.stageNameTaken },
    });
    expect(parsePipeline({ name: 'P', stages: [...stages, { name: 'Demo', kind: 'open' }] })).toMatchObject({
      ok: false,
      errors: { stages: DEAL_MESSAGES.probabilityInvalid },
    });
  });

  it('refuses more than 20 stages and a pipeline missing an open, won or lost stage', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `S${i}`, probability: 10, kind: i === 0 ? 'won' : i === 1 ? 'lost' : 'open' }));
    expect(parsePipeline({ name: 'P', stages: many })).toMatchObject({ ok: false, errors: { stages: DEAL_MESSAGES.tooManyStages } });
    expect(parsePipeline({ name: 'P', stages: many.slice(0, 20) }).ok).toBe(true);
    const noWon = DEFAULT_PIPELINE.stages.filter((s) => s.kind !== 'won');
    expect(parsePipeline({ name: 'P', stages: noWon })).toMatchObject({ ok: false, errors: { stages: DEAL_MESSAGES.stageKindsMissing } });
    expect(parsePipeline({ name: 'P' })).toMatchObject({ ok: false, errors: { stages: DEAL_MESSAGES.stageKindsMissing } });
  });
});
