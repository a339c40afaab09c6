import type {Link, Root, Table} from 'mdast';
import {describe, expect, it} from 'vitest';
import {readMarkdown} from '../../model/markdown';
import {rowId} from './lines';
import {v5Areas} from './map';
import remarkV5MapTables, {apiHref, mapTable, v5PageOf} from './remark';
import {requirements} from './requirements';

const linksOf = (table: Table, column: number): Link[] =>
  table.children.slice(1).map((row) => row.children[column].children.find((node): node is Link => node.type === 'link')!);

describe('the upgrade guide tables', () => {
  it('give every entry of an area a row whose link to the 4.7.3 entry carries the id the "In v5" lines link to', () => {
    for (const area of v5Areas) {
      const table = mapTable(area.id);
      const keys = Object.keys(area.entries).sort((a, b) => a.localeCompare(b));
      expect(table.children).toHaveLength(keys.length + 1);
      expect(linksOf(table, 0).map((link) => [link.url, link.data?.hProperties?.id])).toEqual(
        keys.map((key) => [apiHref(key), rowId(key)]),
      );
    }
  });

  it('link the 5.x site page of the package a row names, as its package.json declares it', () => {
    const page = v5PageOf('barcode-scanner');
    expect(page).toMatch(/^https:\/\/visioncamera\.margelo\.com\//);
    const codes = mapTable('codes');
    const useCodeScannerRow = codes.children.find((row) => JSON.stringify(row.children[0]).includes('"useCodeScanner"'))!;
    expect(JSON.stringify(useCodeScannerRow.children[1])).toContain(page!);
  });

  it('link the 4.7.3 entries where the API reference has them', () => {
    expect(apiHref('Camera.takePhoto')).toBe('/docs/api/classes/Camera#takephoto');
    expect(apiHref('Camera')).toBe('/docs/api/classes/Camera');
    expect(apiHref('useCameraDevice')).toBe('/docs/api/#usecameradevice');
    expect(() => apiHref('Camera.takePicture')).toThrow(/Camera\.takePicture has no API entry/);
  });

  it('replace the components of a guide, and name an unknown area', () => {
    const tree = readMarkdown('<V5Requirements />\n\n<V5MapCounts />\n\n<V5MapTable area="frames" />\n', 'mdx') as Root;
    remarkV5MapTables()(tree);
    expect(tree.children.map((node) => node.type)).toEqual(['table', 'paragraph', 'table']);
    expect((tree.children[0] as Table).children).toHaveLength(requirements.length + 1);
    expect(JSON.stringify(tree.children[1])).toMatch(/Of the \d+ entries of the 4\.7\.3 reference: \d+ unchanged, \d+ renamed/);
    expect(() => remarkV5MapTables()(readMarkdown('<V5MapTable area="nope" />\n', 'mdx') as Root)).toThrow(/area="nope".*no such area/);
  });
});
