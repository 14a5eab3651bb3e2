// The client's add and edit form: its values, blank and from a stored client, and its fields.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { WithId } from '../../data/contract';
import type { RecordForm } from '../../components/records/record-form';
import { OwnerField } from '../../components/records/owner-field';
import { CustomFieldsInputs, customFieldInputsOf } from '../../components/fields/custom-field-parts';
import type { CustomFieldInputs } from '../../components/fields/custom-field-parts';
import { useFieldDefinitions } from '../../components/fields/use-field-definitions';
import { SelectField, optionsOf } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { todayIso } from '../../domain/dates';
import { CLIENT_STATUSES, CLIENT_TYPES } from '../../domain/types';

type Client = WithId<'clients'>;

export type ClientFormValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  value: string;
  progress: string;
  notes: string;
  dateAdded: string;
  lastContact: string;
  status: string;
  type: string;
  /** The member it is assigned to ('' = the writer; owner-field.tsx). */
  ownerId: string;
  /** The account's custom fields by definition id (src/domain/custom-fields.ts), as their inputs hold them. */
  customFields: CustomFieldInputs;
};

export function blankClientForm(): ClientFormValues {
  return {
    name: '',
    email: '',
    phone: '',
    company: '',
    value: '0',
    progress: '0',
    notes: '',
    dateAdded: todayIso(),
    lastContact: todayIso(),
    status: 'active',
    type: 'one-time',
    ownerId: '',
    customFields: {},
  };
}

export function clientFormOf(c: Client): ClientFormValues {
  return { ...c, value: String(c.value), progress: String(c.progress), ownerId: c.ownerId ?? '', customFields: customFieldInputsOf(null, c.customFields) };
}

export function ClientFields({ form, adding }: { form: RecordForm<ClientFormValues>; adding: boolean }) {
  const { bind, errors } = form;
  const { t } = useLingui();
  const definitions = useFieldDefinitions('clients');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  return (
    <>
      <TextField label={t`Name`} required {...bind('name')} error={errors.name} />
      <TextField label={t`Email`} type="email" required {...bind('email')} error={errors.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Phone`} type="tel" {...bind('phone')} error={errors.phone} />
        <TextField label={t`Company`} {...bind('company')} error={errors.company} />
        <TextField label={t`Value ($)`} type="number" min={0} step={0.01} {...bind('value')} error={errors.value} />
        <TextField label={t`Progress (%)`} type="number" min={0} max={100} step={1} {...bind('progress')} error={errors.progress} />
        <SelectField label={t`Status`} {...bind('status')} options={optionsOf(CLIENT_STATUSES)} />
        <SelectField label={t`Type`} {...bind('type')} options={optionsOf(CLIENT_TYPES)} />
        <TextField label={t`Date Added`} type="date" {...bind('dateAdded')} error={errors.dateAdded} />
        <TextField label={t`Last Contact`} type="date" {...bind('lastContact')} error={errors.lastContact} />
      </div>
      <TextareaField label={t`Notes`} {...bind('notes')} />
      <CustomFieldsInputs
        definitions={definitions}
        values={form.values.customFields}
        errors={fieldErrors}
        onChange={(values) => form.setField('customFields', values)}
        onError={(id, message) => setFieldErrors((e) => ({ ...e, [id]: message }))}
      />
      <OwnerField form={form} adding={adding} />
    </>
  );
}
