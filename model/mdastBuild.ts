/**
 * Small Markdown trees built from data, for remark plugins that turn a data file
 * into a table (plugins/compatibility-tables/remark.ts, plugins/v5-map/remark.ts):
 * the HTML page and the Markdown twin then show the same nodes.
 */
import type {PhrasingContent, Table, TableCell, TableRow} from 'mdast';

/** Text with `backticks` as inline code nodes and `[text](https://…)` as links. */
export function inline(text: string): PhrasingContent[] {
  return text.split('`').flatMap((part, index): PhrasingContent[] => {
    if (part === '') return [];
    if (index % 2 === 1) return [{type: 'inlineCode', value: part}];
    return part.split(/(\[[^\]]+\]\(https:\/\/[^)\s]+\))/).flatMap((piece): PhrasingContent[] => {
      const link = /^\[([^\]]+)\]\((https:\/\/[^)\s]+)\)$/.exec(piece);
      if (link) return [{type: 'link', url: link[2], children: [{type: 'text', value: link[1]}]}];
      return piece === '' ? [] : [{type: 'text', value: piece}];
    });
  });
}

export function tableCell(children: PhrasingContent[]): TableCell {
  return {type: 'tableCell', children};
}

/** A table whose cells are text (`inline`), the first row its header. */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[]): Table {
  const row = (cells: readonly string[]): TableRow => ({type: 'tableRow', children: cells.map((cell) => tableCell(inline(cell)))});
  return {type: 'table', align: header.map(() => null), children: [row(header), ...rows.map(row)]};
}
