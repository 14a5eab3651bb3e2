// German mail texts (Sie). Keys and placeholders: en.ts.
import type { MailTexts } from './en';

export const MAIL_DE: MailTexts = {
  newClientSubject: 'Neuer Kunde: {name}',
  newClientText: '{name} wurde zu Ihren Kunden hinzugefügt.',
  newClientWithCompanyText: '{name} ({company}) wurde zu Ihren Kunden hinzugefügt.',
  unnamedClient: 'Ein Kunde',
  moreClientsSubject: 'Weitere neue Kunden',
  moreClientsText: {
    one: 'Innerhalb einer Stunde wurde mehr als {count} Kunde hinzugefügt (vielleicht durch einen Import). Öffnen Sie in der App „Kunden“, um alle zu sehen.',
    other:
      'Innerhalb einer Stunde wurden mehr als {count} Kunden hinzugefügt (vielleicht durch einen Import). Öffnen Sie in der App „Kunden“, um alle zu sehen.',
  },
  passwordChangedSubject: 'Ihr Passwort wurde geändert',
  passwordChangedText:
    'Das Passwort Ihres Kontos wurde am {when} ({zone}) geändert.\n\nWenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und melden Sie alle anderen Geräte unter Einstellungen > Sicherheit ab.',
  signInSubject: 'Neue Anmeldung bei Ihrem Konto',
  signInText:
    'Bei Ihrem Konto wurde am {when} ({zone}) eine Anmeldung vorgenommen.\n\nWenn Sie das nicht waren, ändern Sie Ihr Passwort unter Einstellungen > Sicherheit.',
  signInFromText:
    'Bei Ihrem Konto wurde am {when} ({zone}) eine Anmeldung von {agent} vorgenommen.\n\nWenn Sie das nicht waren, ändern Sie Ihr Passwort unter Einstellungen > Sicherheit.',
  weeklyReportSubject: 'Ihr Wochenbericht: {from} bis {to}',
  weeklyReportIntro: 'Hier ist Ihre Woche vom {from} bis {to}.',
  weeklyReportRevenue: 'Umsatz: {amount}',
  weeklyReportExpenses: 'Ausgaben: {amount}',
  weeklyReportNet: 'Nettogewinn: {amount}',
  weeklyReportNewClients: 'Neue Kunden: {count}',
  weeklyReportTasksDue: 'In den nächsten 7 Tagen fällige Aufgaben: {count}',
  reminderOverdueSubject: { one: 'Zahlungserinnerung: {count} überfällig', other: 'Zahlungserinnerung: {count} überfällig' },
  reminderPendingSubject: { one: 'Zahlungserinnerung: {count} ausstehend', other: 'Zahlungserinnerung: {count} ausstehend' },
  reminderOverdueLine: { one: 'Überfällig: {count} Gehalt, {amount}', other: 'Überfällig: {count} Gehälter, {amount}' },
  reminderPendingLine: {
    one: 'Ausstehend, fällig innerhalb von {days} Tagen: {count} Gehalt, {amount}',
    other: 'Ausstehend, fällig innerhalb von {days} Tagen: {count} Gehälter, {amount}',
  },
  reminderClosing: 'Öffnen Sie in der App „Gehälter“, um sie als bezahlt zu markieren.',
  dailyDigestSubject: { one: 'Ihre tägliche Zusammenfassung: {count} Neuigkeit', other: 'Ihre tägliche Zusammenfassung: {count} Neuigkeiten' },
  weeklyDigestSubject: { one: 'Ihre wöchentliche Zusammenfassung: {count} Neuigkeit', other: 'Ihre wöchentliche Zusammenfassung: {count} Neuigkeiten' },
  paymentConfirmedSubject: 'Zahlung bestätigt: Tarif {plan}',
  paymentConfirmedText: 'Vielen Dank für Ihre Zahlung. Ihr Tarif {plan} ist aktiv.\n\nIhr Abonnement verwalten Sie in der App auf der Seite „Tarife“.',
  adminInvitationSubject: 'Sie wurden als Administrator von SmallBiz CRM eingeladen',
  adminInvitationText:
    'Hallo {name},\n\n{inviter} hat Sie als Administrator von SmallBiz CRM hinzugefügt.\n\nLegen Sie Ihr Passwort über diesen Link fest:\n{link}\n\nWenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  // A mention in a note (activities/mentions.ts)
  mentionSubject: '{author} hat Sie erwähnt: {client}',
  mentionText: '{author} hat Sie in einer Notiz zu {client} erwähnt:\n\n{excerpt}\n\nKunden öffnen: {link}',
  mentionSomeone: 'Ein Teammitglied',
  invitationSubject: '{inviter} hat Sie zu {account} in SmallBiz CRM eingeladen',
  invitationText:
    'Hallo,\n\n{inviter} hat Sie eingeladen, {account} in SmallBiz CRM als {role} beizutreten.\n\nNehmen Sie die Einladung über diesen Link an (er ist {days} Tage gültig):\n{link}\n\nMelden Sie sich dazu mit dieser E-Mail-Adresse ({email}) an oder erstellen Sie damit ein Konto. Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
  invitationRoleOwner: 'Kontoinhaber',
  invitationRoleManager: 'Manager',
  invitationRoleMember: 'Mitglied',
  invitationRoleViewer: 'Betrachter (nur Lesen)',
  emailChangedByStaffSubject: 'Die Anmelde-E-Mail Ihres SmallBiz-CRM-Kontos wurde geändert',
  emailChangedByStaffText:
    'Hallo,\n\n{actor} hat die Anmelde-E-Mail Ihres SmallBiz-CRM-Kontos von {old} in {new} geändert.\n\nWenn Sie das nicht veranlasst haben, machen Sie die Änderung mit diesem Link rückgängig (er stellt {old} wieder her und meldet alle Sitzungen ab):\n{link}\n\nDer Link gilt 30 Tage. Wenn Sie die Änderung veranlasst haben, können Sie diese E-Mail ignorieren.',
  theOwner: 'Der Inhaber',
  newSignUpSubject: 'Neue Registrierung: {email}',
  newSignUpText: 'Ein neues Konto wurde erstellt.\n\nE-Mail: {email}\nName: {name}\nRolle: {role}\nZeitpunkt: {when}',
  noName: '(keiner)',
  roleUser: 'Benutzer',
  roleAdmin: 'Administrator',
  roleOwner: 'Inhaber',
  alertSubject: 'Warnung: {subject}',
  suspendedSubject: { one: '{count} Konto gesperrt', other: '{count} Konten gesperrt' },
  suspendedText: 'Der Abonnement-Lebenszyklus hat diese Konten gesperrt (Zahlung vor mehr als {days} Tagen fehlgeschlagen):\n\n{emails}',
  webhookFailedSubject: 'Stripe-Webhook fehlgeschlagen',
  webhookFailedText: 'Ein Stripe-Webhook konnte nicht verarbeitet werden; Stripe versucht es erneut.\n\nFehler: {error}',
  staffDigestSubject: { one: 'Benachrichtigungsübersicht: {count} Neuigkeit', other: 'Benachrichtigungsübersicht: {count} Neuigkeiten' },
  staffWeeklySubject: 'Wochenbericht',
  staffWeeklyIntro: 'Wochenbericht für die 7 Tage bis {date}.',
  staffWeeklyAccounts: 'Konten: {count} (neu in dieser Woche: {new})',
  staffWeeklyPaid: 'Bezahlte Pro- oder Enterprise-Tarife: {count}',
  staffWeeklySuspended: 'Gesperrte Konten: {count}',
};
