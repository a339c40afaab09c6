/**
 * The file the build writes for coding agents (`agent-data.json`, next to the
 * site's pages) and the MCP server reads (mcp/). One shape, declared once, so
 * the two cannot drift apart. Plain data: no Node or browser imports.
 */

export const agentDataFileName = 'agent-data.json';

/** Raised when the shape changes; a server refuses a build written with another one (a stale build). */
export const agentDataFormat = 2;

/** One docs page, in sidebar order. */
export interface AgentPage {
  /** `/docs/guides/taking-photos`, `/docs/api/interfaces/CameraProps`. */
  path: string;
  /** Its Markdown twin: `/docs/guides/taking-photos.md`. */
  twin: string;
  title: string;
  description: string;
  /** The sidebar section it is listed under (`Guides: Taking Pictures`). */
  section: string;
}

/** A guide that links to an API entry ("Explained in" on the API page). */
export interface GuideLink {
  title: string;
  path: string;
}

type ApiEntryKind = 'class' | 'interface' | 'property' | 'method' | 'accessor' | 'function' | 'hook' | 'constant' | 'type';

/** One entry of the API reference: a class or interface page, a member of one, or an entry of the index page. */
export interface ApiEntry {
  /** `Camera`, `Camera.takePhoto`, `CameraProps.fps`, `useCameraDevice`. */
  key: string;
  name: string;
  /** The class or interface a member belongs to. */
  owner?: string;
  kind: ApiEntryKind;
  /** The entry on the site: `/docs/api/classes/Camera#takephoto`. */
  path: string;
  /** As the TypeScript compiler prints the declaration: `Camera.takePhoto(options?: TakePhotoOptions): Promise<PhotoFile>`. */
  signature: string;
  /** The first paragraph of its doc comment, as plain text ('' when it has none). */
  summary: string;
  /** The `@deprecated` tag's text, when the typings deprecate it. */
  deprecated?: string;
  /** The platform label the API page shows (`iOS · Android`, `Android only`); not set for a class or interface. */
  platforms?: string;
  /** The page's "Needs" lines (`Android: minSdk 26, Android 9+`). */
  needs: string[];
  /** The platform note the page shows under the label, when there is one. */
  note?: string;
  /** The guides that link to it, in sidebar order. */
  guides: GuideLink[];
  /** A class's or interface's member keys. */
  members?: string[];
  /** What it became in VisionCamera 5.x, from the checked map (plugins/v5-map). */
  v5: V5Fate;
}

/** An entry's fate in 5.x: as the API page's "In v5" line says it, with the row of the upgrade guide's map. */
export interface V5Fate {
  fate: 'unchanged' | 'renamed' | 'moved' | 'replaced' | 'removed';
  /** `Replaced by \`usePhotoOutput\`, \`CameraPhotoOutput.capturePhotoToFile\``. */
  summary: string;
  /** The 5.x names, `Name` or `Owner.member`, with the package when it is not the core one. */
  names: string[];
  /** What an app does in 5.x. */
  how: string;
  /** `/docs/guides/upgrading-to-v5#v5-camera-takephoto`. */
  path: string;
}

/** One entry of the errors guide: an error code and its section, as its Markdown twin has it. */
export interface ErrorEntry {
  /** `session/camera-not-ready`. */
  code: string;
  /** `/docs/guides/errors#session-camera-not-ready`. */
  path: string;
  /** The entry's Markdown: its heading and everything up to the next heading. */
  markdown: string;
}

export interface AgentData {
  format: typeof agentDataFormat;
  site: {
    title: string;
    /** The origin the pages were built for (`https://react-native-vision-camera.com`). */
    url: string;
    /** The documented package and version (`react-native-vision-camera`, `4.7.3`). */
    packageName: string;
    libraryVersion: string;
  };
  pages: AgentPage[];
  api: ApiEntry[];
  errors: ErrorEntry[];
}
