// @ts-check
/**
 * TypeDoc plugin: gives every generated API page a `description` front matter
 * from the declaration's own summary, so search results, link previews and the
 * meta description read "A single frame, as seen by the camera…" rather than
 * whatever text Docusaurus finds first ("Defined in: …").
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createJiti} from 'jiti';
import {Comment, Reflection, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

// TypeDoc loads this file with Node's own import; jiti loads the site's one Markdown reader (model/markdown.ts).
const jiti = createJiti(import.meta.url);
/** @type {typeof import('../../model/markdown.ts')} */
const {proseOf, readMarkdown} = await jiti.import(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../model/markdown.ts'));

const maxLength = 160;

/**
 * First sentence of a doc comment summary as plain text: the words a reader
 * reads (no code blocks, no Markdown marks, link text without its URL).
 * @param {string} markdown
 */
export function plainSummary(markdown) {
  const text = proseOf(readMarkdown(markdown, 'md')).replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length <= maxLength ? sentence : `${sentence.slice(0, maxLength - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * @param {import('typedoc').Reflection} model
 * @param {string} libraryName
 */
export function describe(model, libraryName) {
  const summary = 'comment' in model && model.comment instanceof Comment ? Comment.combineDisplayParts(model.comment.summary) : '';
  const text = plainSummary(summary);
  if (text) return text;
  if (model.kind === ReflectionKind.Project) {
    return `Hooks, functions, types and constants of ${libraryName}, with links to every class and interface.`;
  }
  return `The ${model.name} ${ReflectionKind.singularString(model.kind).toLowerCase()} of ${libraryName}: its members, their types and where they are defined.`;
}

/**
 * @param {string} contents
 * @param {string} description
 */
export function withFrontMatter(contents, description) {
  // JSON strings are valid YAML double-quoted scalars.
  return `---\ndescription: ${JSON.stringify(description)}\n---\n\n${contents}`;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (page.contents === undefined || !(page.model instanceof Reflection)) return;
    page.contents = withFrontMatter(page.contents, describe(page.model, 'VisionCamera'));
  });
}
