/**
 * The MCP server (mcp/) as an assistant meets it: started the way the README
 * says (`npm run --silent mcp -- --site …`), spoken to over stdio by the SDK's
 * own client, against the test builds. Expected answers come from the
 * library's sources, the spec's routes and the search's golden queries, not
 * from the data file the server reads.
 */
import {mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {libraryDir} from '../../config/library';
import {listFiles} from '../../model/builtSite';
import {serveBuild} from '../../scripts/serve-static';
import {nativeCodes, unionCodes} from '../../model/errorCodes';
import {loadBuiltIndex, matchesExpectation, searchPaths, type GoldenQuery} from '../../scripts/lib/builtIndex';
import {CLASS_NAMES, GUIDE_SLUGS, INTERFACE_NAMES} from '../e2e/spec-data';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const hostedBuildDir = path.join(siteDir, 'build-hosted');
const siteUrl = 'https://react-native-vision-camera.com';

/** The command the README gives to clients. */
function transportFor(site: string): StdioClientTransport {
  return new StdioClientTransport({command: 'npm', args: ['run', '--silent', 'mcp', '--', '--site', site], cwd: siteDir, stderr: 'pipe'});
}

async function connect(site: string): Promise<Client> {
  const client = new Client({name: 'docs-test', version: '1.0.0'});
  await client.connect(transportFor(site));
  return client;
}

type ToolResult = {text: string; isError: boolean};

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  const result = (await client.callTool({name, arguments: args})) as {content: {type: string; text: string}[]; isError?: boolean};
  return {text: result.content.map((part) => part.text).join('\n'), isError: result.isError === true};
}

/** Every file of a folder with its size and modification time. */
function snapshot(dir: string): string[] {
  return listFiles(dir).map((file) => {
    const info = statSync(path.join(dir, file));
    return `${file} ${info.size} ${info.mtimeMs}`;
  });
}

let client: Client;
let before: string[];

beforeAll(async () => {
  before = snapshot(buildDir);
  client = await connect(buildDir);
}, 60_000);

afterAll(async () => {
  await client?.close();
});

describe('the server', () => {
  it('offers the four tools, read-only, and says which version it documents', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api', 'get_error', 'get_page', 'search_docs']);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
    expect(client.getInstructions()).toContain('4.7.3');
    expect(client.getInstructions()).toContain('5.x');
  });

  it('lists one resource per docs page, each its Markdown twin', async () => {
    const {resources} = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    const expected = [
      `${siteUrl}/docs/guides.md`,
      `${siteUrl}/docs/api.md`,
      ...GUIDE_SLUGS.map((slug) => `${siteUrl}/docs/guides/${slug}.md`),
      ...CLASS_NAMES.map((name) => `${siteUrl}/docs/api/classes/${name}.md`),
      ...INTERFACE_NAMES.map((name) => `${siteUrl}/docs/api/interfaces/${name}.md`),
    ];
    expect(uris).toEqual(expect.arrayContaining(expected));
    for (const resource of resources) expect(resource.mimeType).toBe('text/markdown');
    const read = await client.readResource({uri: `${siteUrl}/docs/guides/taking-photos.md`});
    const [content] = read.contents as {text: string}[];
    expect(content.text).toBe(readFileSync(path.join(buildDir, 'docs/guides/taking-photos.md'), 'utf8'));
  });
});

