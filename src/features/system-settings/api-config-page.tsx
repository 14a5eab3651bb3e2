// /admin/config/api (owner): endpoint toggles and per-key rate limits (systemSettings/api, enforced
// by the API function), and every API key in the system with disable and delete.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ApiKeyView } from '../../data/contract';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { API_ENDPOINT_LABELS, API_RANGES, apiSettingsProblem } from '../../domain/system-settings/api';
import type { ApiEndpoint, ApiSettings } from '../../domain/system-settings/api';
import { useAdminFormat } from '../../lib/admin-dates';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ApiKeyTable } from './api-key-table';
import { messageOf, useFlash } from './use-flash';

const panel = 'rounded-ui-lg border border-line bg-surface p-6';
const ENDPOINTS: ApiEndpoint[] = ['clients', 'data', 'auth'];

/** Each endpoint group's name, and what it covers where that is more than its paths (API_ENDPOINT_LABELS). */
const ENDPOINT_LABEL: Record<ApiEndpoint, { label: MessageDescriptor; text?: MessageDescriptor }> = {
  clients: { label: msg({ message: 'Clients', context: 'API endpoint group' }) },
  data: { label: msg({ message: 'Data', context: 'API endpoint group' }) },
  auth: { label: msg({ message: 'Auth', context: 'API endpoint group' }), text: msg`/v1/me: who a key belongs to, its plan and limits` },
};

function RangeField({
  id,
  label,
  value,
  range,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  range: { min: number; max: number; step: number };
  onChange(v: number): void;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const min = format.number(range.min);
  const max = format.number(range.max);
  const step = format.number(range.step);
  return (
    <div>
      <label htmlFor={id} className="flex justify-between text-sm font-medium text-fg-body">
        <span>{label}</span>
        <span aria-hidden="true">{format.number(value)}</span>
      </label>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-2 w-full accent-primary-600"
      />
      <p className="text-xs text-fg-subtle">{t`${min} – ${max}, in steps of ${step}`}</p>
    </div>
  );
}

export function ApiConfigPage() {
  const { t } = useLingui();
  const { backend } = useSession();
  const [saved, setSaved] = useState<ApiSettings | null>(null);
  const [form, setForm] = useState<ApiSettings | null>(null);
  const [keys, setKeys] = useState<ApiKeyView[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useFlash();

  useEffect(() => {
    if (!backend) return;
    const fail = (e: unknown) => setFlash({ tone: 'error', text: messageOf(e, i18n._(msg`Failed to load settings`)) });
    const stopSettings = backend.api.watchApiSettings((s) => {
      setSaved(s);
      setForm((f) => f ?? s);
    }, fail);
    const stopKeys = backend.api.watchAllKeys(setKeys, fail);
    return () => {
      stopSettings();
      stopKeys();
    };
  }, [backend, setFlash]);

  const endpointText = (k: ApiEndpoint) => {
    const text = ENDPOINT_LABEL[k].text;
    return text ? t(text) : API_ENDPOINT_LABELS[k].text;
  };

  if (!backend || !form || !saved) return <Spinner className="mx-auto h-8 w-8" />;
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const problem = apiSettingsProblem(form);

  const save = async () => {
    setBusy(true);
    try {
      await backend.api.saveApiSettings(form);
      setFlash({ tone: 'success', text: t`API settings saved successfully!` });
    } catch (e) {
      setFlash({ tone: 'error', text: messageOf(e, t`Failed to save settings. Please try again.`) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to={paths.adminSettings} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
        <Trans>← Back to System Configuration</Trans>
      </Link>
      <PageHeader title={t`API Configuration`} subtitle={t`The REST API: which endpoints answer, how often each key may call, and every key in the system.`} />
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}

      <section aria-labelledby="endpoints" className={panel}>
        <h2 id="endpoints" className="text-lg font-semibold text-fg">
          <Trans>Endpoints</Trans>
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          <Trans>A turned-off group answers 403 to every key.</Trans>
        </p>
        <ul className="mt-3 space-y-3">
          {ENDPOINTS.map((k) => (
            <li key={k}>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={form.endpoints[k]}
                  onChange={(e) => setForm({ ...form, endpoints: { ...form.endpoints, [k]: e.target.checked } })}
                />
                <span>
                  <span className="font-medium text-fg">{t(ENDPOINT_LABEL[k].label)}</span>
                  <span className="block text-sm text-fg-muted">{endpointText(k)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="limits" className={panel}>
        <h2 id="limits" className="text-lg font-semibold text-fg">
          <Trans>Rate limits (per key)</Trans>
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          <Trans>A key over its limit gets 429 with a Retry-After header. Days are counted in UTC.</Trans>
        </p>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <RangeField
            id="range-per-minute"
            label={t`Requests per minute`}
            value={form.rateLimitPerMinute}
            range={API_RANGES.rateLimitPerMinute}
            onChange={(v) => setForm({ ...form, rateLimitPerMinute: v })}
          />
          <RangeField
            id="range-per-day"
            label={t`Requests per day`}
            value={form.rateLimitPerDay}
            range={API_RANGES.rateLimitPerDay}
            onChange={(v) => setForm({ ...form, rateLimitPerDay: v })}
          />
        </div>
        {problem && <p className="mt-3 text-sm text-red-700 dark:text-red-300">{translateText(problem)}</p>}
        <div className="mt-4 flex gap-2">
          <Button onClick={() => void save()} disabled={!dirty || busy || problem !== null}>
            {busy ? t`Saving...` : t`Save Settings`}
          </Button>
          <Button variant="secondary" onClick={() => setForm(saved)} disabled={!dirty || busy}>
            <Trans>Discard changes</Trans>
          </Button>
        </div>
      </section>

      <section aria-labelledby="all-keys" className={panel}>
        <h2 id="all-keys" className="mb-3 text-lg font-semibold text-fg">
          <Trans>API keys</Trans>
        </h2>
        <p className="mb-3 text-sm text-fg-muted">
          <Trans>Users with a Pro plan create keys in Settings &gt; API. The full key is shown only to its creator, once.</Trans>
        </p>
        {keys === null ? (
          <Spinner className="h-6 w-6" />
        ) : (
          <ApiKeyTable
            keys={keys}
            showOwner
            onToggle={(k) => backend.api.setKeyEnabled(k.id, !k.enabled)}
            onDelete={(k) => backend.api.deleteKey(k.id)}
            onError={(text) => setFlash({ tone: 'error', text })}
          />
        )}
      </section>
    </div>
  );
}
