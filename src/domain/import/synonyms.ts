// The import's header synonyms: the words people's files and the exports of the tools they leave
// use for our fields, in the ten languages the app ships and in those the tools export in
// (HubSpot, Salesforce, Zoho CRM and Bigin, Pipedrive, Google Contacts, Outlook, Apple Contacts,
// Xero, QuickBooks, Stripe; see synonyms.test.ts for their real header rows). Compared by
// headerKey (headers.ts): case, accents, spaces and punctuation do not count, so "First Name",
// "FirstName" and "first_name" are one entry. Pure data.
import type { ImportKind } from '../entitlements';

/** The part of a person's name a column holds. "givenOrFull": a given name when the file also has a family-name column, else the whole name (French "Nom", Spanish "Nombre"). */
export type NamePart = 'full' | 'given' | 'middle' | 'family' | 'givenOrFull' | 'familyOrFull';

/** Name columns, for the name field of every kind (clients, employees, salaries' employee name). */
export const NAME_PARTS: Readonly<Record<NamePart, readonly string[]>> = {
  full: [
    'name', 'full name', 'display name', 'contact name', 'contact', 'contact full name', 'customer full name', 'display name as', 'file as',
    'nombre completo', 'nom complet', 'vollständiger name', 'anzeigename', 'nome completo', 'nome e cognome', 'полное имя', 'фио', 'имя и фамилия',
    '姓名', '全名', '名称', '氏名', '名前', '表示名', '성명', '이름 전체', '표시 이름',
  ],
  given: ['first name', 'given name', 'first', 'forename', 'prénom', 'vorname', 'primer nombre', 'primeiro nome', 'nome proprio', 'имя', '名'],
  middle: ['middle name', 'additional name', 'middle', 'm i', 'mi', 'second name', 'segundo nombre', 'deuxième prénom', 'weitere vornamen', 'zweiter vorname', 'secondo nome', 'nome do meio', 'отчество', '中间名', 'ミドルネーム', '미들 네임'],
  family: ['last name', 'family name', 'surname', 'last', 'nachname', 'familienname', 'apellido', 'apellidos', 'nom de famille', 'cognome', 'sobrenome', 'último nome', 'фамилия', '姓', '姓氏', '성'],
  givenOrFull: ['nombre', 'nome', '名字', '이름'],
  familyOrFull: ['nom'],
};

const EMAIL = [
  'email', 'e mail', 'email address', 'e-mail address', 'contact email', 'mail', 'main email', 'primary email', 'work email',
  'correo', 'correo electrónico', 'dirección de correo', 'courriel', 'adresse e-mail', 'adresse email', 'adresse de messagerie', 'adresse mail',
  'e-mail-adresse', 'emailadresse', 'mailadresse', 'indirizzo email', 'indirizzo e-mail', 'posta elettronica', 'endereço de e-mail', 'endereço de email',
  'электронная почта', 'эл. почта', 'почта', 'e-mail адрес', '邮箱', '电子邮件', '电子邮箱', '邮件地址', 'メール', 'メールアドレス', '電子メール', '電子メール アドレス',
  '이메일', '전자 메일', '이메일 주소', '메일',
];

const PHONE = [
  'phone', 'phone number', 'phone numbers', 'contact number', 'mobile', 'mobile phone', 'mobile phone number', 'mobile number', 'cell', 'cell phone', 'tel',
  'telephone', 'main phone', 'work phone', 'business phone', 'home phone', 'primary phone', 'company main phone',
  'teléfono', 'teléfono móvil', 'móvil', 'celular', 'téléphone', 'téléphone mobile', 'téléphone (bureau)', 'portable', 'telefon', 'telefon geschäftlich',
  'telefon privat', 'mobiltelefon', 'mobil', 'handy', 'telefono', 'cellulare', 'telefone', 'telefone celular', 'телефон', 'мобильный', 'мобильный телефон',
  '电话', '手机', '电话号码', '联系电话', '電話', '電話番号', '携帯電話', '携帯', '전화', '전화번호', '휴대폰', '휴대 전화',
];

const COMPANY = [
  'company', 'organization', 'organisation', 'business', 'firm', 'corp', 'company name', 'account name', 'account', 'associated company',
  'organization name', 'organization 1 name', 'organisation name', 'business name', 'employer',
  'empresa', 'nombre de la empresa', 'compañía', 'société', 'entreprise', 'firma', 'unternehmen', 'firmenname', 'kontoname',
  'azienda', 'società', 'nome azienda', 'nome da empresa', 'компания', 'организация', 'название компании', '公司', '公司名称', '单位', '会社', '会社名', '勤務先',
  '회사', '회사명', '회사 이름', '소속',
];

