import { Trans } from '@lingui/react/macro';
import { usePublicSettings } from '../../lib/public-settings';

/** The owner's support e-mail and phone (Global settings), or nothing when neither is set. */
export function SupportContacts({ className = '' }: { className?: string }) {
  const { supportEmail, supportPhone } = usePublicSettings();
  if (!supportEmail && !supportPhone) return null;
  return (
    <p className={`text-sm text-fg-muted ${className}`}>
      <Trans>Support:</Trans>{' '}
      {supportEmail && (
        <a href={`mailto:${supportEmail}`} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
          {supportEmail}
        </a>
      )}
      {supportEmail && supportPhone && ' · '}
      {supportPhone && (
        <a href={`tel:${supportPhone.replace(/[^0-9+]/g, '')}`} className="font-medium text-primary-700 hover:underline dark:text-primary-300">
          {supportPhone}
        </a>
      )}
    </p>
  );
}
