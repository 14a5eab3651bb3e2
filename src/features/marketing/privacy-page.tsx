import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <h2>1. What we collect</h2>
      <ul>
        <li>Account details: your name, e-mail address and, if you add them, phone, company and bio.</li>
        <li>The business records you enter or import: clients, team members, tasks, salaries, revenue and expenses.</li>
        <li>Billing details handled by our card payment provider; we never store full card numbers.</li>
        <li>Messages you send us through the Contact Sales form.</li>
      </ul>
      <h2>2. How we use it</h2>
      <p>To provide the service, bill your plan, answer your questions and keep the service secure. We do not sell your data.</p>
      <h2>3. Where it is kept</h2>
      <p>
        Your data is stored with our cloud hosting provider, encrypted in transit and at rest, and is readable only by you and,
        for support and billing, by our administrators.
      </p>
      <h2>4. Your browser</h2>
      <p>We keep a few preferences in your browser&apos;s storage, such as the light or dark theme and whether you finished the guided tour.</p>
      <h2>5. Retention</h2>
      <p>
        When your account is terminated we keep your data for 30 days so you can export it, then delete it. You can export or
        delete your records at any time from the app.
      </p>
      <h2>6. Your rights</h2>
      <p>You may ask for a copy of your personal data, its correction or its deletion.</p>
      <h2>7. Changes</h2>
      <p>We will give you 30 days&apos; notice of material changes to this policy.</p>
      <h2>8. Contact</h2>
      <p>
        For any privacy question,{' '}
        <Link to={paths.contact} className="text-primary-700 underline dark:text-primary-300">
          contact us
        </Link>
        . See also our{' '}
        <Link to={paths.terms} className="text-primary-700 underline dark:text-primary-300">
          Terms of Service
        </Link>
        .
      </p>
    </LegalPage>
  );
}
