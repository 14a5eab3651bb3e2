// /settings/fields (docs/product/custom-fields.md#settings): the account's custom fields of
// clients and deals; owners and managers edit them, everyone else in the account reads them.
import { useLingui } from '@lingui/react/macro';
import { BlockedAccess } from '../../components/ui/pro-prompt';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { FieldSettings } from './field-settings';

export function FieldSettingsPage() {
  const { entitlements, backend } = useSession();
  const { t } = useLingui();
  if (!entitlements || !backend) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.canUseApp) return <BlockedAccess area={t`custom fields`} pricingPath={paths.pricing} />;
  return <FieldSettings api={backend.fields} />;
}
