// The pipelines settings screen (docs/product/deals.md#editing-pipelines): every pipeline of the
// account with its stages (pipeline-editor.tsx), adding a pipeline, and the lost reasons
// (lost-reasons-editor.tsx). Owners and managers edit, while the account may write; members and
// viewers read the same pipelines and reasons, as the security rules let every member read them.
// It takes the deals part of the data layer as a prop, so the route passes `backend.deals`.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DealsApi, DealView } from '../../data/contract-deals';
import { canManageAccount } from '../../domain/accounts';
import { DEAL_LIMITS } from '../../domain/deals';
import type { Pipeline } from '../../domain/deals';
import { addPipeline, sortPipelines } from '../../domain/pipelines';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { saveErrorText } from '../../components/ui/field-error';
import { PageHeader } from '../../components/ui/page-header';
import { ReadOnlyNotice } from '../../components/ui/pro-prompt';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { LostReasonsEditor } from './lost-reasons-editor';
import { PipelineEditor } from './pipeline-editor';

type Loaded<T> = { accountId: string; value: T; error: string | null } | null;

export function PipelineSettings({ api }: { api: DealsApi }) {
  const { t } = useLingui();
  const { accountId: openAccount, accountRole, accountName, user, entitlements, recordAccess } = useSession();
  const accountId = openAccount ?? '';
  const manages = canManageAccount(accountRole);
  const canWrite = entitlements?.canWrite ?? false;
  const editable = manages && canWrite;
  const me = user?.uid ?? '';
  const ownOnly = recordAccess.ownRecordsOnly;

  const [pipelinesState, setPipelines] = useState<Loaded<Pipeline[]>>(null);
  const [dealsState, setDeals] = useState<Loaded<DealView[]>>(null);
  useEffect(() => {
    if (!accountId) return;
    return api.watchPipelines(
      accountId,
      (value) => setPipelines({ accountId, value: sortPipelines(value), error: null }),
      (e) => setPipelines({ accountId, value: [], error: e.message }),
    );
  }, [api, accountId]);
  useEffect(() => {
    // The deals tell the removals how many move; only those who may remove need them.
    if (!accountId || !editable) return;
    return api.watchDeals(
      accountId,
      (value) => setDeals({ accountId, value, error: null }),
      (e) => setDeals({ accountId, value: [], error: e.message }),
      ownOnly ? { hidden: false, ownerId: me, withoutPayroll: false } : undefined,
    );
  }, [api, accountId, editable, ownOnly, me]);
  const pipelines = pipelinesState?.accountId === accountId ? pipelinesState.value : null;
  const deals = dealsState?.accountId === accountId ? dealsState.value : null;
  const loadError = (pipelinesState?.accountId === accountId ? pipelinesState.error : null) ?? (dealsState?.accountId === accountId ? dealsState.error : null);

  const [newName, setNewName] = useState('');
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const add = async () => {
    if (!pipelines) return;
    const result = addPipeline(pipelines, 'new', newName);
    if (!result.ok) {
      setAddProblem(translateText(result.message));
      return;
    }
    setAdding(true);
    try {
      const { id: _id, ...input } = result.pipeline;
      await api.savePipeline(accountId, input);
      setNewName('');
      setAddProblem(null);
    } catch (e) {
      setAddProblem(saveErrorText(e));
    } finally {
      setAdding(false);
    }
  };

  const account = accountName;
  const max = DEAL_LIMITS.pipelinesPerAccount;
  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title={t`Pipelines`}
        subtitle={t`The stages your deals move through, and the reasons offered when a deal is lost.`}
        actions={
          <Link to={paths.deals} className={buttonClasses('secondary')}>
            <Trans>Back to Deals</Trans>
          </Link>
        }
      />
      {manages && !canWrite && <ReadOnlyNotice />}
      {!manages && (
        <p role="status" className="rounded-ui border border-line bg-surface-muted px-4 py-3 text-sm text-fg-body">
          <Trans>Only the owners and managers of {account} change the pipelines and lost reasons; you see them as they are.</Trans>
        </p>
      )}
      {loadError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          <LoadError error={loadError} />
        </p>
      )}

      {pipelines === null ? (
        <Spinner className="mx-auto h-8 w-8" />
      ) : (
        pipelines.map((p) => <PipelineEditor key={p.id} api={api} accountId={accountId} pipeline={p} pipelines={pipelines} deals={deals} editable={editable} />)
      )}

      {editable && pipelines && (
        <Card as="section" aria-labelledby="add-pipeline">
          <h2 id="add-pipeline" className="mb-3 text-lg font-semibold text-fg">
            <Trans>Add a pipeline</Trans>
          </h2>
          <form
            className="flex flex-wrap items-end gap-3"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void add();
            }}
          >
            <TextField
              className="min-w-64 flex-1"
              label={t`New pipeline name`}
              value={newName}
              maxLength={500}
              hint={<Trans>It starts with the default stages; an account has at most {max} pipelines.</Trans>}
              onChange={(e) => setNewName(e.target.value)}
            />
            <Button type="submit" disabled={adding}>
              <Trans>Add pipeline</Trans>
            </Button>
          </form>
          {addProblem && (
            <div role="alert" className="mt-3">
              <Alert tone="error">{addProblem}</Alert>
            </div>
          )}
        </Card>
      )}

      {accountId && <LostReasonsEditor api={api} accountId={accountId} editable={editable} />}
    </section>
  );
}

function LoadError({ error }: { error: string }) {
  const reason = translateText(error);
  return <Trans>Could not load the pipelines: {reason}</Trans>;
}
