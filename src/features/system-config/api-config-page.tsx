// /admin/config/api (owner): endpoint toggles and per-key rate limits (systemSettings/api, enforced
// by the API function), and every API key in the system with disable and delete.
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
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ApiKeyTable } from './api-key-table';
import { messageOf, useFlash } from './use-flash';

const panel = 'rounded-ui-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900';
const ENDPOINTS: ApiEndpoint[] = ['clients', 'data', 'auth'];

function RangeField({ label, value, range, onChange }: { label: string; value: number; range: { min: number; max: number; step: number }; onChange(v: number): void }) {
  const format = useAdminFormat();
  const id = `range-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id} className="flex justify-between text-sm font-medium text-slate-700 dark:text-slate-200">
        <span>{label}</span>
        <span aria-hidden="true">{format.number(value)}</span>
      </label>
      <input id={id} type="range" min={range.min} max={range.max} step={range.step} value={value} onChange={(e) => onChange(Number(e.target.value))} className="mt-2 w-full accent-primary-600" />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {format.number(range.min)} – {format.number(range.max)}, in steps of {format.number(range.step)}
      </p>
    </div>
  );
}

export function ApiConfigPage() {
  const { backend } = useSession();
  const [saved, setSaved] = useState<ApiSettings | null>(null);
  const [form, setForm] = useState<ApiSettings | null>(null);
  const [keys, setKeys] = useState<ApiKeyView[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useFlash();

  useEffect(() => {
    if (!backend) return;
    const fail = (e: unknown) => setFlash({ tone: 'error', text: messageOf(e, 'Failed to load settings') });
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

  if (!backend || !form || !saved) return <Spinner className="mx-auto h-8 w-8" />;
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const problem = apiSettingsProblem(form);

  const save = async () => {
    setBusy(true);
    try {
      await backend.api.saveApiSettings(form);
      setFlash({ tone: 'success', text: 'API settings saved successfully!' });
    } catch (e) {
      setFlash({ tone: 'error', text: messageOf(e, 'Failed to save settings. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to={paths.adminSettings} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
        ← Back to System Configuration
      </Link>
      <PageHeader title="API Configuration" subtitle="The REST API: which endpoints answer, how often each key may call, and every key in the system." />
      {flash && <Alert tone={flash.tone}>{flash.text}</Alert>}

      <section aria-labelledby="endpoints" className={panel}>
        <h2 id="endpoints" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Endpoints
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">A turned-off group answers 403 to every key.</p>
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
                  <span className="font-medium text-slate-900 dark:text-slate-100">{API_ENDPOINT_LABELS[k].label}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">{API_ENDPOINT_LABELS[k].text}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="limits" className={panel}>
        <h2 id="limits" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Rate limits (per key)
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">A key over its limit gets 429 with a Retry-After header. Days are counted in UTC.</p>
        <div className="mt-4 grid gap-6 sm:grid-cols-2">
          <RangeField label="Requests per minute" value={form.rateLimitPerMinute} range={API_RANGES.rateLimitPerMinute} onChange={(v) => setForm({ ...form, rateLimitPerMinute: v })} />
          <RangeField label="Requests per day" value={form.rateLimitPerDay} range={API_RANGES.rateLimitPerDay} onChange={(v) => setForm({ ...form, rateLimitPerDay: v })} />
        </div>
        {problem && <p className="mt-3 text-sm text-red-700 dark:text-red-300">{problem}</p>}
        <div className="mt-4 flex gap-2">
          <Button onClick={() => void save()} disabled={!dirty || busy || problem !== null}>
            {busy ? 'Saving…' : 'Save Settings'}
          </Button>
          <Button variant="secondary" onClick={() => setForm(saved)} disabled={!dirty || busy}>
            Discard changes
          </Button>
        </div>
      </section>

      <section aria-labelledby="all-keys" className={panel}>
        <h2 id="all-keys" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
          API keys
        </h2>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">Users with a Pro plan create keys in Settings &gt; API. The full key is shown only to its creator, once.</p>
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
