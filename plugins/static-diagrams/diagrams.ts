/**
 * Mermaid diagrams rendered once, ahead of the build, to static SVG
 * (ARCHITECTURE.md, "Static diagrams"): what a diagram is keyed by, where its
 * files live and what they say to a screen reader. Shared by the renderer
 * (scripts/render-diagrams.ts), the remark plugin (./remark.ts) and the tests.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {codeBlocksOf, readMarkdown} from '../../model/markdown';

/** Mermaid themes per colour mode: the site config's client renderer uses the same. */
export const diagramThemes = {light: 'neutral', dark: 'dark'} as const;
export type ColourMode = keyof typeof diagramThemes;
export const colourModes = Object.keys(diagramThemes) as ColourMode[];

/**
 * Mermaid options for the static render. Labels are SVG text, not HTML in a
 * <foreignObject> (which an <img> does not draw), set in a font with the same
 * metrics everywhere (Arial, or Liberation Sans where Arial is missing), so
 * that text measured at render time still fits its box on the reader's screen.
 * SVG labels wrap inside long words at the default width (200 px), so the
 * width is wider: long identifiers such as FrameProcessorPluginRegistry stay whole.
 */
export const staticRenderOptions = {
  htmlLabels: false,
  flowchart: {htmlLabels: false, wrappingWidth: 340},
  fontFamily: 'Arial, "Liberation Sans", Helvetica, sans-serif',
} as const;

/**
 * CSS added to each mode's SVG. Dark edge labels get the near-white the site
 * gives them in client-rendered diagrams (src/css/custom.css): Mermaid's #ccc
 * is readable on its half-transparent label box, but barely.
 */
export const themeCss: Record<ColourMode, string> = {
  light: '',
  dark: '.edgeLabel text, .edgeLabel tspan { fill: #f0f0f0; }',
};

const siteDir = path.resolve(__dirname, '../..');
/** Rendered SVGs, committed: `<key>-light.svg` and `<key>-dark.svg`. */
export const diagramsDir = path.join(siteDir, 'src/diagrams');
/** Where diagrams are written: the docs (guides today). */
const docsDir = path.join(siteDir, 'docs');
export const renderCommand = 'npm run render:diagrams';

export function mermaidVersion(): string {
  const manifest = require.resolve('mermaid/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/**
 * A diagram's key: its source, the Mermaid version and the render options. A
 * changed diagram, theme or Mermaid gets a new key, hence new files.
 */
export function diagramKey(source: string, version = mermaidVersion()): string {
  const input = JSON.stringify({source, version, themes: diagramThemes, options: staticRenderOptions, themeCss});
  return createHash('sha256').update(input, 'utf8').digest('hex').slice(0, 16);
}

export function diagramFile(key: string, mode: ColourMode, dir = diagramsDir): string {
  return path.join(dir, `${key}-${mode}.svg`);
}

export const diagramFileName = /^([0-9a-f]{16})-(light|dark)\.svg$/;

/** The source of every ```mermaid block of a Markdown or MDX file, as the docs' compiler sees it (the one Markdown reader, model/markdown.ts). */
export function diagramSources(text: string, format: 'md' | 'mdx'): string[] {
  if (!text.includes('mermaid')) return [];
  return codeBlocksOf(readMarkdown(text, format))
    .filter((block) => block.lang === 'mermaid')
    .map((block) => block.value);
}

export interface DocDiagram {
  /** Path from the site root, for messages. */
  file: string;
  source: string;
  key: string;
}

/** Every diagram of the hand-written docs (the generated API reference has none). */
export function docDiagrams(dir = docsDir): DocDiagram[] {
  const found: DocDiagram[] = [];
  const version = mermaidVersion();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (path.relative(dir, full) !== 'api') walk(full);
      } else if (/\.mdx?$/.test(entry.name)) {
        const format = entry.name.endsWith('.mdx') ? 'mdx' : 'md';
        for (const source of diagramSources(readFileSync(full, 'utf8'), format)) {
          found.push({file: path.relative(siteDir, full), source, key: diagramKey(source, version)});
        }
      }
    }
  };
  walk(dir);
  return found;
}

/** What a rendered SVG tells a screen reader: Mermaid's accTitle / accDescr and the kind of diagram. */
export interface DiagramText {
  title?: string;
  description?: string;
  /** Mermaid's aria-roledescription, such as `flowchart-v2` or `sequence`. */
  kind?: string;
}

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'"};
const decode = (text: string): string => text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => entities[name] ?? '');

export function diagramText(svg: string): DiagramText {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1];
  const description = /<desc[^>]*>([^<]*)<\/desc>/.exec(svg)?.[1];
  const kind = /aria-roledescription="([^"]*)"/.exec(svg)?.[1];
  return {
    title: title ? decode(title).trim() : undefined,
    description: description ? decode(description).trim() : undefined,
    kind,
  };
}

const kindNames: Record<string, string> = {
  'flowchart-v2': 'Flowchart',
  flowchart: 'Flowchart',
  sequence: 'Sequence diagram',
  stateDiagram: 'State diagram',
};

/**
 * The alt text of a static diagram: its title and description when the
 * diagram has them (as the client renderer exposes them in the SVG's <title>
 * and <desc>), otherwise the kind of diagram.
 */
export function altText({title, description, kind}: DiagramText): string {
  const name = title ?? (kind && kindNames[kind]) ?? 'Diagram';
  if (!description) return name;
  return `${name}. ${description}`;
}

/**
 * Rounds the coordinates in attributes to two decimals: the shapes carry
 * hundreds of machine-precision numbers (a quarter of a pixel is invisible),
 * and rounding halves the size of some files.
 */
export function withRoundedCoordinates(svg: string): string {
  return svg.replace(/\s(d|points|transform|x|y|x1|y1|x2|y2|width|height|cx|cy|r|rx|ry)="([^"]*)"/g, (_, name: string, value: string) => {
    const rounded = value.replace(/-?\d+\.\d{3,}/g, (number) => String(Number(Number(number).toFixed(2))));
    return ` ${name}="${rounded}"`;
  });
}

/** Sets pixel width and height from the viewBox, so an <img> has an intrinsic size and no layout shift. */
export function withIntrinsicSize(svg: string): string {
  const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];
  if (!viewBox) throw new Error('Rendered diagram has no viewBox');
  const [, , width = 0, height = 0] = viewBox.split(/[\s,]+/).map(Number);
  return svg.replace(/<svg([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(width|height)="[^"]*"/g, '').replace(/\sstyle="max-width:[^"]*"/, '');
    return `<svg${kept} width="${Math.ceil(width)}" height="${Math.ceil(height)}">`;
  });
}
