/**
 * What the page's head should hold, from the `<Head>` elements mounted now
 * (Docusaurus' `@docusaurus/Head`): the rules of react-helmet-async, which
 * renders the server's head, so the browser keeps what the server wrote.
 * Pure functions; `./index.tsx` collects the elements and `./applyHead.ts`
 * writes the result into the document.
 */
import {Children, isValidElement, type ReactNode} from 'react';

/** Tags a `<Head>` may list, written into `<head>` with a `data-rh` attribute. */
export const headTagTypes = ['meta', 'link', 'script'] as const;
export type HeadTagType = (typeof headTagTypes)[number];

/** One tag: its attributes (HTML names, string values) and, for a script, its text. */
export interface HeadTag {
  attributes: Record<string, string>;
  text?: string;
}

/** What one `<Head>` element asks for, or (reduced, see `reduceHeads`) what the document's head should hold. */
export interface HeadRecord {
  title?: string;
  html: Record<string, string>;
  body: Record<string, string>;
  tags: Record<HeadTagType, HeadTag[]>;
}

const emptyHead = (): HeadRecord => ({html: {}, body: {}, tags: {meta: [], link: [], script: []}});

/** React prop names whose HTML attribute is spelled otherwise (the others are lower-cased by the DOM). */
const htmlAttributeNames: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
  accessKey: 'accesskey',
};

function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children') continue;
    // As the server render does: an attribute given without a value is empty.
    attributes[htmlAttributeNames[name] ?? name] = value === undefined || value === null ? '' : String(value);
  }
  return attributes;
}

function textOf(children: unknown): string | undefined {
  if (children === undefined || children === null) return undefined;
  if (Array.isArray(children)) return children.map(String).join('');
  return String(children);
}

function isHeadTagType(type: string): type is HeadTagType {
  return (headTagTypes as readonly string[]).includes(type);
}

/** The head one `<Head>` element's children ask for. Throws on an element it does not handle. */
export function headOf(children: ReactNode): HeadRecord {
  const record = emptyHead();
  const visit = (nodes: ReactNode) => {
    Children.forEach(nodes, (node) => {
      if (!isValidElement<Record<string, unknown>>(node)) return;
      const {type, props} = node;
      if (typeof type !== 'string') {
        // A fragment: its children belong to the same head.
        if (props.children !== undefined) visit(props.children as ReactNode);
        return;
      }
      if (type === 'title') record.title = textOf(props.children) ?? '';
      else if (type === 'html') Object.assign(record.html, attributesOf(props));
      else if (type === 'body') Object.assign(record.body, attributesOf(props));
      else if (isHeadTagType(type)) {
        const text = type === 'script' ? textOf(props.children) : undefined;
        record.tags[type].push(text === undefined ? {attributes: attributesOf(props)} : {attributes: attributesOf(props), text});
      } else throw new Error(`<Head> cannot hold a <${type}> element in this site (plugins/lean-head)`);
    });
  };
  visit(children);
  return record;
}

/**
 * The attribute (or a script's text) that names what a tag is, so an inner
 * `<Head>` replaces an outer one's tag of the same name: for a meta tag its
 * last name-like attribute; for a link its href, except a canonical link,
 * which is one per page; for a script its text, or its source. A tag with
 * none is not written (as on the server).
 */
export function identityOf(type: HeadTagType, tag: HeadTag): string | undefined {
  const {attributes} = tag;
  let key: string | undefined;
  if (type === 'meta') {
    for (const name of Object.keys(attributes)) {
      if (['name', 'charset', 'http-equiv', 'property', 'itemprop'].includes(name.toLowerCase())) key = name;
    }
  } else if (type === 'link') {
    for (const name of Object.keys(attributes)) {
      const lower = name.toLowerCase();
      if (lower !== 'rel' && lower !== 'href') continue;
      const keyIsCanonicalRel = key?.toLowerCase() === 'rel' && attributes[key]?.toLowerCase() === 'canonical';
      const isStylesheetRel = lower === 'rel' && attributes[name]?.toLowerCase() === 'stylesheet';
      if (!keyIsCanonicalRel && !isStylesheetRel) key = name;
    }
  } else {
    if (tag.text) return `text:${tag.text.toLowerCase()}`;
    key = Object.keys(attributes).find((name) => name.toLowerCase() === 'src');
  }
  const value = key === undefined ? undefined : attributes[key];
  return key === undefined || !value ? undefined : `${key.toLowerCase()}:${value.toLowerCase()}`;
}

/** The head for `<Head>` elements in mount order: a later (inner) element wins where they overlap. */
export function reduceHeads(records: readonly HeadRecord[]): HeadRecord {
  const state = emptyHead();
  for (const record of records) {
    if (record.title !== undefined) state.title = record.title;
    Object.assign(state.html, record.html);
    Object.assign(state.body, record.body);
  }
  for (const type of headTagTypes) {
    // From the innermost element out: a tag is kept unless an inner element named the same thing.
    const namedByInner = new Set<string>();
    const kept: HeadTag[][] = [];
    for (const record of [...records].reverse()) {
      const namedHere = new Set<string>();
      kept.push(
        record.tags[type].filter((tag) => {
          const identity = identityOf(type, tag);
          if (identity === undefined || namedByInner.has(identity)) return false;
          namedHere.add(identity);
          return true;
        }),
      );
      for (const identity of namedHere) namedByInner.add(identity);
    }
    state.tags[type] = kept.reverse().flat();
  }
  return state;
}
