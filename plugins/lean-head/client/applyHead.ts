/**
 * Writes a head (reduced by ./headState.ts) into the document the way the server
 * render marks it: tags with `data-rh`, which are kept when an equal one is
 * wanted, removed when not, and added when missing; the title; the attributes
 * of `<html>` and `<body>`, whose managed names `data-rh` lists.
 */
import {headTagTypes, type HeadRecord, type HeadTag, type HeadTagType} from './headState';

const marker = 'data-rh';

function elementFor(type: HeadTagType, tag: HeadTag): HTMLElement {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  if (tag.text !== undefined) element.textContent = tag.text;
  element.setAttribute(marker, 'true');
  return element;
}

function applyTags(type: HeadTagType, tags: readonly HeadTag[]): void {
  const stale = Array.from(document.head.querySelectorAll(`${type}[${marker}]`));
  const added: HTMLElement[] = [];
  for (const tag of tags) {
    const wanted = elementFor(type, tag);
    const same = stale.findIndex((existing) => wanted.isEqualNode(existing));
    if (same === -1) added.push(wanted);
    else stale.splice(same, 1);
  }
  for (const element of stale) element.remove();
  for (const element of added) document.head.append(element);
}

function applyAttributes(element: HTMLElement, attributes: Record<string, string>): void {
  const managed = element.getAttribute(marker)?.split(',') ?? [];
  for (const name of managed) if (name && !(name in attributes)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  const names = Object.keys(attributes);
  if (names.length > 0) element.setAttribute(marker, names.join(','));
  else element.removeAttribute(marker);
}

export function applyHead(state: HeadRecord): void {
  applyAttributes(document.documentElement, state.html);
  applyAttributes(document.body, state.body);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  for (const type of headTagTypes) applyTags(type, state.tags[type]);
}
