// /settings/pipelines (docs/product/deals.md#editing-pipelines): the account's pipelines, their
// stages and the lost reasons; owners and managers edit them, everyone else in the account reads
// them, as the security rules let them.
import { useLingui } from '@lingui/react/macro';
import { BlockedAccess } from '../../components/ui/pro-prompt';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { PipelineSettings } from './pipeline-settings';

export function PipelineSettingsPage() {
  const { entitlements, backend } = useSession();
  const { t } = useLingui();
  if (!entitlements || !backend) return <Spinner className="mx-auto h-8 w-8" />;
  if (!entitlements.canUseApp) return <BlockedAccess area={t`deals`} pricingPath={paths.pricing} />;
  return <PipelineSettings api={backend.deals} />;
}
