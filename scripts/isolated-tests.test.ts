// The unit tests share one jsdom environment per worker, except the files vitest.config.ts lists
// as isolated. A file that mocks a module (vi.mock) or replaces a global (vi.stubGlobal) in the
// shared environment leaks it into the files that run after it there: a mocked screen drew
// nothing in seventeen other files' tests once. So every such file must be on the list.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

describe('isolated unit test files', () => {
  it('lists every unit test file that mocks a module or stubs a global', () => {
    const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
    const listed = new Set([...config.matchAll(/'((?:src|functions\/src|scripts)\/[^']+\.test\.tsx?)'/g)].map((m) => m[1]));
    const replacing = ['src', 'functions/src', 'scripts']
      .flatMap(testFiles)
      .filter((f) => f !== 'scripts/isolated-tests.test.ts')
      .filter((f) => /\bvi\.(mock|doMock|stubGlobal)\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(replacing.length).toBeGreaterThan(5);
    expect(replacing.filter((f) => !listed.has(f))).toEqual([]);
  });
});
