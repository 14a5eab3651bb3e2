// Load, edit and save one settings document (global or security): the load and save
// messages, the strict check before sending, and "unsaved changes" for the Save button.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { Backend } from '../../lib/backend';
import { i18n } from '../../lib/i18n';
import { translateText } from '../../lib/known-texts';
import { useSession } from '../../lib/session';
import { saveErrorText, useFlash } from './config-frame';
import { useStepUp } from './step-up';
import type { Flash } from './config-frame';

export const SETTINGS_MESSAGES = {
  loadFailed: msg`Failed to load settings`,
  saveFailed: msg`Failed to save settings. Please try again.`,
} as const;

type Options<T, F> = {
  load: (b: Backend) => Promise<T>;
  save: (b: Backend, value: T) => Promise<void>;
  defaults: T;
  /** Form state from a stored value, and back (numbers are edited as text). */
  toForm: (value: T) => F;
  fromForm: (form: F) => Record<string, unknown>;
  /** The domain's strict check: an English message (translated here at display), or null. */
  problem: (input: Record<string, unknown>) => string | null;
  savedText: MessageDescriptor;
};

export type SettingsForm<F> = {
  form: F;
  setField: <K extends keyof F>(key: K, value: F[K]) => void;
  flash: Flash;
  problem: string | null;
  loading: boolean;
  saving: boolean;
  dirty: boolean;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** The password prompt when a save needs a fresh sign-in; render it in the page. */
  stepUpDialog: ReactNode;
};

export function useSettingsForm<T, F>(o: Options<T, F>): SettingsForm<F> {
  const { t } = useLingui();
  const { loadBackend } = useSession();
  const [flash, showFlash] = useFlash();
  const [stored, setStored] = useState<F | null>(null);
  const [form, setForm] = useState<F>(() => o.toForm(o.defaults));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [ready, setReady] = useState(false);
  const { load, toForm } = o;
  const stepUp = useStepUp();

  useEffect(() => {
    let live = true;
    loadBackend()
      .then(load)
      .then(
        (value) => {
          if (!live) return;
          setStored(toForm(value));
          setForm(toForm(value));
          setReady(true);
        },
        () => {
          if (!live) return;
          showFlash('error', i18n._(SETTINGS_MESSAGES.loadFailed));
          setReady(true);
        },
      );
    return () => {
      live = false;
    };
  }, [loadBackend, load, toForm, showFlash]);

  const dirty = JSON.stringify(form) !== JSON.stringify(stored ?? o.toForm(o.defaults));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const input = o.fromForm(form);
    const p = o.problem(input);
    setProblem(p);
    if (p) return;
    setSaving(true);
    loadBackend()
      .then((b) => stepUp.guarded(() => o.save(b, input as T)))
      .then(
        () => {
          setStored(form);
          showFlash('success', t(o.savedText));
        },
        (error: unknown) => showFlash('error', saveErrorText(error, t(SETTINGS_MESSAGES.saveFailed))),
      )
      .finally(() => setSaving(false));
  };

  return {
    form,
    setField: (key, value) => setForm((f) => ({ ...f, [key]: value })),
    flash,
    problem: problem === null ? null : translateText(problem),
    loading: !ready,
    saving,
    dirty,
    submit,
    stepUpDialog: stepUp.dialog,
  };
}

/** A whole number typed as text, or NaN (the strict check then names the field). */
export const wholeNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
