// @vitest-environment node
// The layer rule (docs/decisions/0060) in action: the project's own ESLint configuration refuses
// imports that point the wrong way, and lets the right ones through.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

async function restrictedPaths(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the layer rule', () => {
  // The first lint loads the whole configuration and its parsers: 10 to 30 s, more on a busy machine.
  it('refuses a feature importing src/app', { timeout: 120_000 }, async () => {
    const messages = await restrictedImports('src/features/clients/wrong-way.ts', "import { router } from '../../app/router';\nexport const r = router;\n");
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/Only src\/app\/ \(and tests\) import src\/app\//);
  });

  it('refuses src/components, src/lib and src/data importing src/app', { timeout: 30_000 }, async () => {
    expect(await restrictedImports('src/components/ui/wrong-way.ts', "import { router } from '../../app/router';\nexport const r = router;\n")).toHaveLength(1);
    expect(await restrictedImports('src/lib/wrong-way.ts', "import { router } from '../app/router';\nexport const r = router;\n")).toHaveLength(1);
    expect(await restrictedImports('src/data/wrong-way.ts', "import { router } from '../app/router';\nexport const r = router;\n")).toHaveLength(1);
  });

  it('refuses React and the layers above in src/domain', { timeout: 30_000 }, async () => {
    const react = await restrictedImports('src/domain/wrong-way.ts', "import { useState } from 'react';\nexport const s = useState;\n");
    expect(react).toEqual(["'react' import is restricted from being used by a pattern. src/domain/ is pure TypeScript."]);
    expect(await restrictedImports('src/domain/wrong-way.ts', "import { paths } from '../lib/paths';\nexport const p = paths;\n")).toHaveLength(1);
  });

  it('refuses the Firebase SDK outside src/data', { timeout: 30_000 }, async () => {
    expect(
      await restrictedImports('src/features/clients/wrong-way.ts', "import { getFirestore } from 'firebase/firestore';\nexport const f = getFirestore;\n"),
    ).toHaveLength(1);
  });

  it('lets arrows that point down through', { timeout: 30_000 }, async () => {
    expect(await restrictedImports('src/features/clients/right-way.ts', "import { paths } from '../../lib/paths';\nexport const p = paths;\n")).toEqual([]);
    expect(await restrictedImports('src/app/right-way.ts', "import { paths } from '../lib/paths';\nexport const p = paths;\n")).toEqual([]);
    expect(await restrictedImports('src/data/right-way.ts', "import { DAY_MS } from '../domain/dates';\nexport const d = DAY_MS;\n")).toEqual([]);
  });

  it('refuses a feature importing another feature, whatever the spelling', { timeout: 30_000 }, async () => {
    const imports = [
      ['src/features/admin/wrong-way.ts', "import { PaymentPage } from '../billing/payment-page';\nexport const p = PaymentPage;\n"],
      ['src/features/admin/wrong-way.ts', "import { PaymentPage } from '../../features/billing/payment-page';\nexport const p = PaymentPage;\n"],
      ['src/features/admin/deeper/wrong-way.ts', "import { PaymentPage } from '../../billing/payment-page';\nexport const p = PaymentPage;\n"],
      ['src/features/auth/wrong-way.test.tsx', "import { EmailVerification } from '../settings/email-verification';\nexport const e = EmailVerification;\n"],
      ['src/features/clients/wrong-way.ts', "export const load = () => import('../billing/payment-page');\n"],
    ] as const;
    for (const [filePath, code] of imports) {
      const messages = await restrictedPaths(filePath, code);
      expect(messages, `${filePath}: ${code}`).toHaveLength(1);
      expect(messages[0]).toMatch(/imports no other feature/);
    }
  });

  it('lets a feature import its own files and the layers below', { timeout: 30_000 }, async () => {
    expect(
      await restrictedPaths('src/features/billing/right-way.ts', "import { PaymentPage } from './payment-page';\nexport const p = PaymentPage;\n"),
    ).toEqual([]);
    expect(await restrictedPaths('src/features/admin/right-way.ts', "import { planText } from '../../lib/plan-texts';\nexport const p = planText;\n")).toEqual(
      [],
    );
    expect(
      await restrictedPaths('src/app/right-way.ts', "import { PaymentPage } from '../features/billing/payment-page';\nexport const p = PaymentPage;\n"),
    ).toEqual([]);
  });

  it('refuses an import circle', { timeout: 30_000 }, async () => {
    // no-cycle follows real files, so the two halves of the circle are written for the test.
    const dir = join('src', `cycle-probe-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
      expect((result?.messages ?? []).map((m) => m.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
