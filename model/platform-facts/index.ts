/**
 * Platform facts per API member: where each member of VisionCamera 4.7.3's
 * public API has an effect (iOS, Android) and what it needs there, read from
 * the shipped native code (ARCHITECTURE.md, "Platform facts").
 *
 *   memberFacts(): Map<string, MemberFacts>
 *
 * keyed like `CameraProps.fps`, `Camera.takePhoto`, `Frame.toArrayBuffer`,
 * `useCameraDevice` (the owner's name and the member's, or the export's
 * name for entries of the index page), one entry for every member of the
 * typings (members.ts). Each MemberFacts has:
 * - `support.ios` / `support.android`: `used` | `ignored` (accepted, never read) | `absent` (types.ts);
 * - `requirements`: `{platform: 'ios' | 'android' | 'both', kind, text}`, e.g.
 *   `{platform: 'android', kind: 'minSdk', text: 'minSdk 26'}`;
 * - `label`: the text the API pages show (`iOS · Android`, `Android only`,
 *   `iOS only · Android: ignored`), and `requirementLines` (`Android: minSdk 26, Android 9+`);
 * - `origin`: `derived` (read from the native code alone) or `curated` (facts.ts added to it);
 * - the rules of rules.ts on top: parsed-but-unused options are `ignored`, constant fields and
 *   rejected union values get a note, hooks take over the requirements of the Camera members
 *   they call, Skia frame processors the peers of the canvas that draws them (`ruleChanges()` lists what they change);
 * - `evidence`: the files and patterns every fact rests on; `note`: one sentence, when there is one.
 */
export {memberFacts, type MemberFacts} from './derive';
export type {Requirement} from './types';
export {apiEntryPath, apiMembers, apiDeclarations, type ApiMember} from './members';