const NOTES = [
  'notes', 'description', 'comments', 'remarks', 'note', 'comment', 'notas', 'nota', 'descripción', 'comentarios', 'remarques', 'commentaires',
  'notizen', 'bemerkungen', 'beschreibung', 'kommentar', 'commenti', 'descrizione', 'observações', 'descrição', 'заметки', 'примечания', 'комментарий',
  'описание', '备注', '说明', '描述', 'メモ', '備考', '説明', '메모', '비고', '설명',
];

const STATUS = ['status', 'client status', 'state', 'customer status', 'lead status', 'contact status', 'estado', 'statut', 'état', 'stato', 'situação', 'статус', '状态', 'ステータス', '상태'];
const TYPE = ['type', 'client type', 'customer type', 'tipo', 'typ', 'тип', '类型', '種類', 'タイプ', '유형'];
const DATE = ['date', 'fecha', 'datum', 'data', 'дата', '日期', '日付', '날짜'];
const DATE_ADDED = [
  'dateadded', 'date added', 'created', 'create date', 'created date', 'created time', 'created utc', 'created at', 'creation date', 'person created', 'add time',
  'fecha de alta', 'fecha de creación', 'date de création', 'date d ajout', 'erstellt am', 'erstellungsdatum', 'erstellungszeit', 'hinzugefügt am',
  'data di creazione', 'data de criação', 'data de cadastro', 'дата создания', 'дата добавления', '创建时间', '创建日期', '添加日期', '作成日', '作成日時', '登録日',
  '생성일', '등록일', '추가한 날짜',
];
const LAST_CONTACT = [
  'lastcontact', 'last contact', 'last contacted', 'last activity', 'last activity date', 'last activity time', 'last contact date',
  'último contacto', 'dernier contact', 'letzter kontakt', 'letzte aktivität', 'ultimo contatto', 'último contato', 'последний контакт', '最后联系', '最后联系时间',
  '最終連絡日', '最終活動日', '최근 연락', '마지막 연락',
];
const VALUE = [
  'value', 'case value', 'amount', 'worth', 'revenue', 'total spend', 'lifetime value', 'deal value', 'valor', 'importe', 'valeur', 'montant', 'wert', 'betrag',
  'valore', 'importo', 'стоимость', 'сумма', '金额', '价值', '金額', '금액',
];
const PROGRESS = ['progress', 'completion', 'percent', '%', 'progreso', 'avance', 'progression', 'avancement', 'fortschritt', 'avanzamento', 'progresso', 'прогресс', '进度', '進捗', '진행률'];
const ROLE = [
  'role', 'position', 'title', 'job title', 'designation', 'job', 'puesto', 'cargo', 'rol', 'poste', 'fonction', 'rôle', 'stelle', 'berufsbezeichnung', 'funktion',
  'ruolo', 'mansione', 'função', 'должность', 'роль', '职位', '岗位', '役職', '職種', '직책', '직위',
];
const HIRED = ['dateadded', 'date added', 'start date', 'hire date', 'hired', 'fecha de contratación', 'date d embauche', 'eintrittsdatum', 'data di assunzione', 'data de admissão', 'дата приема', '入职日期', '入社日', '입사일'];

/**
 * Synonyms per kind and field; a header maps to the first field (in IMPORT_FIELDS order) whose
 * list holds its key. The name fields take the NAME_PARTS too; e-mail and phone also take the
 * numbered and typed columns of EMAIL_COLUMN and PHONE_COLUMN.
 */
