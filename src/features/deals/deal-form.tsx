// Adding and editing a deal (docs/product/deals.md#deal-fields): title, client, value, expected
// close date, owner, pipeline and stage, probability (blank: the stage's) and notes, validated by
// parseDeal (deal-schemas.ts, loaded on submit so zod stays out of the board's download). A new
// deal goes at the end of an open stage's column; on an edit, a change of stage is a move
// (api.moveDeal), as on the board.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useState } from 'react';
import type { DealsApi, DealView } from '../../data/contract-deals';
import { firstStageOfKind } from '../../domain/deals';
import type { DealInput, Pipeline } from '../../domain/deals';
import { keyBetween } from '../../domain/fractional';
import { compareDeals } from '../../domain/deals';
import { canAddClient } from '../../domain/entitlements';
import type { FieldErrors } from '../../domain/record-rules';
import type { IsoDate, RecordInput } from '../../domain/types';
import { FormModal } from '../../components/ui/form-modal';
import { SelectField } from '../../components/ui/select-field';
import type { SelectOption } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { CustomFieldsInputs, customFieldInputsOf } from '../../components/fields/custom-field-parts';
import type { CustomFieldInputs } from '../../components/fields/custom-field-parts';
import { useFieldDefinitions } from '../../components/fields/use-field-definitions';
import { customFieldsSchema } from '../../domain/custom-fields';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

export type DealFormValues = {
  title: string;
  clientId: string;
  value: string;
  expectedClose: string;
  ownerId: string;
  pipelineId: string;
  stageId: string;
  probability: string;
  notes: string;
  /** The client made on the spot when clientId is NEW_CLIENT. */
  newClientName: string;
  newClientEmail: string;
};

/** The client option that opens the fields of a client made on the spot. */
export const NEW_CLIENT = '__new__';

export type DealFormProps = {
  api: DealsApi;
  accountId: string;
  /** 'add', a deal to edit, or null (closed). */
  target: 'add' | DealView | null;
  pipelines: readonly Pipeline[];
  /** The pipeline a new deal starts in. */
  pipelineId: string;
  /** Every deal the person sees (a new deal goes after the last of its column). */
  deals: readonly DealView[];
  clients: readonly SelectOption[];
  /** The members a deal may be given to; null: only the writer (the field is not shown). */
  owners: readonly SelectOption[] | null;
  me: string;
  today: IsoDate;
  onClose: () => void;
  /** Editing: asks to delete the deal (the screen confirms first). */
  onDelete?: (deal: DealView) => void;
};

function valuesOf(target: 'add' | DealView, pipelines: readonly Pipeline[], pipelineId: string, me: string): DealFormValues {
  if (target !== 'add') {
    return {
      title: target.title,
      clientId: target.clientId,
      value: String(target.value),
      expectedClose: target.expectedClose,
      ownerId: target.ownerId,
      pipelineId: target.pipelineId,
      stageId: target.stageId,
      probability: target.probability === null ? '' : String(target.probability),
      notes: target.notes,
      newClientName: '',
      newClientEmail: '',
    };
  }
  const pipeline = pipelines.find((p) => p.id === pipelineId) ?? pipelines[0];
  return {
    title: '',
    clientId: '',
    value: '0',
    expectedClose: '',
    ownerId: me,
    pipelineId: pipeline?.id ?? '',
    stageId: pipeline ? (firstStageOfKind(pipeline, 'open')?.id ?? '') : '',
    probability: '',
    notes: '',
    newClientName: '',
    newClientEmail: '',
  };
}

/** The add / edit deal modal; mounted while open so each opening starts from the deal. */
export function DealForm(props: DealFormProps) {
  if (props.target === null) return null;
  return <DealFormOpen {...props} target={props.target} />;
}

