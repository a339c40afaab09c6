/**
 * Renders every Mermaid diagram of the docs to static SVG, light and dark, in
 * src/diagrams/ (committed), so that visitors download no diagram code
 * (ARCHITECTURE.md, "Static diagrams"). Only diagrams without files are
 * rendered; files no diagram uses any more are deleted.
 *
 *   npm run render:diagrams [-- --force]
 *
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium, else Playwright's
 * own), but no network: Mermaid's browser bundle comes from node_modules.
 * `npm run build` never needs this: a diagram without files is drawn in the
 * browser by the client renderer, as before.
 */
import {existsSync, mkdirSync, readdirSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Page} from '@playwright/test';
import {
  colourModes,
  diagramFile,
  diagramFileName,
  diagramsDir,
  diagramThemes,
  docDiagrams,
  mermaidVersion,
  staticRenderOptions,
  themeCss,
  withIntrinsicSize,
  withRoundedCoordinates,
  type ColourMode,
} from '../plugins/static-diagrams/diagrams';

interface MermaidGlobal {
  initialize(config: object): void;
  render(id: string, text: string): Promise<{svg: string}>;
}

async function render(page: Page, key: string, source: string, mode: ColourMode): Promise<string> {
  const config = {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: diagramThemes[mode],
    themeCSS: themeCss[mode],
    ...staticRenderOptions,
  };
  const svg = await page.evaluate(
    async ({id, text, config}) => {
      const mermaid = (window as unknown as {mermaid: MermaidGlobal}).mermaid;
      mermaid.initialize(config);
      return (await mermaid.render(id, text)).svg;
    },
    // The id scopes the SVG's own styles; stable, so a re-render gives the same file.
    {id: `diagram-${key}-${mode}`, text: source, config},
  );
  return `${withIntrinsicSize(withRoundedCoordinates(svg))}\n`;
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const diagrams = docDiagrams();
  const keys = new Set(diagrams.map((diagram) => diagram.key));
  mkdirSync(diagramsDir, {recursive: true});

  const pending = [...new Map(diagrams.map((diagram) => [diagram.key, diagram])).values()].filter(
    ({key}) => force || colourModes.some((mode) => !existsSync(diagramFile(key, mode))),
  );
  if (pending.length > 0) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>');
      await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
      for (const {key, source, file} of pending) {
        for (const mode of colourModes) {
          writeFileSync(diagramFile(key, mode), await render(page, key, source, mode));
        }
        console.log(`rendered ${key} (${file})`);
      }
    } finally {
      await browser.close();
    }
  }

  let removed = 0;
  for (const name of readdirSync(diagramsDir)) {
    const match = diagramFileName.exec(name);
    if (match && !keys.has(match[1] ?? '')) {
      unlinkSync(path.join(diagramsDir, name));
      removed += 1;
    }
  }
  console.log(
    `${keys.size} diagrams (Mermaid ${mermaidVersion()}): ${pending.length} rendered, ${keys.size - pending.length} up to date, ${removed} stale files removed.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
