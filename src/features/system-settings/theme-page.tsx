// /admin/config/theme (docs/product/admin.md#theme): colour, UI style, default mode, logo and
// favicon. Save is enabled only with unsaved changes; once saved, every open tab applies it live.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import type { ThemeForm } from '../../data/contract-public-settings';
import { PRIMARY_COLORS, THEME_DEFAULTS, THEME_MESSAGES, THEME_MODES, UI_STYLES } from '../../domain/system-settings/theme';
import type { PrimaryColor, ThemeAssets, ThemeMode, UiStyle } from '../../domain/system-settings/theme';
import { translateText } from '../../lib/known-texts';
import { useSession } from '../../lib/session';
import { ConfigFrame, saveErrorText, sectionClass, sectionTitleClass, useFlash } from './config-frame';
import { useStepUp } from './step-up';
import { ThemeAssetField } from './theme-assets-field';

// Swatches show the choices themselves (Tailwind's 600 shades), not the brand colour in force.
const SWATCH: Record<PrimaryColor, string> = { blue: '#2563eb', purple: '#9333ea', green: '#16a34a', orange: '#ea580c', red: '#dc2626' };
const COLOR_LABEL: Record<PrimaryColor, MessageDescriptor> = {
  blue: msg`Blue`,
  purple: msg`Purple`,
  green: msg`Green`,
  orange: msg`Orange`,
  red: msg`Red`,
};
const STYLE_LABEL: Record<UiStyle, MessageDescriptor> = { rounded: msg`Rounded (0.5rem corners)`, sharp: msg`Sharp (0.25rem corners)` };
const MODE_LABEL: Record<ThemeMode, MessageDescriptor> = {
  light: msg({ message: 'Light', context: 'theme mode' }),
  dark: msg({ message: 'Dark', context: 'theme mode' }),
};

type Base = Pick<ThemeForm, 'primaryColor' | 'uiStyle' | 'themeMode'>;
type Loaded = { base: Base; assets: ThemeAssets };

function Choice<T extends string>({
  name,
  value,
  options,
  label,
  onChange,
  disabled,
}: {
  name: string;
  value: T;
  options: readonly T[];
  label: (v: T) => string;
  onChange: (v: T) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {options.map((o) => (
        <label
          key={o}
          className={`flex cursor-pointer items-center gap-2 rounded-ui border px-3 py-2 text-sm ${o === value ? 'border-primary-500 bg-primary-50 dark:bg-primary-950' : 'border-slate-300 dark:border-slate-700'}`}
        >
          <input type="radio" name={name} value={o} checked={o === value} disabled={disabled} onChange={() => onChange(o)} className="accent-primary-600" />
          {name === 'primaryColor' && (
            <span aria-hidden="true" className="inline-block h-4 w-4 rounded-full" style={{ backgroundColor: SWATCH[o as PrimaryColor] }} />
          )}
          <span className="text-fg-soft">{label(o)}</span>
        </label>
      ))}
    </div>
  );
}

export function ThemeConfigPage() {
  const { t } = useLingui();
  const { loadBackend } = useSession();
  const [flash, showFlash] = useFlash();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [base, setBase] = useState<Base>(THEME_DEFAULTS);
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [favicon, setFavicon] = useState<string | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const stepUp = useStepUp();

  useEffect(() => {
    let live = true;
    loadBackend()
      .then((b) => Promise.all([b.system.getTheme(), b.system.getThemeAssets()]))
      .then(
        ([theme, assets]) => {
          if (!live) return;
          const stored = theme ?? THEME_DEFAULTS;
          const next = { primaryColor: stored.primaryColor, uiStyle: stored.uiStyle, themeMode: stored.themeMode };
          setLoaded({ base: next, assets });
          setBase(next);
        },
        () => {
          if (!live) return;
          showFlash('error', translateText(THEME_MESSAGES.loadFailed));
          setLoaded({ base: THEME_DEFAULTS, assets: { logo: null, favicon: null } });
        },
      );
    return () => {
      live = false;
    };
  }, [loadBackend, showFlash]);

  const dirty =
    loaded !== null &&
    (base.primaryColor !== loaded.base.primaryColor ||
      base.uiStyle !== loaded.base.uiStyle ||
      base.themeMode !== loaded.base.themeMode ||
      logo !== undefined ||
      favicon !== undefined);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || saving || !loaded) return;
    setSaving(true);
    const form: ThemeForm = { ...base, ...(logo !== undefined ? { logo } : {}), ...(favicon !== undefined ? { favicon } : {}) };
    try {
      const backend = await loadBackend();
      await stepUp.guarded(() => backend.system.saveTheme(form));
      setLoaded({ base, assets: { logo: logo !== undefined ? logo : loaded.assets.logo, favicon: favicon !== undefined ? favicon : loaded.assets.favicon } });
      setLogo(undefined);
      setFavicon(undefined);
      showFlash('success', translateText(THEME_MESSAGES.saved));
    } catch (error) {
      showFlash('error', saveErrorText(error, translateText(THEME_MESSAGES.saveFailed)));
    } finally {
      setSaving(false);
    }
  }

  const busy = saving || loaded === null;
  const set =
    <K extends keyof Base>(key: K) =>
    (v: Base[K]) =>
      setBase((b) => ({ ...b, [key]: v }));

  return (
    <ConfigFrame title={t`Theme Configuration`} subtitle={t`The look of the app for everyone, signed in or not.`} flash={flash}>
      <form onSubmit={save} className="space-y-6">
        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>
            <Trans>Colours and style</Trans>
          </h2>
          <fieldset className="mb-5">
            <legend className="mb-2 text-sm font-medium text-fg-body">
              <Trans>Primary colour</Trans>
            </legend>
            <Choice
              name="primaryColor"
              value={base.primaryColor}
              options={PRIMARY_COLORS}
              label={(v) => t(COLOR_LABEL[v])}
              onChange={set('primaryColor')}
              disabled={busy}
            />
          </fieldset>
          <fieldset className="mb-5">
            <legend className="mb-2 text-sm font-medium text-fg-body">
              <Trans>UI style</Trans>
            </legend>
            <Choice name="uiStyle" value={base.uiStyle} options={UI_STYLES} label={(v) => t(STYLE_LABEL[v])} onChange={set('uiStyle')} disabled={busy} />
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-fg-body">
              <Trans>Default mode</Trans>
            </legend>
            <Choice name="themeMode" value={base.themeMode} options={THEME_MODES} label={(v) => t(MODE_LABEL[v])} onChange={set('themeMode')} disabled={busy} />
            <p className="mt-2 text-xs text-fg-subtle">
              <Trans>What visitors see until they pick light or dark themselves; their own choice wins.</Trans>
            </p>
          </fieldset>
        </section>
        <section className={sectionClass}>
          <h2 className={sectionTitleClass}>
            <Trans>Branding</Trans>
          </h2>
          <div className="space-y-5">
            <ThemeAssetField
              kind="logo"
              label={t`Logo`}
              current={logo !== undefined ? logo : (loaded?.assets.logo ?? null)}
              onChange={setLogo}
              disabled={busy}
            />
            <ThemeAssetField
              kind="favicon"
              label={t`Favicon`}
              current={favicon !== undefined ? favicon : (loaded?.assets.favicon ?? null)}
              onChange={setFavicon}
              disabled={busy}
            />
          </div>
        </section>
        <div className="flex justify-end">
          <Button type="submit" disabled={!dirty || busy}>
            {saving ? t`Saving...` : t`Save Theme`}
          </Button>
        </div>
      </form>
      {stepUp.dialog}
    </ConfigFrame>
  );
}
