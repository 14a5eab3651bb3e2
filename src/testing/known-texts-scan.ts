// Finds the English texts that reach people from outside the React code (for the test of
// src/lib/known-texts.ts): messages of src/domain and src/data, and the messages of functions'
// HttpsErrors. Reads the sources with the TypeScript compiler's parser.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export type FoundText = { text: string; file: string };
export type ScanResult = {
  /** Static texts (string literals and templates without a substitution). */
  texts: FoundText[];
  /** Templates with substitutions, as written in the source ("`At most ${MAX} keys.`"). */
  dynamic: FoundText[];
};

// Test cases shared with the rules tests, and the import's sample files (data, not messages).
const SKIP_FILES = [/\.test\.tsx?$/, /\.d\.ts$/, /entitlements-cases\.ts$/, /import[\\/]templates\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !SKIP_FILES.some((p) => p.test(path)) ? [path] : [];
  });
}

/**
 * Text a person reads: a sentence (a capital first, a space, and . ! ? … or a closing bracket
 * last), or a phrase of three or more words with a capital first ("Display name is required").
 */
export function looksLikeMessage(s: string): boolean {
  const text = s.trim();
  const sentence = /^[A-Z]/.test(text) && text.includes(' ') && /[.!?)…]$/.test(text);
  const phrase = /^[A-Z][a-z]+( [A-Za-z',/-]+){2,}$/.test(text);
  return sentence || phrase;
}

const isStatic = (n: ts.Node): n is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n);
const isMessageObjectName = (name: string) => /MESSAGES$/.test(name);
const isMessageConstName = (name: string) => /_(MESSAGE|NOTE)$/.test(name);

type Parsed = { file: string; source: ts.SourceFile };

function parse(root: string, dirs: string[]): Parsed[] {
  return dirs.flatMap((d) =>
    sourceFiles(join(root, d)).map((path) => ({
      file: relative(root, path),
      source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
    })),
  );
}

/** Declarations by name across the parsed files: `const NAME = ...` and `function name() {...}`. */
function declarations(files: Parsed[]) {
  const consts = new Map<string, ts.Expression[]>();
  const functions = new Map<string, ts.FunctionLikeDeclaration[]>();
  const add = <T>(map: Map<string, T[]>, name: string, value: T) => map.set(name, [...(map.get(name) ?? []), value]);
  for (const { source } of files) {
    const visit = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
        if (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer)) add(functions, n.name.text, n.initializer);
        else add(consts, n.name.text, n.initializer);
      }
      if (ts.isFunctionDeclaration(n) && n.name) add(functions, n.name.text, n);
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return { consts, functions };
}

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) ? unwrap(e.expression) : e;

/** What a function may return (its `return` expressions, or an arrow's body). */
function returnsOf(fn: ts.FunctionLikeDeclaration): ts.Expression[] {
  if (!fn.body) return [];
  if (!ts.isBlock(fn.body)) return [fn.body];
  const out: ts.Expression[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isFunctionLike(n)) return; // a nested function's returns are its own
    if (ts.isReturnStatement(n) && n.expression) out.push(n.expression);
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(fn.body, visit);
  return out;
}

export function scanKnownTexts(root: string): ScanResult {
  const texts: FoundText[] = [];
  const dynamic: FoundText[] = [];
  const add = (list: FoundText[], text: string, file: string) => {
    if (!list.some((f) => f.text === text)) list.push({ text, file });
  };

  // 1. src/domain and src/data: every text of a *MESSAGES object or a *_MESSAGE/_NOTE constant,
  //    and every other literal that reads as a sentence.
  const app = parse(root, ['src/domain', 'src/data']);
  for (const { file, source } of app) {
    const visit = (n: ts.Node, inMessages: boolean) => {
      if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
      let messages = inMessages;
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && (isMessageObjectName(n.name.text) || isMessageConstName(n.name.text))) messages = true;
      if (isStatic(n) && !(ts.isPropertyAssignment(n.parent) && n.parent.name === n) && (messages ? /^[A-Z].* /.test(n.text) : looksLikeMessage(n.text)))
        add(texts, n.text, file);
      if (ts.isTemplateExpression(n) && (messages || looksLikeMessage(n.getText().slice(1, -1)))) add(dynamic, n.getText(), file);
      ts.forEachChild(n, (c) => visit(c, messages));
    };
    visit(source, false);
  }

  // 2. functions/src: the message of every `new HttpsError(code, message)`, followed through
  //    constants, message objects, local variables and the functions that return it.
  const fns = parse(root, ['functions/src']);
  const { consts, functions } = declarations([...fns, ...app]);
  for (const { file, source } of fns) {
    const seen = new Set<ts.Node>();
    const resolve = (e: ts.Expression, depth: number): ts.Expression[] => {
      const x = unwrap(e);
      if (depth > 6 || seen.has(x)) return [];
      seen.add(x);
      if (ts.isConditionalExpression(x)) return [...resolve(x.whenTrue, depth + 1), ...resolve(x.whenFalse, depth + 1)];
      if (ts.isBinaryExpression(x) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(x.operatorToken.kind))
        return [...resolve(x.left, depth + 1), ...resolve(x.right, depth + 1)];
      if (ts.isIdentifier(x)) {
        // A helper's parameter (`refuse(code, message)`): its callers pass the messages, which the
        // scan of src/ finds where they are written; another constant of the same name is not it.
        if (isParameterOfEnclosingFunction(x)) return [];
        const local = localInitializer(x);
        return (local ? [local] : (consts.get(x.text) ?? [])).flatMap((v) => resolve(v, depth + 1));
      }
      if (ts.isPropertyAccessExpression(x)) {
        return resolve(x.expression, depth + 1).flatMap((o) => {
          if (!ts.isObjectLiteralExpression(o)) return [];
          return o.properties.flatMap((p) => (ts.isPropertyAssignment(p) && p.name.getText() === x.name.text ? resolve(p.initializer, depth + 1) : []));
        });
      }
      if (ts.isCallExpression(x)) {
        const callee = unwrap(x.expression);
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
        return name ? (functions.get(name) ?? []).flatMap((f) => returnsOf(f).flatMap((r) => resolve(r, depth + 1))) : [];
      }
      if (ts.isAwaitExpression(x)) return resolve(x.expression, depth + 1);
      return [x];
    };
    const visit = (n: ts.Node) => {
      if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'HttpsError' && n.arguments?.[1]) {
        seen.clear();
        for (const v of resolve(n.arguments[1], 0)) {
          if (isStatic(v)) add(texts, v.text, file);
          else if (ts.isTemplateExpression(v))
            add(dynamic, v.getText(), v.getSourceFile().fileName === source.fileName ? file : relative(root, v.getSourceFile().fileName));
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return { texts, dynamic };
}

/** Whether an identifier names a parameter of a function it is used in. */
function isParameterOfEnclosingFunction(id: ts.Identifier): boolean {
  for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === id.text)) return true;
  }
  return false;
}

/** The initializer of the nearest `const x = ...` in scope of an identifier's use, if any. */
function localInitializer(id: ts.Identifier): ts.Expression | null {
  for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === id.text && d.initializer) return d.initializer;
      }
    }
  }
  return null;
}
