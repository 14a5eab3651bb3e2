// /deals (docs/product/deals.md): the account's deals on a board or in a list, on every plan.
import { useLingui } from '@lingui/react/macro';
import { BlockedAccess } from '../../components/ui/pro-prompt';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { DealsScreen } from './deals-screen';
import { useFieldDefinitions } from '../../components/fields/use-field-definitions';
import type { ListFieldDefinition } from '../../domain/list-view';

const NO_FIELDS: ListFieldDefinition[] = [];

export function DealsPage() {
  const { entitlements, backend } = useSession();
  const { t } = useLingui();
  const fields = useFieldDefinitions('deals');
  if (!entitlements || !backend) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.canUseApp) return <BlockedAccess area={t`deals`} pricingPath={paths.pricing} />;
  return <DealsScreen api={backend.deals} fields={fields ?? NO_FIELDS} />;
}
