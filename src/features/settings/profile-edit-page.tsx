// Edit Profile (docs/product/settings.md#edit-profile): name, phone, company, bio and a job title label, saved on
// users/{uid} through a function that checks them and logs PROFILE_UPDATED; and the e-mail change.
import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateText } from '../../lib/known-texts';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { DataError } from '../../data/contract-common';
import { JOB_TITLES, PROFILE_LIMITS, parseProfileChanges } from '../../domain/user-settings/profile';
import type { JobTitle, ProfileValues } from '../../domain/user-settings/profile';
import { useSession } from '../../lib/session';
import { EmailChange } from './email-change';
import { SettingsFrame, SettingsSection, useToast } from './settings-frame';

export const PROFILE_TOASTS = {
  saved: msg`Profile updated successfully!`,
  failed: msg`Failed to update profile. Please try again.`,
  error: msg`An error occurred while updating your profile.`,
} as const;

// The profile's job title is a label only; the stored value stays the English id.
const JOB_TITLE_NAMES: Record<JobTitle, MessageDescriptor> = {
  user: msg({ message: 'User', context: 'job title' }),
  admin: msg({ message: 'Administrator', context: 'job title' }),
  manager: msg({ message: 'Manager', context: 'job title' }),
  lawyer: msg({ message: 'Lawyer', context: 'job title' }),
  paralegal: msg({ message: 'Paralegal', context: 'job title' }),
};

const isJobTitle = (v: unknown): v is JobTitle => typeof v === 'string' && (JOB_TITLES as readonly string[]).includes(v);

export function ProfileEditPage() {
  const { t } = useLingui();
  const { backend, user, account } = useSession();
  const { toast, show } = useToast();
  const [edits, setEdits] = useState<Partial<ProfileValues>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const doc = account?.user;
  if (!doc || !user || !backend) {
    return (
      <SettingsFrame title={t`Edit Profile`}>
        <Spinner className="mx-auto h-8 w-8" />
      </SettingsFrame>
    );
  }
  const saved: ProfileValues = {
    displayName: doc.displayName ?? '',
    phone: doc.phone ?? '',
    company: doc.company ?? '',
    bio: doc.bio ?? '',
    jobTitle: isJobTitle(doc.jobTitle) ? doc.jobTitle : 'user',
  };
  const draft = { ...saved, ...edits };
  const changed = Object.fromEntries(Object.entries(draft).filter(([k, v]) => saved[k as keyof ProfileValues] !== v)) as Partial<ProfileValues>;
  const set = (key: keyof ProfileValues) => (e: { target: { value: string } }) => setEdits((d) => ({ ...d, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseProfileChanges(changed);
    if (!parsed.ok) {
      setErrors(Object.fromEntries(Object.entries(parsed.errors).map(([k, v]) => [k, translateText(v)])));
      show({ tone: 'error', text: t(PROFILE_TOASTS.failed) });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await backend.settings.saveProfile(parsed.value);
      setEdits({});
      show({ tone: 'success', text: t(PROFILE_TOASTS.saved) });
    } catch (e) {
      const refused = e instanceof DataError && /invalid-argument|permission-denied|not-found/.test(e.code);
      show({ tone: 'error', text: t(refused ? PROFILE_TOASTS.failed : PROFILE_TOASTS.error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsFrame title={t`Edit Profile`} subtitle={t`Your name and contact details.`} toast={toast}>
      <SettingsSection title={t`Profile Information`}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`Name`}
              required
              maxLength={PROFILE_LIMITS.displayName}
              autoComplete="name"
              value={draft.displayName}
              onChange={set('displayName')}
              error={errors.displayName}
            />
            <TextField
              label={t`Phone`}
              type="tel"
              maxLength={PROFILE_LIMITS.phone}
              autoComplete="tel"
              value={draft.phone}
              onChange={set('phone')}
              error={errors.phone}
            />
            <TextField
              label={t`Company`}
              maxLength={PROFILE_LIMITS.company}
              autoComplete="organization"
              value={draft.company}
              onChange={set('company')}
              error={errors.company}
            />
            <div>
              <SelectField
                label={t`Job title`}
                value={draft.jobTitle}
                options={JOB_TITLES.map((j) => ({ value: j, label: t(JOB_TITLE_NAMES[j]) }))}
                onChange={set('jobTitle')}
                error={errors.jobTitle}
                aria-describedby="job-title-hint"
              />
              <p id="job-title-hint" className="mt-1 text-sm text-fg-muted">
                <Trans>A label on your profile only: it does not change what you can see or do.</Trans>
              </p>
            </div>
          </div>
          <TextareaField label={t`Bio`} maxLength={PROFILE_LIMITS.bio} value={draft.bio} onChange={set('bio')} />
          {errors.bio && <p className="text-sm text-red-700 dark:text-red-300">{errors.bio}</p>}
          <div className="flex justify-end">
            <Button type="submit" disabled={saving || Object.keys(changed).length === 0}>
              {saving ? t`Saving...` : t`Save profile`}
            </Button>
          </div>
        </form>
      </SettingsSection>
      <SettingsSection title={t({ message: 'E-mail', context: 'profile section' })}>
        <EmailChange current={doc.email || user.email} onToast={show} />
      </SettingsSection>
    </SettingsFrame>
  );
}
