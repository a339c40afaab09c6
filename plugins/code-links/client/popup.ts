/**
 * The popup of a linked name in a code block (ARCHITECTURE.md, "Code links"):
 * its signature, the first sentence of its doc comment and its platforms,
 * read from the block's hidden description of it (client/CodeLinks.tsx).
 *
 * - Mouse: shows after a short pause over the link, stays while the pointer
 *   is over the link or the popup, so it can be read and selected.
 * - Keyboard: shows when the link takes focus, hides when focus leaves;
 *   Escape hides it and leaves the focus where it is.
 * - Touch: the first tap on a link shows its popup, a second tap follows it.
 *
 * A few listeners on the document, nothing else until a link is used. The
 * popup is fixed over the page: opening it moves nothing. It is placed with
 * the CSSOM (`style.left`), which the Content-Security-Policy allows.
 */
import type {ClientModule} from '@docusaurus/types';
import './popup.css';

const linkSelector = 'a.code-link';
const showDelayMs = 80;
const hideDelayMs = 200;
const gapPx = 6;
const marginPx = 8;

let popup: HTMLElement | null = null;
let current: HTMLAnchorElement | null = null;
let timer: number | undefined;
let lastPointerType = '';
/** Whether the link a touch started on already showed its popup: then the tap follows it. */
let tapOnOpenLink = false;

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(linkSelector) : null;
}

/** The hidden description a link names: its text is the signature, its data the summary and platforms. */
function descriptionOf(link: HTMLAnchorElement): HTMLElement | null {
  const id = link.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
}

/** The popup's content: the signature in monospace, then the sentence, the platforms and the 5.x fate, as text. */
function contentOf(description: HTMLElement): HTMLElement[] {
  const signature = document.createElement('span');
  signature.className = 'code-link-signature';
  signature.textContent = description.textContent;
  const parts = [signature];
  for (const text of [description.dataset.summary, description.dataset.platforms, description.dataset.v5]) {
    if (text === undefined || text === '') continue;
    const paragraph = document.createElement('p');
    paragraph.textContent = text;
    parts.push(paragraph);
  }
  return parts;
}

function schedule(action: () => void, delay: number): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(action, delay);
}

function ensurePopup(): HTMLElement {
  if (popup?.isConnected) return popup;
  popup = document.createElement('div');
  popup.className = 'code-link-popup';
  popup.setAttribute('role', 'tooltip');
  popup.id = 'code-link-popup';
  popup.hidden = true;
  // The pointer may move from the link onto the popup (to read or select it) without closing it.
  popup.addEventListener('pointerenter', () => window.clearTimeout(timer));
  popup.addEventListener('pointerleave', () => schedule(hide, hideDelayMs));
  document.body.append(popup);
  return popup;
}

function place(link: HTMLAnchorElement, box: HTMLElement): void {
  const rect = link.getBoundingClientRect();
  const {width, height} = box.getBoundingClientRect();
  const left = Math.max(marginPx, Math.min(rect.left, window.innerWidth - width - marginPx));
  const below = rect.bottom + gapPx;
  const above = rect.top - gapPx - height;
  const top = below + height > window.innerHeight - marginPx && above >= marginPx ? above : below;
  box.style.left = `${Math.round(left)}px`;
  box.style.top = `${Math.round(top)}px`;
}

function follow(): void {
  if (current !== null && popup !== null) place(current, popup);
}

function show(link: HTMLAnchorElement): void {
  window.clearTimeout(timer);
  const description = descriptionOf(link);
  if (description === null) return;
  const box = ensurePopup();
  if (current !== link) box.replaceChildren(...contentOf(description));
  current = link;
  box.hidden = false;
  place(link, box);
  window.addEventListener('scroll', follow, {passive: true, capture: true});
  window.addEventListener('resize', follow, {passive: true});
}

function hide(): void {
  window.clearTimeout(timer);
  if (popup !== null) popup.hidden = true;
  current = null;
  window.removeEventListener('scroll', follow, {capture: true});
  window.removeEventListener('resize', follow);
}

function onPointerOver(event: PointerEvent): void {
  const link = linkOf(event.target);
  if (link === null || event.pointerType === 'touch') return;
  if (link === current) window.clearTimeout(timer);
  else schedule(() => show(link), showDelayMs);
}

function onPointerOut(event: PointerEvent): void {
  const link = linkOf(event.target);
  if (link === null || event.pointerType === 'touch') return;
  // Still inside the same link (moving between its token spans), or onto the popup.
  if (link.contains(event.relatedTarget as Node | null) || popup?.contains(event.relatedTarget as Node | null)) return;
  if (document.activeElement === link) return;
  schedule(hide, hideDelayMs);
}

function onPointerDown(event: PointerEvent): void {
  lastPointerType = event.pointerType;
  const link = linkOf(event.target);
  tapOnOpenLink = link !== null && link === current && popup?.hidden === false;
  if (event.pointerType === 'touch' && link === null && !popup?.contains(event.target as Node | null)) hide();
}

function onClick(event: MouseEvent): void {
  const link = linkOf(event.target);
  if (link === null || lastPointerType !== 'touch') return;
  // First tap: show what the name is; the second tap (on the open popup's link) follows it.
  if (!tapOnOpenLink) {
    event.preventDefault();
    show(link);
  }
  lastPointerType = '';
}

function onFocusIn(event: FocusEvent): void {
  const link = linkOf(event.target);
  if (link !== null) show(link);
}

function onFocusOut(event: FocusEvent): void {
  if (linkOf(event.target) !== null && linkOf(event.relatedTarget) === null) hide();
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape' && current !== null && popup?.hidden === false) hide();
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', onPointerOver);
  document.addEventListener('pointerout', onPointerOut);
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('keydown', onKeyDown);
}

const codeLinkPopup: ClientModule = {
  onRouteDidUpdate() {
    hide();
  },
};

export default codeLinkPopup;
