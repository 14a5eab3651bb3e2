// The names of the roles inside an account (docs/product/accounts.md), as every screen shows them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountRole } from '../domain/accounts';

export const ACCOUNT_ROLE_LABELS: Record<AccountRole, MessageDescriptor> = {
  owner: msg({ message: 'Owner', context: 'account role' }),
  manager: msg({ message: 'Manager', context: 'account role' }),
  member: msg({ message: 'Member', context: 'account role' }),
  viewer: msg({ message: 'Viewer', context: 'account role' }),
};
