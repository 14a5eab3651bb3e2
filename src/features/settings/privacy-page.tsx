// Privacy (docs/product/settings.md#privacy): five choices with their defaults, saved in
// users/{uid}/settings/privacy, each with one honest line of what it does in this product.
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { readPrivacySettings } from '../../domain/user-settings/privacy';
import type { PrivacySettings } from '../../domain/user-settings/privacy';
import { useSession } from '../../lib/session';
import { Toggle } from './display-form';
import { SAVED, SAVE_FAILED, SettingsFrame, SettingsSection, useToast } from './settings-frame';

type BoolKey = Exclude<keyof PrivacySettings, 'profileVisibility'>;

const TOGGLES: { key: BoolKey; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    key: 'activityLogging',
    label: msg`Activity logging`,
    hint: msg`When off, your own actions (profile and settings changes, exports) are not written to the activity log. Security events such as sign-ins and password changes are always kept.`,
  },
  {
    key: 'marketingEmails',
    label: msg`Marketing e-mails`,
    hint: msg`When off, no marketing e-mail is ever queued for you. Account, payment and security e-mails are not marketing.`,
  },
  {
    key: 'dataSharing',
    label: msg`Data sharing`,
    hint: msg`We share no data with third parties today; this keeps your answer for the day a sharing feature exists.`,
  },
  {
    key: 'analyticsTracking',
    label: msg`Usage analytics`,
    hint: msg`The app runs no analytics or tracking scripts today; this keeps your answer for the day it does.`,
  },
];

export function PrivacyPage() {
  const { t } = useLingui();
  const { backend, user } = useSession();
  const uid = user?.uid ?? null;
  const [stored, setStored] = useState<{ uid: string; value: PrivacySettings } | null>(null);
  const [edits, setEdits] = useState<Partial<PrivacySettings>>({});
  const [saving, setSaving] = useState(false);
  const { toast, show } = useToast();

  useEffect(() => {
    if (!backend || !uid) return;
    return backend.settings.watchPrivacy(
      uid,
      (doc) => setStored({ uid, value: readPrivacySettings(doc) }),
      () => setStored({ uid, value: readPrivacySettings(null) }),
    );
  }, [backend, uid]);

  const value = stored && stored.uid === uid ? stored.value : null;
  if (!value || !backend || !uid) {
    return (
      <SettingsFrame title={t`Privacy Settings`}>
        <Spinner className="mx-auto h-8 w-8" />
      </SettingsFrame>
    );
  }
  const draft = { ...value, ...edits };
  const changed = Object.fromEntries(Object.entries(draft).filter(([k, v]) => value[k as keyof PrivacySettings] !== v));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await backend.settings.savePrivacy(uid, changed);
      setEdits({});
      show({ tone: 'success', text: t(SAVED) });
    } catch {
      show({ tone: 'error', text: t(SAVE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsFrame title={t`Privacy Settings`} subtitle={t`What is kept about you and what you receive.`} toast={toast}>
      <form onSubmit={onSubmit} className="space-y-6">
        <SettingsSection title={t`Profile visibility`}>
          <SelectField
            label={t`Who can see your profile`}
            value={draft.profileVisibility}
            options={[
              { value: 'private', label: t({ message: 'Private', context: 'profile visibility' }) },
              { value: 'team-only', label: t`Team only` },
              { value: 'public', label: t({ message: 'Public', context: 'profile visibility' }) },
            ]}
            onChange={(e) => setEdits((d) => ({ ...d, profileVisibility: e.target.value as PrivacySettings['profileVisibility'] }))}
          />
          <p className="mt-2 text-sm text-fg-muted">
            <Trans>
              There is no shared directory of users yet, so today only you and the service&apos;s administrators see your profile, whatever you choose.
            </Trans>
          </p>
        </SettingsSection>
        <SettingsSection title={t`Data and communication`}>
          <div className="space-y-4">
            {TOGGLES.map((item) => (
              <Toggle
                key={item.key}
                label={t(item.label)}
                hint={t(item.hint)}
                checked={draft[item.key]}
                onChange={(v) => setEdits((d) => ({ ...d, [item.key]: v }))}
              />
            ))}
          </div>
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
