// "Assigned to": the member a client or task belongs to (src/domain/record-access.ts). Offered to
// those who may give a record to someone else, in an account with more than one member; a member
// narrowed to their own records keeps what they write, and the field is not shown.
import { useLingui } from '@lingui/react/macro';
import { canReassign } from '../../domain/record-access';
import { useSession } from '../../lib/session';
import { SelectField } from '../ui/select-field';
import { useMembers } from '../ui/use-members';
import type { FormValues, RecordForm } from './record-form';

type WithOwner = FormValues & { ownerId: string };

/** `''` on a new record means the writer; on one from before owners existed, nobody yet. */
export function OwnerField<V extends WithOwner>({ form, adding }: { form: RecordForm<V>; adding: boolean }) {
  const { t } = useLingui();
  const { recordAccess, user } = useSession();
  const mayAssign = canReassign(recordAccess);
  const { members } = useMembers(mayAssign);
  if (!mayAssign || !members || members.length < 2) return null;
  const me = user?.uid ?? '';
  const others = members
    .filter((m) => m.uid !== me)
    .map((m) => ({ value: m.uid, label: m.displayName || m.email }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const options = [
    ...(form.values.ownerId === '' ? [{ value: '', label: adding ? t`Me` : t`Nobody yet` }] : []),
    ...(me && (form.values.ownerId !== '' || !adding) ? [{ value: me, label: t`Me` }] : []),
    ...others,
  ];
  return <SelectField label={t`Assigned to`} {...form.bind('ownerId' as never)} options={options} />;
}
