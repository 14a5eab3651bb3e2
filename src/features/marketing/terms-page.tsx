import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { LegalPage } from './legal-page';

const LINK = 'text-primary-700 underline dark:text-primary-300';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Terms of Service`}>
      <h2>
        <Trans>1. The service</Trans>
      </h2>
      <p>
        <Trans>
          SmallBiz CRM is an online application for managing clients, team members, tasks, salaries, revenue and expenses. By creating an account you agree to
          these terms.
        </Trans>
      </p>
      <h2>
        <Trans>2. Accounts and trials</Trans>
      </h2>
      <p>
        <Trans>
          You are responsible for your account and for keeping your password safe. New accounts start with a free trial; when it ends, a paid plan is needed to
          keep using the service.
        </Trans>
      </p>
      <h2>
        <Trans>3. Plans and payment</Trans>
      </h2>
      <p>
        <Trans>
          Paid plans are billed monthly in advance. If a payment fails you have 3 days to update your payment method; after that the account becomes read-only
          until payment succeeds. You may cancel at any time and keep access until the end of the period you paid for.
        </Trans>
      </p>
      <h2>
        <Trans>4. Changes to these terms</Trans>
      </h2>
      <p>
        <Trans>We will give you at least 30 days’ notice by e-mail before any material change to these terms takes effect.</Trans>
      </p>
      <h2>
        <Trans>5. Termination</Trans>
      </h2>
      <p>
        <Trans>
          Either party may end the agreement with 30 days’ notice. After termination we keep your data for 30 days so you can export it; after that it is
          deleted.
        </Trans>
      </p>
      <h2>
        <Trans>6. Availability</Trans>
      </h2>
      <p>
        <Trans>We aim for 99.9% uptime each month, excluding announced maintenance.</Trans>
      </p>
      <h2>
        <Trans>7. Your data</Trans>
      </h2>
      <p>
        <Trans>
          Your business data stays yours. How we handle it is explained in our{' '}
          <Link to={paths.privacy} className={LINK}>
            Privacy Policy
          </Link>
          .
        </Trans>
      </p>
      <h2>
        <Trans>8. Governing law</Trans>
      </h2>
      <p>
        <Trans>These terms are governed by the laws of the State of Delaware, United States.</Trans>
      </p>
      <h2>
        <Trans>9. Contact</Trans>
      </h2>
      <p>
        <Trans>
          Questions about these terms?{' '}
          <Link to={paths.contact} className={LINK}>
            Contact us
          </Link>
          .
        </Trans>
      </p>
    </LegalPage>
  );
}
