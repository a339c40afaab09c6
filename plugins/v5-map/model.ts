/**
 * The map from VisionCamera 4.7.3 to 5.x: its shape, the 5.x packages it may
 * cite (pinned exactly, installed beside 4.7.3) and the constructors the entry
 * files use. Every 5.x name is resolved against the installed typings by
 * `check.ts`; see ARCHITECTURE.md, "The way to v5".
 */

import {v5Packages} from '../../config/v5';

export type V5Package = keyof typeof v5Packages;

/** What became of a 4.7.3 entry in 5.x. */
export type Fate = 'unchanged' | 'renamed' | 'moved' | 'replaced' | 'removed';

export const fates: readonly Fate[] = ['unchanged', 'renamed', 'moved', 'replaced', 'removed'];

/** A 5.x name: an export used as a value, an export used as a type, or a member of an exported type. */
export type V5Ref =
  | {kind: 'value'; package: V5Package; name: string}
  | {kind: 'type'; package: V5Package; name: string}
  | {kind: 'member'; package: V5Package; owner: string; name: string};

/** An export of a 5.x package used as a value (a hook, function, component or constant). */
export const value = (name: string, pkg: V5Package = 'core'): V5Ref => ({kind: 'value', package: pkg, name});
/** An export of a 5.x package used as a type. */
export const type = (name: string, pkg: V5Package = 'core'): V5Ref => ({kind: 'type', package: pkg, name});
/** A property or method of an exported 5.x type (`member('CameraPhotoOutput', 'capturePhotoToFile')`). */
export const member = (owner: string, name: string, pkg: V5Package = 'core'): V5Ref => ({kind: 'member', package: pkg, owner, name});

export interface MapEntry {
  fate: Fate;
  /**
   * The 5.x names that take its place: for `unchanged`, the same name in the core
   * package; for `renamed`, the new name in the core package; for `moved`, a name in
   * another package; for `replaced`, what to use instead; none for `removed`.
   */
  v5: readonly V5Ref[];
  /** What an app does in 5.x, one or two sentences of Markdown; names in code spans, no links. */
  how: string;
}

/** Entries keyed as the platform facts key 4.7.3's API: `Camera`, `Camera.takePhoto`, `useCameraDevice`. */
type MapEntries = Readonly<Record<string, MapEntry>>;

/** The areas the upgrade guide's tables group the entries by, in order; each entry file is one area. */
export interface MapArea {
  id: string;
  title: string;
  entries: MapEntries;
}

/** How a 5.x name reads in text: `usePhotoOutput`, `CameraPhotoOutput.capturePhotoToFile`, with its package when not the core one. */
export function refText(ref: V5Ref): string {
  const name = ref.kind === 'member' ? `${ref.owner}.${ref.name}` : ref.name;
  return ref.package === 'core' ? name : `${name} (${v5Packages[ref.package].name})`;
}
