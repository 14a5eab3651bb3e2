// Japanese mail texts (です/ます). Keys and placeholders: en.ts. Plurals: `other` only.
import type { MailTexts } from './en';

export const MAIL_JA: MailTexts = {
  newClientSubject: '新しい顧客：{name}',
  newClientText: '{name} が顧客に追加されました。',
  newClientWithCompanyText: '{name}（{company}）が顧客に追加されました。',
  unnamedClient: '名前のない顧客',
  moreClientsSubject: 'さらに新しい顧客',
  moreClientsText: {
    other: '1 時間以内に {count} 件を超える顧客が追加されました（インポートによるものかもしれません）。すべて確認するには、アプリで「顧客」を開いてください。',
  },
  passwordChangedSubject: 'パスワードが変更されました',
  passwordChangedText:
    'お使いのアカウントのパスワードが {when}（{zone}）に変更されました。\n\nお心当たりがない場合は、すぐにパスワードをリセットし、「設定 > セキュリティ」から他のすべてのデバイスでログアウトしてください。',
  signInSubject: 'アカウントへの新しいログイン',
  signInText:
    '{when}（{zone}）に、お使いのアカウントへのログインがありました。\n\nお心当たりがない場合は、「設定 > セキュリティ」からパスワードを変更してください。',
  signInFromText:
    '{when}（{zone}）に、{agent} からお使いのアカウントへのログインがありました。\n\nお心当たりがない場合は、「設定 > セキュリティ」からパスワードを変更してください。',
  weeklyReportSubject: '週次レポート：{from}～{to}',
  weeklyReportIntro: '{from}～{to} の 1 週間のまとめです。',
  weeklyReportRevenue: '売上：{amount}',
  weeklyReportExpenses: '経費：{amount}',
  weeklyReportNet: '純利益：{amount}',
  weeklyReportNewClients: '新しい顧客：{count}',
  weeklyReportTasksDue: '今後 7 日以内に期限のタスク：{count}',
  reminderOverdueSubject: { other: '支払いリマインダー：期限切れ {count} 件' },
  reminderPendingSubject: { other: '支払いリマインダー：保留中 {count} 件' },
  reminderOverdueLine: { other: '期限切れ：給与 {count} 件、{amount}' },
  reminderPendingLine: { other: '保留中（{days} 日以内に支払期日）：給与 {count} 件、{amount}' },
  reminderClosing: '支払い済みにするには、アプリで「給与」を開いてください。',
  dailyDigestSubject: { other: '毎日のまとめ：更新 {count} 件' },
  weeklyDigestSubject: { other: '毎週のまとめ：更新 {count} 件' },
  paymentConfirmedSubject: 'お支払いを確認しました：{plan} プラン',
  paymentConfirmedText:
    'お支払いいただきありがとうございます。{plan} プランが有効になりました。\n\nサブスクリプションはアプリの「プラン」ページで管理できます。',
  adminInvitationSubject: 'SmallBiz CRM の管理者として招待されました',
  adminInvitationText:
    '{name} 様\n\n{inviter} があなたを SmallBiz CRM の管理者として追加しました。\n\n次のリンクからパスワードを設定してください：\n{link}\n\nお心当たりがない場合は、このメールを無視してください。',
  // A mention in a note (activities/mentions.ts)
  mentionSubject: '{author} さんがあなたをメンションしました：{client}',
  mentionText: '{author} さんが {client} のメモであなたをメンションしました：\n\n{excerpt}\n\n顧客を開く：{link}',
  mentionSomeone: 'チームのメンバー',
  invitationSubject: '{inviter} から SmallBiz CRM の {account} への招待が届きました',
  invitationText:
    'こんにちは。\n\n{inviter} があなたを SmallBiz CRM の {account} に{role}として招待しました。\n\n次のリンクから招待を承諾してください（{days} 日間有効です）：\n{link}\n\n承諾するには、このメールアドレス（{email}）でログインするか、アカウントを作成してください。お心当たりがない場合は、このメールを無視してください。',
  invitationRoleOwner: 'アカウント所有者',
  invitationRoleManager: 'マネージャー',
  invitationRoleMember: 'メンバー',
  invitationRoleViewer: '閲覧者（閲覧のみ）',
  emailChangedByStaffSubject: 'SmallBiz CRM のログイン用メールアドレスが変更されました',
  emailChangedByStaffText:
    'こんにちは。\n\n{actor} が SmallBiz CRM アカウントのログイン用メールアドレスを {old} から {new} に変更しました。\n\nお心当たりがない場合は、次のリンクで変更を取り消してください（{old} に戻し、すべてのセッションをログアウトします）：\n{link}\n\nリンクの有効期限は 30 日です。ご自身で依頼した変更であれば、このメールは無視してください。',
  theOwner: 'オーナー',
  newSignUpSubject: '新規登録：{email}',
  newSignUpText: '新しいアカウントが作成されました。\n\nメールアドレス：{email}\n名前：{name}\nロール：{role}\n日時：{when}',
  noName: '（なし）',
  roleUser: 'ユーザー',
  roleAdmin: '管理者',
  roleOwner: 'オーナー',
  alertSubject: 'アラート：{subject}',
  suspendedSubject: { other: '{count} 件のアカウントを停止しました' },
  suspendedText: 'サブスクリプションのライフサイクル処理により、次のアカウントが停止されました（支払いの失敗から {days} 日以上経過）：\n\n{emails}',
  webhookFailedSubject: 'Stripe Webhook の処理に失敗しました',
  webhookFailedText: 'Stripe Webhook を処理できませんでした。Stripe が再送します。\n\nエラー：{error}',
  staffDigestSubject: { other: '通知のまとめ：更新 {count} 件' },
  staffWeeklySubject: '週次レポート',
  staffWeeklyIntro: '{date} までの 7 日間の週次レポートです。',
  staffWeeklyAccounts: 'アカウント数：{count}（今週の新規：{new}）',
  staffWeeklyPaid: '有料の Pro または Enterprise プラン：{count}',
  staffWeeklySuspended: '停止中のアカウント：{count}',
};
