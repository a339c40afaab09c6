/**
 * Every diagram of the docs is rendered to static SVG (light and dark) and
 * committed, so that visitors download no diagram code; a changed diagram
 * fails here until its SVGs are rendered again.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  colourModes,
  diagramFile,
  diagramFileName,
  diagramsDir,
  diagramText,
  docDiagrams,
  renderCommand,
} from '../../plugins/static-diagrams/diagrams';

const diagrams = docDiagrams();

describe('diagrams', () => {
  it('the guides hold diagrams', () => {
    expect(diagrams.length).toBeGreaterThanOrEqual(21);
  });

  for (const {file, key, source} of diagrams) {
    const firstLine = source.split('\n')[0];
    it(`${file}: "${firstLine}" (${key}) has a title and description, and SVGs for both colour modes`, () => {
      // accTitle / accDescr are the alt text of the static images.
      expect(source, `${file}: add accTitle and accDescr lines to the diagram`).toMatch(/^\s*accTitle:\s*\S/m);
      expect(source, `${file}: add accTitle and accDescr lines to the diagram`).toMatch(/^\s*accDescr:\s*\S/m);
      const missing = colourModes.filter((mode) => !existsSync(diagramFile(key, mode)));
      expect(missing, `${file}: the diagram changed; run \`${renderCommand}\` and commit src/diagrams`).toEqual([]);
      for (const mode of colourModes) {
        const svg = readFileSync(diagramFile(key, mode), 'utf8');
        // Labels drawn as SVG text: an <img> does not draw HTML labels.
        expect(svg, `${key}-${mode}.svg`).not.toContain('<foreignObject');
        expect(svg).toMatch(/^<svg[^>]* width="\d+" height="\d+">/);
        expect(diagramText(svg).title, `${key}-${mode}.svg`).toBeTruthy();
      }
    });
  }

  it('src/diagrams holds no SVG that no diagram uses', () => {
    const keys = new Set(diagrams.map((diagram) => diagram.key));
    const stale = readdirSync(diagramsDir).filter((name) => !keys.has(diagramFileName.exec(name)?.[1] ?? ''));
    expect(stale, `run \`${renderCommand}\`, which deletes them`).toEqual([]);
  });
});