describe('search_docs', () => {
  const golden = JSON.parse(readFileSync(path.join(siteDir, 'tests/search/golden.json'), 'utf8')) as GoldenQuery[];
  const {index} = loadBuiltIndex();
  const urlsOf = (text: string) => [...text.matchAll(/^\d+\. \[[^\]]*\]\((\S+)\)$/gm)].map((match) => match[1].slice(siteUrl.length));

  it.each(golden)('“$query” finds $expect in the top 3, as the site does', async ({query, expect: expected}) => {
    const {text, isError} = await call(client, 'search_docs', {query});
    expect(isError).toBe(false);
    const top3 = urlsOf(text).slice(0, 3);
    expect(
      top3.some((hit) => matchesExpectation(hit, expected)),
      `top 3: ${top3.join(', ')}`,
    ).toBe(true);
  });

  it.each(['take a photo with flash', 'frame processor plugin android', 'CameraProps.fps', 'session/camera-not-ready'])(
    '“%s” gives the hits the Ctrl+K dialog lists, in its order, with a snippet',
    async (query) => {
      const {text} = await call(client, 'search_docs', {query, limit: 8});
      expect(urlsOf(text)).toEqual(searchPaths(index, query).slice(0, 8));
      expect(text).toMatch(/\*\*[^*]+\*\*/);
    },
  );

  it('takes a limit and refuses one out of range', async () => {
    expect(urlsOf((await call(client, 'search_docs', {query: 'video', limit: 3})).text)).toHaveLength(3);
    expect((await call(client, 'search_docs', {query: 'video', limit: 0})).isError).toBe(true);
    expect((await call(client, 'search_docs', {query: 'video', limit: 1000})).isError).toBe(true);
  });

  it('says so when nothing matches', async () => {
    const {text, isError} = await call(client, 'search_docs', {query: 'qwxzvbnm'});
    expect(isError).toBe(false);
    expect(text).toMatch(/^No results for “qwxzvbnm”/);
  });
});

