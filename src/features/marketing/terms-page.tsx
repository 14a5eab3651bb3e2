import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <h2>1. The service</h2>
      <p>
        SmallBiz CRM is an online application for managing clients, team members, tasks, salaries, revenue and expenses. By
        creating an account you agree to these terms.
      </p>
      <h2>2. Accounts and trials</h2>
      <p>
        You are responsible for your account and for keeping your password safe. New accounts start with a free trial; when it
        ends, a paid plan is needed to keep using the service.
      </p>
      <h2>3. Plans and payment</h2>
      <p>
        Paid plans are billed monthly in advance. If a payment fails you have 3 days to update your payment method; after that
        the account becomes read-only until payment succeeds. You may cancel at any time and keep access until the end of the
        period you paid for.
      </p>
      <h2>4. Changes to these terms</h2>
      <p>We will give you at least 30 days&apos; notice by e-mail before any material change to these terms takes effect.</p>
      <h2>5. Termination</h2>
      <p>
        Either party may end the agreement with 30 days&apos; notice. After termination we keep your data for 30 days so you
        can export it; after that it is deleted.
      </p>
      <h2>6. Availability</h2>
      <p>We aim for 99.9% uptime each month, excluding announced maintenance.</p>
      <h2>7. Your data</h2>
      <p>
        Your business data stays yours. How we handle it is explained in our{' '}
        <Link to={paths.privacy} className="text-primary-700 underline dark:text-primary-300">
          Privacy Policy
        </Link>
        .
      </p>
      <h2>8. Governing law</h2>
      <p>These terms are governed by the laws of the State of Delaware, United States.</p>
      <h2>9. Contact</h2>
      <p>
        Questions about these terms?{' '}
        <Link to={paths.contact} className="text-primary-700 underline dark:text-primary-300">
          Contact us
        </Link>
        .
      </p>
    </LegalPage>
  );
}
