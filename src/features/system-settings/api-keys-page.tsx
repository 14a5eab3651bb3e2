// Settings > API: the keys for the REST API of the open account (Pro, or a staff member's own
// account). Its owners and managers list, create, switch and delete them; other members are told
// so. A new key is shown once, in full, with a copy button and a curl example; afterwards only its
// masked form exists.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiKeyView, CreatedApiKey } from '../../data/contract';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { API_KEY_NAME_MAX, API_KEY_PRO_ONLY } from '../../domain/system-settings/api';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ApiKeyTable } from './api-key-table';
import { messageOf, useFlash } from './use-flash';

const panel = 'rounded-ui-lg border border-line bg-surface p-6';

// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, the same in every language
const AUTH_HEADER = 'Authorization: Bearer <key>';
// The record endpoints a key reaches (functions/src/api/handler.ts), as API_ENDPOINT_LABELS groups them.
const ENDPOINT_PATHS = [
  '/v1/clients',
  '/v1/employees',
  '/v1/tasks',
  '/v1/salaries',
  '/v1/revenues',
  '/v1/expenses',
  '/v1/deals',
  '/v1/pipelines',
  '/v1/activities',
  '/v1/fields/clients',
  '/v1/fields/deals',
];

function NewKey({ created, baseUrl, onDone }: { created: CreatedApiKey; baseUrl: string; onDone(): void }) {
  const { t } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a command line, not words for people
  const curl = `curl -H "Authorization: Bearer ${created.key}" \\\n  ${baseUrl}/v1/clients`;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section aria-labelledby="new-key" className="rounded-ui-lg border border-green-300 bg-green-50 p-6 dark:border-green-800 dark:bg-green-950">
      <h2 id="new-key" className="text-lg font-semibold text-fg">
        <Trans>Your new API key</Trans>
      </h2>
      <p className="mt-1 text-sm text-fg-body">
        <Trans>Copy it now: this is the only time it is shown. We keep only a fingerprint of it.</Trans>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code data-testid="new-api-key" className="break-all rounded-ui bg-surface px-3 py-2 font-mono text-sm text-fg">
          {created.key}
        </code>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {copied ? t`Copied` : t`Copy`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          <Trans>I have copied it</Trans>
        </Button>
      </div>
      <p className="mt-4 text-sm text-fg-body">
        <Trans>Try it:</Trans>
      </p>
      <pre className="mt-1 overflow-x-auto rounded-ui bg-slate-900 p-3 text-xs text-slate-100">{curl}</pre>
    </section>
  );
}

export function ApiKeysPage() {
  const { t } = useLingui();
  const { backend, user, entitlements, accountId } = useSession();
  // The keys with the account they belong to: after a switch, the previous account's are not shown.
  const [loaded, setLoaded] = useState<{ accountId: string; keys: ApiKeyView[] } | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [flash, setFlash] = useFlash();
  const manages = entitlements?.canManage === true;

  useEffect(() => {
    if (!backend || !accountId || !manages) return;
    return backend.api.watchAccountKeys(
      accountId,
      (keys) => setLoaded({ accountId, keys }),
      (e) => setFlash({ tone: 'error', text: messageOf(e, i18n._(msg`Failed to load your API keys.`)) }),
    );
  }, [backend, accountId, manages, setFlash]);
  const keys = loaded && loaded.accountId === accountId ? loaded.keys : null;

  const header = <code>{AUTH_HEADER}</code>;
  const endpoints = ENDPOINT_PATHS.map((path, i) => (
    <span key={path}>
      {i > 0 && ', '}
      <code>{path}</code>
    </span>
  ));

  if (!backend || !user || !entitlements || !accountId) return <Spinner className="mx-auto h-8 w-8" />;
  const allowed = entitlements.isStaff || entitlements.planId === 'pro' || entitlements.planId === 'custom';
  const baseUrl = backend.api.baseUrl();

  const create = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      setCreated(await backend.api.createKey(name, accountId));
      setName('');
    } catch (error) {
      setFlash({ tone: 'error', text: messageOf(error, t`Failed to create the API key. Please try again.`) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to={paths.settings} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
        <Trans>← Back to Settings</Trans>
      </Link>
      <PageHeader title={t`API Access`} subtitle={t`Keys for the REST API: your own records, from your own tools.`} />
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}

      {!allowed ? (
        <section className={panel}>
          <p className="text-fg-soft">{translateText(API_KEY_PRO_ONLY)}</p>
          <Link to={paths.plans} className={buttonClasses('primary', 'md', 'mt-4')}>
            <Trans>See plans</Trans>
          </Link>
        </section>
      ) : !manages ? (
        <section className={panel}>
          <p className="text-fg-soft">
            <Trans>Only the account&apos;s owners and managers manage its API keys.</Trans>
          </p>
        </section>
      ) : (
        <>
          {created && <NewKey created={created} baseUrl={baseUrl} onDone={() => setCreated(null)} />}
          <section aria-labelledby="create-key" className={panel}>
            <h2 id="create-key" className="text-lg font-semibold text-fg">
              <Trans>Create an API key</Trans>
            </h2>
            <form onSubmit={(e) => void create(e)} className="mt-3 flex flex-wrap items-end gap-3">
              <TextField
                label={t`Key name`}
                value={name}
                maxLength={API_KEY_NAME_MAX}
                placeholder={t`e.g. Zapier`}
                onChange={(e) => setName(e.target.value)}
                className="min-w-64 flex-1"
              />
              <Button type="submit" disabled={busy}>
                {busy ? t`Creating...` : t`Create API Key`}
              </Button>
            </form>
          </section>
        </>
      )}

      {manages && (
        <section aria-labelledby="your-keys" className={panel}>
          <h2 id="your-keys" className="mb-3 text-lg font-semibold text-fg">
            <Trans>The account&apos;s API keys</Trans>
          </h2>
          {keys === null ? (
            <Spinner className="h-6 w-6" />
          ) : (
            <ApiKeyTable
              keys={keys}
              onToggle={(k) => backend.api.setKeyEnabled(k.id, !k.enabled)}
              onDelete={(k) => backend.api.deleteKey(k.id)}
              onError={(text) => setFlash({ tone: 'error', text })}
            />
          )}
        </section>
      )}

      <section aria-labelledby="api-docs" className={panel}>
        <h2 id="api-docs" className="text-lg font-semibold text-fg">
          <Trans>Using the API</Trans>
        </h2>
        <p className="mt-2 text-sm text-fg-body">
          <Trans>
            Send the key as {header}. Endpoints: {endpoints} (list, get, create, update, delete), within your plan’s limits.
          </Trans>
        </p>
        <p className="mt-2 text-sm">
          <a href={`${baseUrl}/v1/openapi.json`} className="text-primary-700 hover:underline dark:text-primary-300" target="_blank" rel="noreferrer">
            <Trans>OpenAPI description</Trans>
          </a>
        </p>
      </section>
    </div>
  );
}
