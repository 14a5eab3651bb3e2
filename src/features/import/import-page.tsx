// Import Data (docs/product/import.md): drop or pick a .csv, .xlsx or .xls file, parsed in
// a Web Worker; preview with mapping (single sheet) or a sheet checklist (workbook); batched
// writes with progress; results with grouped errors; duplicates by e-mail (existing records and
// repeats inside the file, per sheet for workbooks); undo within 30 days. Big files (100,000
// rows) arrive from the worker in chunks and are checked in slices, so the page never freezes.
// This file composes the screen; each part lives in its own file in this folder.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useFormat } from '../../lib/use-format';
import { useOnline } from '../../lib/online';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import type { ImportRecord } from '../../data/contract-transfer';
import { NeedsConnection } from '../../components/offline/needs-connection';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { ProPrompt } from '../../components/ui/pro-prompt';
import { Spinner } from '../../components/ui/spinner';
import { pipelineChosen } from './deal-choices';
import { DropZone } from './drop-zone';
import { ImportGuidelines } from './import-guidelines';
import { KIND_NAMES, NEEDS_PRO, listOf } from './import-labels';
import { ImportPreview } from './import-preview';
import { canWriteRecords } from '../../domain/accounts';
import type { Pipeline } from '../../domain/deals';
import type { ImportKind } from '../../domain/entitlements';
import { IMPORT_KINDS } from '../../domain/entitlements';
import { autoMap } from '../../domain/import/mapping';
import { canRemember, sameMapping } from '../../domain/import/remembered';
import { detectDateOrder } from '../../domain/import/values';
import { DEFAULT_CHOICES, existingEmails, hasEmails } from './import-state';
import type { Banner, Choices, ExistingByKind, ImportResult, Preview, SinglePreview } from './import-state';
import { RecentImports } from './recent-imports';
import { ResultPanel } from './result-panel';
import { useDuplicateScans } from './use-duplicate-scans';
import { useFileReading } from './use-file-reading';
import { useImportHistory } from './use-import-history';
import { useImportRun } from './use-import-run';
import { useImportFields } from './use-import-fields';
import { customDateTargets } from '../../domain/import/custom-columns';

export function ImportPage() {
  const { entitlements, accountName } = useSession();
  const { t } = useLingui();
  if (!entitlements) return <Spinner className="mx-auto h-8 w-8" />;
  // Members who write records import deals (their own when narrowed); viewers nothing.
  if (!entitlements.canManage && !canWriteRecords(entitlements.accountRole)) {
    const account = accountName;
    return (
      <section className="mx-auto max-w-xl">
        <PageHeader title={t`Import Data`} />
        <p className="text-fg-muted">
          <Trans>Only owners and managers of {account} import records. Ask one of them, or for a role that may.</Trans>
        </p>
      </section>
    );
  }
  return <ImportScreen />;
}

