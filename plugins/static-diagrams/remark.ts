/**
 * Replaces a ```mermaid block whose SVGs were rendered (npm run
 * render:diagrams) with two images, light and dark, that CSS shows by colour
 * mode (src/css/custom.css, "Static diagrams"): no Mermaid code in the browser,
 * no re-render when the mode changes. A block without SVGs is left alone, so
 * Docusaurus draws it in the browser as before (src/theme/Mermaid).
 *
 * Runs before Docusaurus's own remark plugins (beforeDefaultRemarkPlugins):
 * its mermaid plugin would claim the block first, and its image plugin turns
 * the two Markdown images into bundled assets with width and height.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Image, Parent, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {altText, colourModes, diagramFile, diagramKey, diagramsDir, diagramText, mermaidVersion, type ColourMode} from './diagrams';

export interface StaticDiagramsOptions {
  /** Where the SVGs are; src/diagrams by default. */
  dir?: string;
}

const className = (value: string) => ({type: 'mdxJsxAttribute' as const, name: 'className', value});

/** The figure that stands for a rendered diagram: `@site/` paths, which the image plugin resolves. */
function staticDiagramNode(key: string, alt: string, dir: string, siteDir: string): MdxJsxFlowElement {
  const image = (mode: ColourMode): MdxJsxTextElement => {
    const url = `@site/${path
      .relative(siteDir, diagramFile(key, mode, dir))
      .split(path.sep)
      .join('/')}`;
    const node: Image = {type: 'image', url, alt};
    // A span per mode: the image plugin rebuilds the <img> attributes, so the class sits outside it.
    return {type: 'mdxJsxTextElement', name: 'span', attributes: [className(`static-diagram__${mode}`)], children: [node]};
  };
  return {
    type: 'mdxJsxFlowElement',
    name: 'figure',
    attributes: [className('static-diagram'), {type: 'mdxJsxAttribute', name: 'data-diagram', value: key}],
    children: colourModes.map(image) as unknown as MdxJsxFlowElement['children'],
  };
}

export default function remarkStaticDiagrams(options: StaticDiagramsOptions = {}) {
  const dir = options.dir ?? diagramsDir;
  const siteDir = path.resolve(__dirname, '../..');
  const version = mermaidVersion();
  return (tree: Root): void => {
    const visit = (parent: Parent): void => {
      parent.children.forEach((child, index) => {
        if (child.type === 'code' && (child as Code).lang === 'mermaid') {
          const key = diagramKey((child as Code).value, version);
          if (!colourModes.every((mode) => existsSync(diagramFile(key, mode, dir)))) return;
          const alt = altText(diagramText(readFileSync(diagramFile(key, 'light', dir), 'utf8')));
          parent.children[index] = staticDiagramNode(key, alt, dir, siteDir) as unknown as Parent['children'][number];
        } else if ('children' in child) {
          visit(child as Parent);
        }
      });
    };
    visit(tree);
  };
}