export const SYNONYMS: { readonly [K in ImportKind]: Readonly<Record<string, readonly string[]>> } = {
  clients: {
    name: ['client name', 'customer name', 'client', 'customer', 'nombre del cliente', 'cliente', 'nom du client', 'kunde', 'kundenname', 'nome cliente', 'клиент', '客户', '顧客', '顧客名', '고객', '고객명'],
    email: EMAIL,
    phone: PHONE,
    company: COMPANY,
    status: STATUS,
    type: TYPE,
    value: VALUE,
    dateAdded: DATE_ADDED,
    lastContact: LAST_CONTACT,
    progress: PROGRESS,
    notes: NOTES,
  },
  employees: {
    name: ['employee name', 'staff name', 'employee', 'empleado', 'employé', 'mitarbeiter', 'dipendente', 'funcionário', 'сотрудник', '员工', '従業員', '직원'],
    role: ROLE,
    email: EMAIL,
    dateAdded: HIRED,
  },
  salaries: {
    employeeName: ['employee name', 'staff name', 'employee', 'employeename', 'empleado', 'employé', 'mitarbeiter', 'dipendente', 'funcionário', 'сотрудник', '员工', '従業員', '직원'],
    position: ['position', 'role', 'title', 'job title', 'puesto', 'cargo', 'poste', 'stelle', 'ruolo', 'função', 'должность', '职位', '役職', '직책'],
    amount: ['amount', 'salary', 'pay', 'wage', 'compensation', 'gross pay', 'net pay', 'salario', 'sueldo', 'importe', 'salaire', 'montant', 'gehalt', 'lohn', 'betrag', 'stipendio', 'importo', 'salário', 'valor', 'зарплата', 'оклад', 'сумма', '工资', '薪资', '金额', '給与', '金額', '급여', '금액'],
    payDate: ['pay date', 'payment date', 'salary date', 'paydate', 'fecha de pago', 'date de paiement', 'zahltag', 'zahlungsdatum', 'data di pagamento', 'data de pagamento', 'дата выплаты', '发薪日', '支給日', '지급일', ...DATE],
    status: ['payment status', ...STATUS],
    type: ['salary type', 'payment type', ...TYPE],
  },
  revenues: {
    source: ['source', 'revenue source', 'income source', 'client', 'customer', 'fuente', 'origen', 'cliente', 'quelle', 'kunde', 'fonte', 'источник', 'клиент', '来源', '客户', '取引先', '顧客', '출처', '고객'],
    amount: ['amount', 'revenue', 'income', 'value', 'total', 'importe', 'ingreso', 'ingresos', 'montant', 'revenu', 'chiffre d affaires', 'betrag', 'umsatz', 'einnahme', 'importo', 'ricavo', 'entrata', 'valor', 'receita', 'сумма', 'доход', 'выручка', '金额', '收入', '金額', '売上', '금액', '수익', '매출'],
    date: ['revenue date', 'income date', ...DATE],
    description: ['description', 'notes', 'details', 'comments', 'descripción', 'concepto', 'beschreibung', 'verwendungszweck', 'descrizione', 'descrição', 'описание', '描述', '说明', '説明', '摘要', '설명'],
    type: ['revenue type', 'service type', 'art', ...TYPE],
  },
  expenses: {
    description: ['description', 'expense', 'item', 'details', 'descripción', 'concepto', 'gasto', 'dépense', 'libellé', 'beschreibung', 'ausgabe', 'descrizione', 'spesa', 'descrição', 'despesa', 'описание', 'расход', '描述', '费用', '説明', '費用', '内容', '설명', '비용', '내용'],
    amount: ['amount', 'cost', 'expense amount', 'total', 'importe', 'coste', 'costo', 'montant', 'coût', 'betrag', 'kosten', 'importo', 'valor', 'custo', 'сумма', 'стоимость', '金额', '金額', '금액'],
    category: ['category', 'expense category', 'type', 'categoría', 'catégorie', 'kategorie', 'categoria', 'категория', '类别', '分类', 'カテゴリ', '分類', '카테고리', '분류'],
    date: ['expense date', 'purchase date', ...DATE],
    notes: ['notes', 'comments', 'details', 'remarks', 'notas', 'remarques', 'notizen', 'note', 'observações', 'заметки', '备注', 'メモ', '備考', '메모'],
  },
};

/**
 * Numbered and typed e-mail columns, on the header's key: "E-mail 1 - Value" (Google),
 * "E-mail 2 Address" (Outlook), "Person - Email - Work" (Pipedrive), "Secondary Email" (Zoho),
 * "E-Mail 2: Adresse" (Outlook in German). Their label and type columns are not matched.
 */
export const EMAIL_COLUMN = /^(?:(?:primary|secondary|main|work|home|other|personal|business|private)e?mail|e?mail\d*(?:address|addr|value|adresse|work|home|other|personal|business|private|privat|geschaftlich|principal)?)$/;

/** Numbered and typed phone columns: "Phone 1 - Value", "Business Phone 2", "Person - Phone - Mobile". */
export const PHONE_COLUMN = /^(?:(?:phone|telephone|tel)\d*(?:number|value|work|home|mobile|other|business|main)?|(?:mobile|cell|business|home|work|primary|main|other|car|companymain)(?:phone|telephone)\d*(?:number)?)$/;

/** Fields that several columns may fill: first non-empty value (e-mail, phone), or joined (name, notes). */
export const COMBINABLE_FIELDS: ReadonlySet<string> = new Set(['name', 'employeeName', 'email', 'phone', 'notes', 'description']);

/** The fields holding a person's name, whose columns combine by name part. */
export const NAME_FIELDS: ReadonlySet<string> = new Set(['name', 'employeeName']);
