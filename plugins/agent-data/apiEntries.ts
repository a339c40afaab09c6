/**
 * The API reference as entries for agents: every class and interface page and
 * every member the reference documents (model/platform-facts/members.ts),
 * each with its signature and doc comment as the TypeScript compiler reads the
 * library's typings (model/library/apiText.ts, as the code links' popups), its
 * platform facts (the labels the API pages show) and the guides that link to
 * it (plugins/api-backlinks, the pages' "Explained in").
 */
import ts from 'typescript';
import {collectBacklinks, type Backlinks, type Guide} from '../api-backlinks/backlinks';
import {docCommentOf, firstParagraph, signatureOf} from '../../model/library/apiText';
import {apiDeclarations, apiEntryPath, apiMembers, memberFacts, type ApiMember} from '../../model/platform-facts';
import type {ApiEntry, GuideLink, V5Fate} from './format';
import {fateText, guideRoute, rowId} from '../v5-map/lines';
import {mapEntries} from '../v5-map/load';
import {refText} from '../v5-map/model';

/** A guide as the entries link to it. */
export interface GuidePage extends Guide {
  /** `/docs/guides/taking-photos`. */
  path: string;
}

function deprecationOf(declaration: ts.Declaration): string | undefined {
  const tag = ts.getJSDocTags(declaration).find((candidate) => candidate.tagName.text === 'deprecated');
  if (tag === undefined) return undefined;
  const comment = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
  return firstParagraph(comment ?? '') || 'Deprecated.';
}

/**
 * Every entry, pages first (sorted by name), then members (sorted by key).
 * @param guides the guides in sidebar order, with their sources (read for their links to the API)
 */
export function apiEntries(guides: GuidePage[]): ApiEntry[] {
  const backlinks: Backlinks = collectBacklinks(guides);
  const guideBySlug = new Map(guides.map((guide) => [guide.slug, guide]));
  const guidesOf = (target: string): GuideLink[] =>
    (backlinks.get(target) ?? []).flatMap((slug) => {
      const guide = guideBySlug.get(slug);
      return guide ? [{title: guide.title, path: guide.path}] : [];
    });
  const {checker, declarations} = apiDeclarations();
  const facts = memberFacts();
  const members = apiMembers();
  const v5 = mapEntries();
  const v5Of = (key: string): V5Fate => {
    const entry = v5.get(key);
    if (entry === undefined) throw new Error(`agent-data: ${key} is not in the map of 4.7.3 to 5.x (plugins/v5-map)`);
    return {fate: entry.fate, summary: fateText(entry), names: entry.v5.map(refText), how: entry.how, path: `${guideRoute}#${rowId(key)}`};
  };
  const textOf = (key: string, label: string) => {
    const found = declarations.get(key);
    if (found === undefined) throw new Error(`agent-data: the typings have no declaration for ${key}`);
    const {symbol, declaration} = found;
    return {
      signature: signatureOf(checker, symbol, declaration, label),
      summary: firstParagraph(docCommentOf(checker, symbol)),
      deprecated: deprecationOf(declaration),
    };
  };

  const owners = new Map<string, ApiMember[]>();
  for (const member of members) if (member.owner !== undefined) owners.set(member.owner, [...(owners.get(member.owner) ?? []), member]);
  const pages: ApiEntry[] = [...owners]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([owner, list]) => {
      const page = list[0].page;
      return {
        key: owner,
        name: owner,
        kind: page.startsWith('classes/') ? 'class' : 'interface',
        path: apiEntryPath(page),
        ...textOf(owner, owner),
        needs: [],
        guides: guidesOf(page),
        members: list.map((member) => member.key),
        v5: v5Of(owner),
      };
    });
  const entries: ApiEntry[] = members.map((member) => {
    const memberFacts = facts.get(member.key);
    if (memberFacts === undefined) throw new Error(`agent-data: ${member.key} has no platform facts`);
    return {
      key: member.key,
      name: member.name,
      ...(member.owner === undefined ? {} : {owner: member.owner}),
      kind: member.kind,
      path: apiEntryPath(member.page, member.anchor),
      ...textOf(member.key, member.key),
      platforms: memberFacts.label,
      needs: memberFacts.requirementLines,
      ...(memberFacts.note === undefined ? {} : {note: memberFacts.note}),
      guides: guidesOf(`${member.page}#${member.anchor}`),
      v5: v5Of(member.key),
    };
  });
  // JSON drops undefined fields; leave none in the objects either, so a test sees what the file holds.
  return [...pages, ...entries].map((entry) => JSON.parse(JSON.stringify(entry)) as ApiEntry);
}
