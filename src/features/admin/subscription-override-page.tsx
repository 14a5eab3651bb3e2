// Subscription Override (docs/product/admin.md#subscription-override): find an account by its name,
// its owner's e-mail or any member's e-mail, see its plan, state, seats and members, and override
// its subscription. Every change is one function call that checks the caller's staff role itself.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { StepUpCancelled, useStaffAction } from '../../components/staff/use-staff-action';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { ADMIN_ACCOUNT_MESSAGES } from '../../domain/admin-accounts';
import type { AccountMemberRow, AdminAccountSummary } from '../../domain/admin-accounts';
import { ADMIN_USER_MESSAGES, parseSubscriptionEdit, parseSubscriptionOverride } from '../../domain/admin-users';
import type { SubscriptionDoc } from '../../domain/types';
import { translateText } from '../../lib/known-texts';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AccountPanel, AccountsTable } from './account-views';
import { BannerView } from './banner-view';
import { EditUserDialog, OverrideDialog } from './override-dialogs';
import type { EditForm, FormErrors, OverrideForm } from './override-dialogs';
import { useAccount, useAccountSearch, usePlanSeats } from './use-accounts';
import { failureText, useBanner } from './use-banner';

type Open = { kind: 'edit'; form: EditForm } | { kind: 'override'; form: OverrideForm } | null;

export function SubscriptionOverridePage() {
  const { backend } = useSession();
  const [params, setParams] = useSearchParams();
  const accountId = params.get('account');
  const [term, setTerm] = useState('');
  const search = useAccountSearch(term);
  const account = useAccount(accountId);
  const seats = usePlanSeats();
  const staff = useStaffAction();
  const { banner, show } = useBanner();
  const [open, setOpen] = useState<Open>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();

  const start = (next: Open) => {
    setErrors({});
    setFailure(null);
    setOpen(next);
  };
  const overrideOf = (s: AdminAccountSummary, sub: SubscriptionDoc | null): Open => ({
    kind: 'override',
    form: { accountId: s.accountId, name: s.name, planId: sub?.planId ?? s.planId, status: sub?.status ?? s.status, trialEndsAt: '' },
  });
  const editOf = (m: AccountMemberRow): Open => ({
    kind: 'edit',
    form: { uid: m.uid, email: m.email, displayName: m.displayName, newEmail: m.email },
  });

  const save = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await staff.run(call);
      setOpen(null);
      show('success', ADMIN_USER_MESSAGES.subscriptionUpdated);
    } catch (error) {
      if (!(error instanceof StepUpCancelled)) setFailure(failureText(error, ADMIN_USER_MESSAGES.subscriptionFailed));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (!backend || !open) return;
    if (open.kind === 'edit') {
      const f = open.form;
      const parsed = parseSubscriptionEdit({ uid: f.uid, displayName: f.displayName, email: f.newEmail });
      if (!parsed.ok) return setErrors(parsed.errors);
      setErrors({});
      void save(() => backend.adminUsers.editSubscriptionUser(parsed.value));
    } else {
      const parsed = parseSubscriptionOverride(open.form);
      if (!parsed.ok) return setErrors(parsed.errors);
      setErrors({});
      void save(() => backend.adminUsers.overrideSubscription(parsed.value));
    }
  };

  const dialog = { busy, errors, failure, onSubmit: submit, onClose: () => !busy && setOpen(null) };
  const detail = account?.detail;
  const summary = detail?.summary ?? null;

  return (
    <div>
      <PageHeader
        title={t`Subscription Override`}
        subtitle={t`Find an account, see its plan, seats and members, and change its subscription.`}
        actions={
          <Link to={paths.admin} className={buttonClasses('secondary')}>
            <Trans>Back to Admin Panel</Trans>
          </Link>
        }
      />
      <BannerView banner={banner} />
      {accountId && account?.error && (
        <Alert tone="error" className="mb-4">
          {translateText(ADMIN_USER_MESSAGES.loadFailed)}
        </Alert>
      )}
      {accountId && account && !account.error && !summary && (
        <Alert tone="error" className="mb-4">
          {translateText(ADMIN_USER_MESSAGES.accountNotFound)}
        </Alert>
      )}
      {detail && summary && (
        <AccountPanel
          detail={{ ...detail, summary }}
          seats={seats}
          actions={
            <>
              <Button onClick={() => start(overrideOf(summary, detail.subscription))}>
                <Trans>Override subscription</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setParams({})}>
                <Trans>Close account</Trans>
              </Button>
            </>
          }
          memberActions={(m) => {
            const email = m.email;
            return (
              <Button variant="secondary" size="sm" onClick={() => start(editOf(m))} aria-label={t`Edit ${email}`}>
                <Trans>Edit</Trans>
              </Button>
            );
          }}
        />
      )}
      <TextField
        className="mb-4 max-w-xl"
        label={t`Find an account`}
        type="search"
        value={term}
        maxLength={320}
        hint={translateText(ADMIN_ACCOUNT_MESSAGES.searchHint)}
        onChange={(e) => setTerm(e.target.value)}
      />
      <AccountsTable page={search.page} error={search.error} searching={term.trim() !== ''} seats={seats} />
      <EditUserDialog
        {...dialog}
        form={open?.kind === 'edit' ? open.form : null}
        open={open?.kind === 'edit' && !staff.asking}
        onChange={(form) => setOpen({ kind: 'edit', form })}
      />
      <OverrideDialog
        {...dialog}
        form={open?.kind === 'override' ? open.form : null}
        open={open?.kind === 'override' && !staff.asking}
        onChange={(form) => setOpen({ kind: 'override', form })}
      />
      {staff.dialog}
    </div>
  );
}