function DealFormOpen({
  api,
  accountId,
  target,
  pipelines,
  pipelineId,
  deals,
  clients,
  owners,
  me,
  today,
  onClose,
  onDelete,
}: DealFormProps & { target: 'add' | DealView }) {
  const { t } = useLingui();
  const { backend, entitlements } = useSession();
  // The Basic plan's client cap, checked as the clients page checks it (src/domain/entitlements.ts):
  // at the cap, "New client…" says so instead of making one (the rules refuse it anyway).
  const clientCap = entitlements?.clientCap ?? null;
  const capReached = entitlements !== null && clientCap !== null && !canAddClient(entitlements, clients.length);
  const adding = target === 'add';
  const [values, setValues] = useState<DealFormValues>(() => valuesOf(target, pipelines, pipelineId, me));
  const [errors, setErrors] = useState<FieldErrors>({});
  // The account's custom fields of deals (src/domain/custom-fields.ts), checked by the one schema on submit.
  const definitions = useFieldDefinitions('deals');
  const [custom, setCustom] = useState<CustomFieldInputs>(() => (target === 'add' ? {} : customFieldInputsOf(null, target.customFields)));
  const [customErrors, setCustomErrors] = useState<Record<string, string | undefined>>({});
  const pipeline = pipelines.find((p) => p.id === values.pipelineId);
  // A new deal starts open (won and lost come from a move, which asks what it needs).
  const stages = [...(pipeline?.stages ?? [])].sort((a, b) => a.order - b.order).filter((s) => !adding || s.kind === 'open');
  const set = (field: keyof DealFormValues) => (e: { target: { value: string } }) => {
    const v = e.target.value;
    setValues((old) => {
      if (field !== 'pipelineId') return { ...old, [field]: v };
      const next = pipelines.find((p) => p.id === v);
      return { ...old, pipelineId: v, stageId: next ? (firstStageOfKind(next, 'open')?.id ?? '') : '' };
    });
  };
  const bind = (field: keyof DealFormValues) => ({ name: field, value: values[field], onChange: set(field) });

  const endOf = (stageId: string, except?: string) => {
    const last = deals
      .filter((d) => d.pipelineId === values.pipelineId && d.stageId === stageId && d.id !== except)
      .sort(compareDeals)
      .at(-1);
    try {
      return keyBetween(last?.position ?? null, null);
    } catch {
      return keyBetween(null, null);
    }
  };

  const onSubmit = async (): Promise<boolean> => {
    const { parseDeal } = await import('../../domain/deal-schemas');
    const stage = pipeline?.stages.find((s) => s.id === values.stageId);
    const base: Record<string, unknown> =
      target === 'add'
        ? { status: stage?.kind ?? 'open', wonAt: '', lostAt: '', lostReason: '', revenueId: '', position: endOf(values.stageId) }
        : {
            status: target.status,
            wonAt: target.wonAt,
            lostAt: target.lostAt,
            lostReason: target.lostReason,
            revenueId: target.revenueId,
            position: target.position,
          };
    const { newClientName, newClientEmail, ...fields } = values;
    const making = fields.clientId === NEW_CLIENT;
    // At the cap no client is made, and the deal waits for an existing client (the message shows under the field).
    if (making && capReached) return false;
    const checked = customFieldsSchema(definitions ?? []).parse(custom, { previous: target === 'add' ? {} : (target.customFields ?? {}) });
    if (!checked.ok) {
      setCustomErrors(checked.errors);
      return false;
    }
    const customFields = definitions && definitions.length > 0 ? { customFields: custom } : {};
    const parsed = parseDeal({ ...base, ...fields, ...customFields, ownerId: fields.ownerId || me });
    // A client made on the spot: the records' own rules (name and e-mail required), checked with the deal's.
    let client: { ok: true; value: RecordInput<'clients'> } | { ok: false; errors: FieldErrors } | null = null;
    if (making) {
      const { parseRecord } = await import('../../domain/schemas');
      client = parseRecord('clients', {
        name: newClientName,
        email: newClientEmail,
        phone: '',
        company: '',
        value: 0,
        progress: 0,
        notes: '',
        dateAdded: today,
        lastContact: today,
        status: 'active',
        type: 'one-time',
      });
    }
    const clientErrors: FieldErrors = client && !client.ok ? { newClientName: client.errors.name, newClientEmail: client.errors.email } : {};
    if (!parsed.ok || (client && !client.ok)) {
      const dealErrors = parsed.ok ? {} : Object.keys(parsed.errors).length > 0 ? parsed.errors : { title: parsed.message };
      setErrors({ ...dealErrors, ...clientErrors });
      return false;
    }
    setErrors({});
    let deal: DealInput = parsed.value;
    if (client?.ok) {
      if (!backend) return false;
      const clientId = await backend.records.addRecord(accountId, 'clients', client.value);
      deal = { ...deal, clientId };
    }
    if (target === 'add') {
      await api.addDeal(accountId, deal);
      return true;
    }
    const changes: Partial<DealInput> = {};
    for (const key of ['title', 'clientId', 'value', 'expectedClose', 'ownerId', 'pipelineId', 'probability', 'notes'] as const) {
      if (deal[key] !== target[key]) Object.assign(changes, { [key]: deal[key] });
    }
    if (JSON.stringify(checked.value) !== JSON.stringify(target.customFields ?? {}) && deal.customFields) changes.customFields = deal.customFields;
    if (Object.keys(changes).length > 0) await api.updateDeal(accountId, target.id, changes);
    if (deal.stageId !== target.stageId) {
      const outcome = await api.moveDeal(accountId, target.id, { stageId: deal.stageId, position: endOf(deal.stageId, target.id) }, { today });
      if (!outcome.done) {
        const reason = translateText(outcome.message);
        setErrors({ stageId: t`Move this deal on the board to answer: ${reason}` });
        return false;
      }
    }
    return true;
  };

  const stageName = (id: string) => pipeline?.stages.find((s) => s.id === id)?.probability;
  const defaultProbability = stageName(values.stageId);
  const probabilityHint = defaultProbability === undefined ? undefined : t`Leave blank for the stage's ${defaultProbability}%.`;

  return (
    <FormModal open title={adding ? t`Add Deal` : t`Edit Deal`} submitLabel={adding ? t`Add Deal` : t`Update Deal`} onClose={onClose} onSubmit={onSubmit}>
      <TextField label={t`Title`} required {...bind('title')} error={errors.title} maxLength={500} />
      <SelectField
        label={t`Client`}
        required
        {...bind('clientId')}
        error={errors.clientId}
        options={[{ value: '', label: t`Choose a client` }, ...clients, ...(backend ? [{ value: NEW_CLIENT, label: t`New client…` }] : [])]}
      />
      {values.clientId === NEW_CLIENT && capReached && clientCap !== null && (
        <p
          role="alert"
          className="rounded-ui border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <CapText cap={clientCap} />{' '}
          <Link to={paths.pricing} className="font-medium underline">
            <Trans>Upgrade to Pro</Trans>
          </Link>
        </p>
      )}
      {values.clientId === NEW_CLIENT && !capReached && (
        <div className="grid gap-4 rounded-ui border border-line p-3 sm:grid-cols-2">
          <TextField label={t`New client's name`} required {...bind('newClientName')} error={errors.newClientName} maxLength={500} />
          <TextField label={t`New client's email`} type="email" required {...bind('newClientEmail')} error={errors.newClientEmail} maxLength={500} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Value ($)`} type="number" min={0} step={0.01} {...bind('value')} error={errors.value} />
        <TextField label={t`Expected close date`} type="date" {...bind('expectedClose')} error={errors.expectedClose} />
        {pipelines.length > 1 && (
          <SelectField
            label={t`Pipeline`}
            {...bind('pipelineId')}
            error={errors.pipelineId}
            options={pipelines.map((p) => ({ value: p.id, label: translateText(p.name) }))}
          />
        )}
        <SelectField
          label={t`Stage`}
          {...bind('stageId')}
          error={errors.stageId}
          options={stages.map((s) => ({ value: s.id, label: translateText(s.name) }))}
        />
        <TextField
          label={t`Probability (%)`}
          type="number"
          min={0}
          max={100}
          step={1}
          {...bind('probability')}
          error={errors.probability}
          hint={probabilityHint}
        />
        {owners && owners.length > 1 && <SelectField label={t`Owner`} {...bind('ownerId')} error={errors.ownerId} options={owners} />}
      </div>
      <TextareaField label={t`Notes`} {...bind('notes')} maxLength={500} />
      <CustomFieldsInputs
        definitions={definitions}
        values={custom}
        errors={customErrors}
        onChange={setCustom}
        onError={(id, message) => setCustomErrors((e) => ({ ...e, [id]: message }))}
      />
      {target !== 'add' && onDelete && (
        <div className="flex justify-start">
          <Button variant="danger" size="sm" onClick={() => onDelete(target)}>
            <Trans>Delete deal</Trans>
          </Button>
        </div>
      )}
    </FormModal>
  );
}

/** The clients page's message at the Basic plan's cap (src/features/clients/clients-page.tsx), word for word. */
function CapText({ cap }: { cap: number }) {
  return (
    <Plural
      value={cap}
      one="You have reached the Basic plan's limit of # client, so you cannot add another one. Delete a client you no longer need, or upgrade to Pro for unlimited clients."
      other="You have reached the Basic plan's limit of # clients, so you cannot add another one. Delete a client you no longer need, or upgrade to Pro for unlimited clients."
    />
  );
}
