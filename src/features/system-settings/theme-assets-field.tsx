import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { THEME_ASSET_TYPES, themeAssetProblem } from '../../domain/system-settings/theme';
import type { ThemeAssetKind } from '../../domain/system-settings/theme';
import { translateText } from '../../lib/known-texts';

/** The file types each picker takes, in words (THEME_ASSET_TYPES[kind].extensions). */
const TYPES_LABEL: Record<ThemeAssetKind, MessageDescriptor> = { logo: msg`PNG, JPG or JPEG`, favicon: msg`ICO or PNG` };

const CANONICAL_MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', ico: 'image/x-icon' };

/** Reads a checked file as a data URL with the type its extension names (browsers vary for .ico). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const ext = file.name.toLowerCase().split('.').pop() ?? '';
      const raw = String(reader.result);
      const base64 = raw.slice(raw.indexOf(',') + 1);
      resolve(`data:${CANONICAL_MIME[ext] ?? 'application/octet-stream'};base64,${base64}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

type Props = {
  kind: ThemeAssetKind;
  label: string;
  /** What is shown now: the stored file, a newly chosen one, or nothing. */
  current: string | null;
  onChange: (dataUrl: string | null) => void;
  disabled?: boolean;
};

/** A logo or favicon picker: type and size checked here (and again by the saving function). */
export function ThemeAssetField({ kind, label, current, onChange, disabled }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const rule = THEME_ASSET_TYPES[kind];
  const types = t(TYPES_LABEL[kind]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const p = themeAssetProblem(kind, file);
    setProblem(p);
    if (p) return;
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setProblem(t`The file could not be read. Please try another one.`);
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-fg-body">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-14 w-28 items-center justify-center rounded-ui border border-dashed border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          {current ? (
            <img src={current} alt={t`${label} preview`} className="max-h-12 max-w-24 object-contain" />
          ) : (
            <span className="text-xs text-slate-500">
              <Trans context="no file chosen">None</Trans>
            </span>
          )}
        </div>
        <input
          id={id}
          type="file"
          accept={rule.extensions.map((e) => `.${e}`).join(',')}
          disabled={disabled}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
          className="text-sm text-fg-body file:mr-3 file:rounded-ui file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-primary-700 dark:file:bg-primary-950 dark:file:text-primary-200"
        />
        {current && (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            <Trans>Remove</Trans>
          </Button>
        )}
      </div>
      <p className="mt-1 text-xs text-fg-subtle">
        <Trans>{types}, up to 100 KB.</Trans>
      </p>
      {problem && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {translateText(problem)}
        </p>
      )}
    </div>
  );
}
