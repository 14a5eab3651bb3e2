import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { LegalPage } from './legal-page';

const LINK = 'text-primary-700 underline dark:text-primary-300';

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Privacy Policy`}>
      <h2>
        <Trans>1. What we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Account details: your name, e-mail address and, if you add them, phone, company and bio.</Trans>
        </li>
        <li>
          <Trans>The business records you enter or import: clients, team members, tasks, salaries, revenue and expenses.</Trans>
        </li>
        <li>
          <Trans>Billing details handled by our card payment provider; we never store full card numbers.</Trans>
        </li>
        <li>
          <Trans>Messages you send us through the Contact Sales form.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>2. How we use it</Trans>
      </h2>
      <p>
        <Trans>To provide the service, bill your plan, answer your questions and keep the service secure. We do not sell your data.</Trans>
      </p>
      <h2>
        <Trans>3. Where it is kept</Trans>
      </h2>
      <p>
        <Trans>
          Your data is stored with our cloud hosting provider, encrypted in transit and at rest, and is readable only by you and, for support and billing, by
          our administrators.
        </Trans>
      </p>
      <h2>
        <Trans>4. Your browser</Trans>
      </h2>
      <p>
        <Trans>
          We keep a few preferences in your browser’s storage, such as the language, the light or dark theme and whether you finished the guided tour.
        </Trans>
      </p>
      <h2>
        <Trans>5. Retention</Trans>
      </h2>
      <p>
        <Trans>
          When your account is terminated we keep your data for 30 days so you can export it, then delete it. You can export or delete your records at any time
          from the app.
        </Trans>
      </p>
      <h2>
        <Trans>6. Your rights</Trans>
      </h2>
      <p>
        <Trans>You may ask for a copy of your personal data, its correction or its deletion.</Trans>
      </p>
      <h2>
        <Trans>7. Changes</Trans>
      </h2>
      <p>
        <Trans>We will give you 30 days’ notice of material changes to this policy.</Trans>
      </p>
      <h2>
        <Trans>8. Contact</Trans>
      </h2>
      <p>
        <Trans>
          For any privacy question,{' '}
          <Link to={paths.contact} className={LINK}>
            contact us
          </Link>
          . See also our{' '}
          <Link to={paths.terms} className={LINK}>
            Terms of Service
          </Link>
          .
        </Trans>
      </p>
    </LegalPage>
  );
}
