/**
 * The DocSearch hierarchy shared by the build and the browser. Kept apart from
 * records.ts so that browser code never pulls in the HTML parser.
 */
export const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof levels)[number];
export type Hierarchy = Record<Level, string | null>;
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
