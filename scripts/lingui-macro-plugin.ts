// Lingui's macros for Vite (docs/decisions/0120-languages-with-lingui.md).
//
// Vite 8's React plugin has no Babel pass, so this plugin runs the Lingui macro (Babel) on the
// files that import a macro, and nothing else. It keeps the English source text in the code and
// compiles it to Lingui's runtime form at build time: English needs no catalogue and no message
// compiler in the browser, and only the other nine languages are loaded, each as its own chunk.
import { transformAsync, types as t } from '@babel/core';
import type { NodePath, PluginObj } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/** Replaces a macro's `message: "Hello {name}"` with its compiled form (string or array). */
function precompileMessages(): PluginObj {
  const compiled = (source: string) => t.valueToNode(compileMessage(source));
  return {
    name: 'precompile-lingui-messages',
    visitor: {
      ObjectProperty(path: NodePath<t.ObjectProperty>) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const owner = path.parentPath.node;
        const hasId = t.isObjectExpression(owner) && owner.properties.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }));
        if (hasId) path.node.value = compiled(value.value) as t.Expression;
      },
      JSXAttribute(path: NodePath<t.JSXAttribute>) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const element = path.parentPath.node;
        const isTrans = t.isJSXOpeningElement(element) && t.isJSXIdentifier(element.name) && /^Trans/.test(element.name.name);
        if (isTrans) path.node.value = t.jsxExpressionContainer(compiled(value.value) as t.Expression);
      },
    },
  };
}

export function linguiMacro(): Plugin {
  return {
    name: 'crm-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const tsx = file.endsWith('x');
      const parserPlugins: ('jsx' | 'typescript')[] = tsx ? ['jsx', 'typescript'] : ['typescript'];
      // One pass: Babel also visits the nodes the macro inserts, so the pre-compiling visitor
      // (listed after the macro) sees every `message` the macro writes.
      const done = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: parserPlugins },
        // The English text stays in the code (English loads no catalogue).
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], precompileMessages],
      });
      return done?.code ? { code: done.code, map: done.map } : null;
    },
  };
}
