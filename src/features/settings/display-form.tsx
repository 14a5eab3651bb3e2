// A form over some fields of the display document: the page lists the fields it shows, the
// user picks, Save writes the changed ones, and a preview shows the effect at once.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { createFormatter } from '../../domain/format';
import type { Formatter } from '../../domain/format';
import type { DisplaySettings } from '../../domain/user-settings/display';
import { SAVED, SAVE_FAILED, SettingsFrame, SettingsSection, useToast } from './settings-frame';
import { useDisplaySettings } from './use-display-settings';

export type DisplayFormProps = {
  title: string;
  subtitle: string;
  fields: readonly (keyof DisplaySettings)[];
  note?: ReactNode;
  children: (draft: DisplaySettings, set: <K extends keyof DisplaySettings>(key: K, value: DisplaySettings[K]) => void) => ReactNode;
  preview: (f: Formatter) => ReactNode;
};

export function DisplayForm({ title, subtitle, fields, note, children, preview }: DisplayFormProps) {
  const { t } = useLingui();
  const { value, save } = useDisplaySettings();
  const { toast, show } = useToast();
  const [edits, setEdits] = useState<Partial<DisplaySettings>>({});
  const [saving, setSaving] = useState(false);
  if (!value) {
    return (
      <SettingsFrame title={title} subtitle={subtitle}>
        <Spinner className="mx-auto h-8 w-8" />
      </SettingsFrame>
    );
  }
  const draft: DisplaySettings = { ...value, ...edits };
  const changed = Object.fromEntries(fields.filter((k) => draft[k] !== value[k]).map((k) => [k, draft[k]])) as Partial<DisplaySettings>;
  const set = <K extends keyof DisplaySettings>(key: K, v: DisplaySettings[K]) => setEdits((e) => ({ ...e, [key]: v }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await save(changed);
      setEdits({});
      show({ tone: 'success', text: t(SAVED) });
    } catch {
      show({ tone: 'error', text: t(SAVE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsFrame title={title} subtitle={subtitle} toast={toast}>
      <form onSubmit={onSubmit} className="space-y-6">
        <SettingsSection title={title}>
          <div className="grid gap-4 sm:grid-cols-2">{children(draft, set)}</div>
          {note && <p className="mt-4 text-sm text-fg-muted">{note}</p>}
        </SettingsSection>
        <SettingsSection title={t`Preview`}>
          <div className="text-sm text-fg-soft">{preview(createFormatter(draft))}</div>
        </SettingsSection>
        <div className="flex justify-end">
          <Button type="submit" disabled={saving || Object.keys(changed).length === 0}>
            {saving ? t`Saving...` : t`Save changes`}
          </Button>
        </div>
      </form>
    </SettingsFrame>
  );
}

export function Toggle({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 text-sm text-fg-soft">
      <input type="checkbox" className="mt-1" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-fg-muted">{hint}</span>}
      </span>
    </label>
  );
}