describe('get_page', () => {
  const twin = readFileSync(path.join(buildDir, 'docs/guides/taking-photos.md'), 'utf8');

  it.each([
    '/docs/guides/taking-photos',
    'docs/guides/taking-photos',
    'guides/taking-photos',
    '/docs/guides/taking-photos/',
    '/docs/guides/taking-photos.md',
    '/docs/guides/taking-photos#taking-a-photo',
    `${siteUrl}/docs/guides/taking-photos?x=1#flash`,
  ])('%s gives the page’s Markdown twin', async (input) => {
    expect(await call(client, 'get_page', {path: input})).toEqual({text: twin, isError: false});
  });

  it('gives the API index and a class page', async () => {
    expect((await call(client, 'get_page', {path: '/docs/api/'})).text).toBe(readFileSync(path.join(buildDir, 'docs/api.md'), 'utf8'));
    expect((await call(client, 'get_page', {path: '/docs/api/classes/Camera'})).text).toMatch(/^# Class: Camera\n/);
  });

  it.each([
    ['../package.json', /leaves the site/],
    ['/docs/../../package.json', /leaves the site/],
    ['docs/%2e%2e/%2e%2e/package.json', /leaves the site/],
    ['/etc/passwd', /not a docs page/],
    ['C:\\Windows\\win.ini', /file path/],
    ['file:///etc/passwd', /not this site/],
    ['https://example.com/docs/guides', /not this site/],
  ])('refuses %s', async (input, reason) => {
    const {text, isError} = await call(client, 'get_page', {path: input});
    expect(isError).toBe(true);
    expect(text).toMatch(/^Refused: /);
    expect(text).toMatch(reason);
  });

  it('names the nearest pages for an unknown one', async () => {
    const {text, isError} = await call(client, 'get_page', {path: '/docs/guides/taking-photo'});
    expect(isError).toBe(true);
    expect(text).toContain('/docs/guides/taking-photos');
  });
});

describe('get_api', () => {
  const cameraSource = readFileSync(path.join(libraryDir, 'src/Camera.tsx'), 'utf8');
  const propsSource = readFileSync(path.join(libraryDir, 'src/types/CameraProps.ts'), 'utf8');

  it('takePhoto: its signature as the typings declare it, and both platforms', async () => {
    const declared = /public async takePhoto(\([^)]*\): Promise<\w+>)/.exec(cameraSource)?.[1];
    expect(declared).toBeDefined();
    const {text, isError} = await call(client, 'get_api', {name: 'takePhoto'});
    expect(isError).toBe(false);
    expect(text).toContain(`Camera.takePhoto${declared}`);
    expect(text).toContain('**Platforms:** iOS · Android');
    expect(text).toContain(`${siteUrl}/docs/api/classes/Camera#takephoto`);
    expect(text).toMatch(
      /\*\*Explained in:\*\*.*\[Taking Photos\]\(https:\/\/react-native-vision-camera\.com\/docs\/guides\/taking-photos\)/,
    );
    expect(text).toContain('4.7.3');
  });

  it('takePhoto: what it became in 5.x, from the checked map, with its row of the upgrade guide', async () => {
    const {text} = await call(client, 'get_api', {name: 'takePhoto'});
    const line = text.split('\n').find((candidate) => candidate.startsWith('**In v5:**')) ?? '';
    // The 5.x names are the map's (plugins/v5-map), which the build resolves against the 5.2.3 typings.
    expect(line).toMatch(/^\*\*In v5:\*\* Replaced by `usePhotoOutput`.*`CameraPhotoOutput\.capturePhotoToFile`/);
    expect(line).toContain(`${siteUrl}/docs/guides/upgrading-to-v5#v5-camera-takephoto`);
  });

  it('androidPreviewViewType: Android only, its union from the typings', async () => {
    const union = /androidPreviewViewType\?: ([^\n]+)/.exec(propsSource)?.[1].trim().replace(/'/g, '"');
    const {text} = await call(client, 'get_api', {name: 'androidPreviewViewType'});
    expect(text).toContain('## CameraProps.androidPreviewViewType');
    expect(text).toContain(`CameraProps.androidPreviewViewType?: ${union}`);
    expect(text).toContain('**Platforms:** Android only');
  });

  it.each([
    ['Frame#toArrayBuffer', 'Frame.toArrayBuffer'],
    ['CameraProps.fps', 'CameraProps.fps'],
    ['camera.takePhoto()', 'Camera.takePhoto'],
    ['`useCameraDevice`', 'useCameraDevice'],
    ['<Camera>', 'Camera'],
    ['cameraprops.FPS', 'CameraProps.fps'],
  ])('%s is %s', async (input, key) => {
    const {text, isError} = await call(client, 'get_api', {name: input});
    expect(isError).toBe(false);
    expect(text).toMatch(new RegExp(`^## ${key.replace('.', '\\.')}$`, 'm'));
  });

  it('a class lists its members with their platforms', async () => {
    const {text} = await call(client, 'get_api', {name: 'Camera'});
    expect(text).toContain('class Camera');
    expect(text).toMatch(/^- `takePhoto` \(method\): iOS · Android$/m);
  });

  it('a hook that needs a peer says so', async () => {
    const {text} = await call(client, 'get_api', {name: 'Frame.toArrayBuffer'});
    expect(text).toMatch(/\*\*Needs:\*\* .*react-native-worklets-core/);
  });

  it.each([
    ['takePhotos', 'Camera.takePhoto'],
    ['useCameraDevise', 'useCameraDevice'],
    ['usePhotoOutput', '5.x'],
  ])('an unknown name (%s) says so and suggests %s', async (input, suggestion) => {
    const {text, isError} = await call(client, 'get_api', {name: input});
    expect(isError).toBe(true);
    expect(text).toMatch(/^No API entry named/);
    expect(text).toContain(suggestion);
  });
});

describe('get_error', () => {
  const codes = [...new Set([...[...unionCodes().values()].flat(), ...nativeCodes().keys()])].sort();
  const kotlin = readFileSync(path.join(libraryDir, 'android/src/main/java/com/mrousavy/camera/core/CameraError.kt'), 'utf8');
  const message = /CameraError\("session", "camera-not-ready", "([^"]+)"\)/.exec(kotlin)?.[1] ?? '';

  it.each(codes)('%s gives its entry of the errors guide', async (code) => {
    const {text, isError} = await call(client, 'get_error', {code});
    expect(isError).toBe(false);
    expect(text.split('\n')[0]).toBe(`#### \`${code}\``);
    expect(text).toContain(`${siteUrl}/docs/guides/errors#${code.toLowerCase().replace('/', '-')}`);
  });

  it.each([
    'SESSION / CAMERA-NOT-READY',
    'camera-not-ready',
    '`session/camera-not-ready`',
    `[session/camera-not-ready]: ${message}`,
    message,
  ])('“%s” is session/camera-not-ready', async (input) => {
    expect(message).toMatch(/^The Camera is not ready/);
    const {text, isError} = await call(client, 'get_error', {code: input});
    expect(isError).toBe(false);
    expect(text).toContain('#### `session/camera-not-ready`');
    expect(text).toContain(message);
  });

  it('an unknown code says so and suggests the nearest', async () => {
    const {text, isError} = await call(client, 'get_error', {code: 'session/camera-not-redy'});
    expect(isError).toBe(true);
    expect(text).toMatch(/^No error code/);
    expect(text).toContain('`session/camera-not-ready`');
  });
});

