import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SearchField } from '../../components/ui/search-field';
import { SelectField, optionsOf } from '../../components/ui/select-field';
import type { UserListFilters } from '../../domain/admin-users';
import { PLAN_IDS, ROLES, SUBSCRIPTION_STATUSES } from '../../domain/types';
import type { PlanId, Role, SubscriptionStatus } from '../../domain/types';

const SEARCH_DELAY_MS = 300;

/** Search by e-mail or name (a prefix), and filters by role, plan and status. */
export function UserFilters({ value, onChange }: { value: UserListFilters; onChange: (f: UserListFilters) => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState(value.search);
  // Ask the server once typing pauses, not on every key.
  useEffect(() => {
    if (search === value.search) return;
    const id = setTimeout(() => onChange({ ...value, search }), SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [search, value, onChange]);
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SearchField label={t`Search by e-mail or name`} value={search} onChange={setSearch} placeholder={t`Search by e-mail or name...`} />
      <SelectField
        label={t`Role`}
        hideLabel
        value={value.role}
        options={optionsOf(ROLES, t`All roles`)}
        onChange={(e) => onChange({ ...value, role: e.target.value as Role | 'all' })}
      />
      <SelectField
        label={t`Plan`}
        hideLabel
        value={value.planId}
        options={optionsOf(PLAN_IDS, t`All plans`)}
        onChange={(e) => onChange({ ...value, planId: e.target.value as PlanId | 'all' })}
      />
      <SelectField
        label={t`Status`}
        hideLabel
        value={value.status}
        options={optionsOf(SUBSCRIPTION_STATUSES, t`All statuses`)}
        onChange={(e) => onChange({ ...value, status: e.target.value as SubscriptionStatus | 'all' })}
      />
    </div>
  );
}
