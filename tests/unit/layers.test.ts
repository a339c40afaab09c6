/**
 * The layers of ARCHITECTURE.md ("Layers") hold by a lint rule, not by review:
 * a module that imports from a layer above its own fails `npm run lint` with
 * its path. Each pair is tried with a real module of the target layer, so the
 * rule is seen failing, and passing for the imports the layers allow.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({cwd: root});

/** Bottom to top, as ARCHITECTURE.md draws them; scripts and mcp share the top. */
const order = ['config', 'model', 'plugins', 'src'] as const;
const sample: Record<string, string> = {
  config: 'config/site.ts',
  model: 'model/markdown.ts',
  plugins: 'plugins/v5-map/model.ts',
  'plugin-browser': 'plugins/code-links/shared/format.ts',
  src: 'src/clientModules/prefetchRules.ts',
  scripts: 'scripts/lib/textTable.ts',
  mcp: 'mcp/answers.ts',
};

/** A folder of each layer where a probe module stands. */
const folder: Record<string, string> = {'plugin-browser': 'plugins/code-links/client'};

async function layerErrors(fromLayer: string, toLayer: string, style: 'relative' | 'site'): Promise<string[]> {
  const filePath = path.join(root, folder[fromLayer] ?? fromLayer, 'layer-probe.ts');
  const target = sample[toLayer]!.replace(/\.ts$/, '');
  const specifier = style === 'site' ? `@site/${target}` : path.relative(path.dirname(filePath), path.join(root, target));
  const code = `import * as probe from '${specifier.startsWith('.') || style === 'site' ? specifier : `./${specifier}`}';\nexport default probe;\n`;
  const [result] = await eslint.lintText(code, {filePath});
  return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
}

describe('layers', () => {
  const upward: [string, string][] = [];
  const downward: [string, string][] = [];
  order.forEach((from, i) => {
    order.forEach((to, j) => (j > i ? upward : downward).push([from, to]));
    upward.push([from, 'scripts'], [from, 'mcp']);
  });
  // The browser's code (src/ and a plugin's client/, theme/, shared/) reads config and other
  // browser code, never the build-time model or a plugin's build side.
  for (const [from, to] of [
    ['src', 'model'],
    ['src', 'plugins'],
  ] as const) {
    upward.push([from, to]);
    downward.splice(
      downward.findIndex((pair) => pair[0] === from && pair[1] === to),
      1,
    );
  }
  upward.push(['plugin-browser', 'model'], ['plugin-browser', 'plugins'], ['plugin-browser', 'src']);
  downward.push(['src', 'plugin-browser'], ['plugin-browser', 'config'], ['plugins', 'plugin-browser']);

  it.each(upward)('a module of %s that imports from %s fails lint, naming the layers', async (from, to) => {
    for (const style of ['relative', 'site'] as const) {
      const errors = await layerErrors(from, to, style);
      expect(errors, `${style} import`).toHaveLength(1);
      expect(errors[0]).toContain(`a module of ${from} imports from ${to}`);
    }
  });

  it.each(downward)('a module of %s may import from %s', async (from, to) => {
    expect(await layerErrors(from, to, 'relative')).toEqual([]);
  });

  it('scripts and the MCP server may import every layer below them', async () => {
    for (const to of order.filter((layer) => layer !== 'src')) {
      expect(await layerErrors('scripts', to, 'relative')).toEqual([]);
      expect(await layerErrors('mcp', to, 'relative')).toEqual([]);
    }
  });
});

describe('src/ holds what the browser runs', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it('no module of src/ (tests aside) imports Node, the compiler or a build tool at run time', () => {
    // Type-only imports (`import type {WrapperProps} from '@docusaurus/types'`) leave nothing in the bundle.
    const buildTime =
      /^import (?!type )[^;]*from ['"](node:[^'"]+|fs|path|typescript|unified|remark-[^'"]+|typedoc[^'"]*|@docusaurus\/(types|core)[^'"]*)['"]/m;
    // src/snippets/ are examples the home page shows as text, compiled by the snippet check.
    const offenders = files(path.join(root, 'src'))
      .filter((file) => !file.includes(`${path.sep}snippets${path.sep}`))
      .filter((file) => buildTime.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