describe('bad input', () => {
  const long = 'a'.repeat(100_000);
  it.each([
    ['search_docs', {query: long}],
    ['get_page', {path: long}],
    ['get_api', {name: long}],
    ['get_error', {code: long}],
  ])('%s refuses very long input with a message', async (tool, args) => {
    const {text, isError} = await call(client, tool, args);
    expect(isError).toBe(true);
    expect(text).toMatch(/^Refused: the \w+ is 100000 characters long/);
  });

  it.each([
    ['search_docs', {query: '\u0000\u0001PNG\r\n\u001a'}],
    ['get_page', {path: '/docs/\u0000guides'}],
    ['get_api', {name: 'take\uFFFDPhoto'}],
    ['get_error', {code: '\u0007'}],
  ])('%s refuses binary input with a message', async (tool, args) => {
    const {text, isError} = await call(client, tool, args);
    expect(isError).toBe(true);
    expect(text).toMatch(/^Refused: .*control characters or bytes that are not text/);
  });

  it('a missing or wrongly typed argument is an error result, and the server answers on', async () => {
    expect((await call(client, 'get_api', {})).isError).toBe(true);
    expect((await call(client, 'get_api', {name: 42})).isError).toBe(true);
    expect((await call(client, 'get_api', {name: 'takePhoto'})).isError).toBe(false);
  });

  it('leaves the build folder as it was', () => {
    expect(snapshot(buildDir)).toEqual(before);
  });
});

describe('other ways to give the site', () => {
  it('reads the site from its URL, and nothing else', async () => {
    const served = await serveBuild(buildDir);
    const remote = await connect(served.url);
    try {
      const {text} = await call(remote, 'get_api', {name: 'takePhoto'});
      expect(text).toContain('**Platforms:** iOS · Android');
      expect((await call(remote, 'get_page', {path: `${served.url}/docs/guides/zooming`})).text).toMatch(/^# Zooming/);
      expect((await call(remote, 'get_page', {path: 'http://localhost:1/docs/guides/zooming'})).isError).toBe(true);
    } finally {
      await remote.close();
      await served.close();
    }
  }, 60_000);

  it('answers search from a build for hosted search, which ships no local index', async () => {
    const hosted = await connect(hostedBuildDir);
    try {
      const {text} = await call(hosted, 'search_docs', {query: 'takePhoto'});
      expect(text).toContain(`${siteUrl}/docs/api/classes/Camera#takephoto`);
    } finally {
      await hosted.close();
    }
  }, 60_000);
});

describe('a site it cannot read', () => {
  /** Starts the server as a client would and returns what it printed on stderr, and its exit status. */
  const start = (site: string) => {
    const run = spawnSync('npm', ['run', '--silent', 'mcp', '--', '--site', site], {
      cwd: siteDir,
      encoding: 'utf8',
      input: '',
      timeout: 60_000,
    });
    return {status: run.status, stderr: run.stderr.trim(), stdout: run.stdout};
  };

  it('a missing folder: one line naming it', () => {
    const missing = path.join(tmpdir(), 'no-such-build-folder');
    const {status, stderr, stdout} = start(missing);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain(missing);
    expect(stderr).not.toMatch(/\bat \S+:\d+/);
  });

  it('a folder without the agents’ data (an old build): names the folder and the file', () => {
    const old = mkdtempSync(path.join(tmpdir(), 'old-build-'));
    writeFileSync(path.join(old, 'index.html'), '<!doctype html><title>old</title>');
    const {status, stderr} = start(old);
    expect(status).toBe(1);
    expect(stderr).toContain(old);
    expect(stderr).toContain('agent-data.json');
  });

  it('a build written by another version of the data: says to rebuild', () => {
    const stale = mkdtempSync(path.join(tmpdir(), 'stale-build-'));
    writeFileSync(path.join(stale, 'agent-data.json'), JSON.stringify({format: 0}));
    const {status, stderr} = start(stale);
    expect(status).toBe(1);
    expect(stderr).toMatch(/format 0; this server reads format \d+.*rebuild/);
  });

  it('no --site: says how to start it', () => {
    const run = spawnSync('npm', ['run', '--silent', 'mcp'], {cwd: siteDir, encoding: 'utf8', input: '', timeout: 60_000});
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--site');
  });
});