function ImportScreen() {
  const { t } = useLingui();
  const format = useFormat();
  const { backend, user, accountId: openAccount, entitlements } = useSession();
  // The remembered mappings are the person's (uid); the records are the open account's.
  const uid = user?.uid ?? '';
  const accountId = openAccount ?? '';
  // Owners and managers import every kind their plan has; members deals only.
  const manages = entitlements?.canManage ?? false;
  const allowed = (entitlements?.importKinds ?? []).filter((k) => manages || k === 'deals');
  const kinds: readonly ImportKind[] = manages ? IMPORT_KINDS : ['deals'];
  const online = useOnline();
  const canWrite = entitlements?.canWrite ?? false;
  const clientCap = entitlements?.clientCap ?? null;
  const [preview, setPreview] = useState<Preview | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [existing, setExisting] = useState<ExistingByKind>({});
  const [choices, setChoices] = useState<Record<string, Choices>>({});
  const definitionsOf = useImportFields(backend, accountId);
  const reading = useFileReading(backend, uid, accountId, allowed, definitionsOf);
  const { importing, run } = useImportRun(backend, accountId, clientCap);
  const history = useImportHistory(backend, accountId, clientCap);
  const undoing = history.undoing;
  const undoneSoFar = format.number(undoing?.done ?? 0);
  const undoTotal = format.number(undoing?.total ?? 0);
  const scans = useDuplicateScans(preview, existing);
  const [pipelines, setPipelines] = useState<Pipeline[]>([]);
  useEffect(() => {
    if (!backend || !accountId) return;
    return backend.deals.watchPipelines(accountId, setPipelines);
  }, [backend, accountId]);

  const clear = () => {
    setPreview(null);
    setResult(null);
    setBanner(null);
    setChoices({});
  };
  const choicesFor = (key: string) => choices[key] ?? DEFAULT_CHOICES;
  // As the import sends them: the pipeline left to its default is the account's first.
  const runChoicesFor = (key: string) => {
    const c = choicesFor(key);
    return { ...c, pipelineId: pipelineChosen(pipelines, c)?.id ?? c.pipelineId };
  };
  const choose = (key: string, change: Partial<Choices>) => setChoices((c) => ({ ...c, [key]: { ...(c[key] ?? DEFAULT_CHOICES), ...change } }));

  // The kind picked on the mapping screen: its columns mapped afresh, its existing e-mails fetched.
  const chooseKind = async (kind: ImportKind) => {
    if (preview?.mode !== 'single') return;
    const mapping = autoMap(kind, preview.table.headers, definitionsOf(kind));
    const dates =
      preview.dates.from === 'setting'
        ? detectDateOrder(preview.table.rows, mapping, reading.settingOrder, customDateTargets(definitionsOf(kind)))
        : preview.dates;
    // Another kind is no longer the remembered mapping: its note and way back go.
    const next: SinglePreview = { ...preview, kind, mapping, dates, lastTime: preview.lastTime ? 'stored' : null };
    setPreview(next);
    if (backend && accountId && hasEmails(kind) && !existing[kind]) {
      const emails = await existingEmails(backend, accountId, kind);
      setExisting((e) => ({ ...e, [kind]: emails }));
    }
  };

  // Back from the remembered mapping to the detected one (its kind's e-mails fetched if need be).
  const backToDetected = async () => {
    if (preview?.mode !== 'single' || preview.lastTime !== 'shown') return;
    const { detected } = preview;
    setPreview({ ...preview, ...detected, lastTime: 'stored' });
    const kind = detected.kind;
    if (kind && backend && accountId && hasEmails(kind) && !existing[kind]) {
      const emails = await existingEmails(backend, accountId, kind);
      setExisting((e) => ({ ...e, [kind]: emails }));
    }
  };

  // The confirmed mapping of one table is remembered for the next file with these headers when
  // it is not what detection gives (or replaces one stored before). It only saves clicks next
  // time: a refusal or an offline queue does not hold the import up.
  const remember = (single: SinglePreview) => {
    if (!backend || !uid || !single.kind) return;
    const mapping = { kind: single.kind, fields: single.mapping, dateOrder: single.dates.from === 'user' ? single.dates.order : null };
    const { detected } = single;
    const asDetected = detected.kind !== null && sameMapping(mapping, { kind: detected.kind, fields: detected.mapping, dateOrder: null });
    if (asDetected && single.lastTime === null) return;
    if (canRemember(mapping)) backend.settings.saveImportMapping(uid, single.signature, mapping).catch(() => undefined);
  };

  const readFile = async (file: File) => {
    clear();
    await reading.read(file, (outcome) => {
      if (outcome.preview) {
        setExisting(outcome.existing);
        setPreview(outcome.preview);
      }
      setBanner(outcome.banner);
    });
  };

  const runImport = async () => {
    if (!preview) return;
    setResult(null);
    setBanner(null);
    if (preview.mode === 'single') remember(preview);
    await run(preview, runChoicesFor, definitionsOf, (outcome) => {
      if ('result' in outcome) {
        setResult(outcome.result);
        setPreview(null);
      } else {
        setBanner(outcome.banner);
      }
    });
    history.refresh();
  };

  const undo = async (record: ImportRecord) => {
    const text = await history.undo(record);
    if (text === null) return;
    setResult(null);
    setBanner({ tone: 'success', text, details: null });
    history.refresh();
  };

  // A member's file of another kind than deals: what they may import instead.
  if (!manages && preview?.mode === 'single' && preview.kind && preview.kind !== 'deals') {
    const kind = t(KIND_NAMES[preview.kind]);
    return (
      <section className="mx-auto max-w-xl text-center">
        <PageHeader title={t`Import Data`} />
        <Alert tone="error" className="mb-4">
          <Trans>This file holds {kind}: only owners and managers import them. Members import deals.</Trans>
        </Alert>
        <Button variant="secondary" onClick={clear}>
          <Trans>Choose another file</Trans>
        </Button>
      </section>
    );
  }

  // A single file of a kind the plan does not include: the plan-upgrade screen.
  if (preview?.mode === 'single' && preview.kind && !allowed.includes(preview.kind)) {
    const needsPro = t(NEEDS_PRO[preview.kind]);
    const kinds = listOf(allowed.map((k) => t(KIND_NAMES[k])));
    return (
      <div>
        <ProPrompt title={t`Import - Pro Feature`} text={t`${needsPro} Your plan can import: ${kinds}.`} pricingPath={paths.pricing} />
        <div className="mt-4 text-center">
          <Button variant="secondary" onClick={clear}>
            <Trans>Choose another file</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const busy = importing !== null;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t`Import Data`} subtitle={t`Bring your clients, team and finances in from a spreadsheet.`} />
      {!canWrite && (
        <Alert tone="error" className="mb-4">
          <Trans>
            Your account is read-only, so importing is not available.{' '}
            <Link to={paths.plans} className="underline">
              View plans
            </Link>
          </Trans>
        </Alert>
      )}
      {banner && (
        <Alert tone={banner.tone} className="mb-4">
          <p>{banner.text}</p>
          {banner.details && <BannerDetails details={banner.details} />}
        </Alert>
      )}

      {!preview && !busy && (
        <DropZone processing={reading.processing} readPercent={reading.readPercent} disabled={!canWrite} onFile={(file) => void readFile(file)} />
      )}

      {busy && (
        <Card as="section" aria-label={t`Import progress`}>
          <p className="mb-2 text-fg-soft">
            <ProgressLine phase={importing.phase} done={importing.done} total={importing.total} />
          </p>
          <progress className="h-3 w-full" max={Math.max(1, importing.total)} value={importing.done} aria-label={t`Import progress`} />
        </Card>
      )}

      {preview && !busy && <NeedsConnection what={t`Importing`} />}
      {preview && !busy && (
        <ImportPreview
          preview={preview}
          allowed={allowed}
          kinds={kinds}
          pipelines={pipelines}
          canWrite={canWrite && online}
          scans={scans}
          choicesFor={choicesFor}
          onChoose={choose}
          onPreviewChange={setPreview}
          onKindChange={(kind) => void chooseKind(kind)}
          onUseDetected={() => void backToDetected()}
          settingOrder={reading.settingOrder}
          definitionsOf={definitionsOf}
          onCancel={clear}
          onImport={() => void runImport()}
        />
      )}

      {result && <ResultPanel result={result} onClose={clear} />}

      {undoing && (
        <Card as="section" aria-label={t`Undo progress`} className="mt-6">
          <p className="mb-2 text-fg-soft">{t`Undoing the import: ${undoneSoFar} of ${undoTotal} records`}</p>
          <progress className="h-3 w-full" max={Math.max(1, undoing.total)} value={undoing.done} aria-label={t`Undo progress`} />
        </Card>
      )}

      {/* A member undoes only their own deals imports (the undoImport function checks it too). */}
      <RecentImports history={manages ? history.history : history.history.filter((h) => h.by === uid)} canWrite={canWrite} onUndo={undo} />

      <ImportGuidelines allowed={allowed} clientCap={clientCap} />
    </div>
  );
}

function BannerDetails({ details }: { details: string }) {
  return (
    <p className="mt-1 text-xs opacity-80">
      <Trans>Details: {details}</Trans>
    </p>
  );
}

function ProgressLine({ phase, done, total }: { phase: 'checking' | 'writing'; done: number; total: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const count = format.number(done);
  return (
    <>
      {phase === 'checking'
        ? t`${plural(total, { one: `Checking rows... ${count} of # row`, other: `Checking rows... ${count} of # rows` })}`
        : t`${plural(total, { one: `Importing... ${count} of # row`, other: `Importing... ${count} of # rows` })}`}
    </>
  );
}
