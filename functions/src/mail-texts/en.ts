// The English source of every e-mail text that functions write (docs/decisions/0125). Each
// other language has a table of the same shape (MailTexts): the compiler refuses a table that
// misses a key or has one too many, and mail-texts.test.ts checks that every translation keeps
// the source's placeholders exactly. Placeholders are `{name}`; a plural entry picks its form
// with the language's plural rules for `{count}` (Intl.PluralRules).

/** Forms of a plural entry; `other` always, the rest as the language needs them. */
export type PluralForms = { zero?: string; one?: string; two?: string; few?: string; many?: string; other: string };

export const MAIL_EN = {
  // A user's notices (notifications/events.ts)
  newClientSubject: 'New client: {name}',
  newClientText: '{name} was added to your clients.',
  newClientWithCompanyText: '{name} ({company}) was added to your clients.',
  unnamedClient: 'A client',
  moreClientsSubject: 'More new clients',
  moreClientsText: {
    one: 'More than {count} client was added within an hour (an import, perhaps). Open Clients in the app to see them all.',
    other: 'More than {count} clients were added within an hour (an import, perhaps). Open Clients in the app to see them all.',
  },
  passwordChangedSubject: 'Your password was changed',
  passwordChangedText:
    'The password of your account was changed on {when} ({zone}).\n\nIf this was not you, reset your password at once and sign out of all other devices from Settings > Security.',
  signInSubject: 'New sign-in to your account',
  signInText: 'Your account was signed in to on {when} ({zone}).\n\nIf this was not you, change your password from Settings > Security.',
  signInFromText: 'Your account was signed in to on {when} ({zone}) from {agent}.\n\nIf this was not you, change your password from Settings > Security.',
  // The weekly report and payment reminders (notifications/reports.ts)
  weeklyReportSubject: 'Your weekly report: {from} to {to}',
  weeklyReportIntro: 'Here is your week from {from} to {to}.',
  weeklyReportRevenue: 'Revenue: {amount}',
  weeklyReportExpenses: 'Expenses: {amount}',
  weeklyReportNet: 'Net: {amount}',
  weeklyReportNewClients: 'New clients: {count}',
  weeklyReportTasksDue: 'Tasks due in the next 7 days: {count}',
  reminderOverdueSubject: { one: 'Payment reminder: {count} overdue', other: 'Payment reminder: {count} overdue' },
  reminderPendingSubject: { one: 'Payment reminder: {count} pending', other: 'Payment reminder: {count} pending' },
  reminderOverdueLine: { one: 'Overdue: {count} salary, {amount}', other: 'Overdue: {count} salaries, {amount}' },
  reminderPendingLine: {
    one: 'Pending, due within {days} days: {count} salary, {amount}',
    other: 'Pending, due within {days} days: {count} salaries, {amount}',
  },
  reminderClosing: 'Open Salaries in the app to mark them paid.',
  // Held notices sent as one digest (notifications/flush.ts)
  dailyDigestSubject: { one: 'Your daily digest: {count} update', other: 'Your daily digest: {count} updates' },
  weeklyDigestSubject: { one: 'Your weekly digest: {count} update', other: 'Your weekly digest: {count} updates' },
  // Billing (system-ops/notify.ts)
  paymentConfirmedSubject: 'Payment confirmed: {plan} plan',
  paymentConfirmedText: 'Thank you for your payment. Your {plan} plan is active.\n\nYou can manage your subscription on the Plans page of the app.',
  // An invitation to a new admin (admin-overview/admins.ts)
  adminInvitationSubject: 'You have been invited as an admin of SmallBiz CRM',
  adminInvitationText:
    'Hello {name},\n\n{inviter} added you as an admin of SmallBiz CRM.\n\nSet your password with this link:\n{link}\n\nIf you did not expect this, you can ignore this e-mail.',
  // An invitation to join an account (members/invitations.ts)
  // A mention in a note (activities/mentions.ts)
  mentionSubject: '{author} mentioned you: {client}',
  mentionText: '{author} mentioned you in a note on {client}:\n\n{excerpt}\n\nOpen the client: {link}',
  mentionSomeone: 'A teammate',
  invitationSubject: '{inviter} invited you to {account} on SmallBiz CRM',
  invitationText:
    'Hello,\n\n{inviter} invited you to join {account} on SmallBiz CRM as {role}.\n\nAccept the invitation with this link (it works for {days} days):\n{link}\n\nTo accept it, sign in, or create an account, with this e-mail address ({email}). If you did not expect this, you can ignore this e-mail.',
  invitationRoleOwner: 'an account owner',
  invitationRoleManager: 'a manager',
  invitationRoleMember: 'a member',
  invitationRoleViewer: 'a viewer (read only)',
  // A sign-in e-mail changed by staff, to the old address (admin/subscription-override.ts)
  emailChangedByStaffSubject: 'Your SmallBiz CRM sign-in e-mail was changed',
  emailChangedByStaffText:
    'Hello,\n\n{actor} changed the sign-in e-mail of your SmallBiz CRM account from {old} to {new}.\n\nIf you did not ask for this, undo the change with this link (it restores {old} and signs every session out):\n{link}\n\nThe link works for 30 days. If you asked for the change, you can ignore this e-mail.',
  theOwner: 'The owner',
  // Staff notifications (system-ops/notify.ts, system-ops/digest.ts)
  newSignUpSubject: 'New sign-up: {email}',
  newSignUpText: 'A new account was created.\n\nE-mail: {email}\nName: {name}\nRole: {role}\nAt: {when}',
  noName: '(none)',
  roleUser: 'User',
  roleAdmin: 'Admin',
  roleOwner: 'Owner',
  alertSubject: 'Alert: {subject}',
  suspendedSubject: { one: '{count} account suspended', other: '{count} accounts suspended' },
  suspendedText: 'The subscription lifecycle suspended these accounts (payment failed more than {days} days ago):\n\n{emails}',
  webhookFailedSubject: 'Stripe webhook failed',
  webhookFailedText: 'A Stripe webhook could not be processed; Stripe will retry it.\n\nError: {error}',
  staffDigestSubject: { one: 'Notification digest: {count} update', other: 'Notification digest: {count} updates' },
  staffWeeklySubject: 'Weekly report',
  staffWeeklyIntro: 'Weekly report for the 7 days to {date}.',
  staffWeeklyAccounts: 'Accounts: {count} (new this week: {new})',
  staffWeeklyPaid: 'Paid Pro or Enterprise plans: {count}',
  staffWeeklySuspended: 'Suspended accounts: {count}',
} as const satisfies Record<string, string | PluralForms>;

type SourceTable = typeof MAIL_EN;

/** The shape every language's table has: the same keys, text where the source has text, plural forms where it has them. */
export type MailTexts = { readonly [K in keyof SourceTable]: SourceTable[K] extends string ? string : PluralForms };
export type TextKey = { [K in keyof SourceTable]: SourceTable[K] extends string ? K : never }[keyof SourceTable];
export type PluralKey = Exclude<keyof SourceTable, TextKey>;
