/**
 * Link and anchor checker over the built site. Every internal link must reach
 * a file and, when it names one, an element id on that page; every external
 * link must use https and, when it opens a new tab, carry
 * rel="noopener noreferrer". External links are listed, never fetched.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {fileForUrlPath, readPages, type BuiltPage} from '../../model/builtSite';

interface LinkProblem {
  page: string;
  href: string;
  problem: string;
}

export interface LinkReport {
  pages: number;
  /** Pages that only lead elsewhere (a meta refresh): their target is checked like a link. */
  redirectPages: number;
  internalLinks: number;
  anchorsChecked: number;
  /** External URL → the pages that link to it. */
  external: Map<string, Set<string>>;
  problems: LinkProblem[];
}

/** Protocols that are links but not web pages: listed, not checked for https. */
const nonWebProtocols = new Set(['mailto:', 'tel:']);

export function checkLinks(buildDir: string, siteOrigin: string): LinkReport {
  const pages = readPages(buildDir);
  // Pages are parsed once: a link's target page is looked up, not read again.
  const parsedByFile = new Map(pages.map((page) => [path.join(buildDir, page.file), page.$]));
  const idsByFile = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let ids = idsByFile.get(file);
    if (ids === undefined) {
      const $ = parsedByFile.get(file) ?? (file.endsWith('.html') ? load(readFileSync(file, 'utf8')) : undefined);
      ids = new Set<string>();
      $?.('[id]').each((_, element) => void ids!.add($(element).attr('id')!));
      $?.('a[name]').each((_, element) => void ids!.add($(element).attr('name')!));
      idsByFile.set(file, ids);
    }
    return ids;
  };

  const report: LinkReport = {
    pages: pages.length,
    redirectPages: 0,
    internalLinks: 0,
    anchorsChecked: 0,
    external: new Map(),
    problems: [],
  };
  for (const page of pages) checkPage(page, buildDir, siteOrigin, idsOf, report);
  return report;
}

function checkPage(page: BuiltPage, buildDir: string, siteOrigin: string, idsOf: (file: string) => Set<string>, report: LinkReport): void {
  const {$} = page;
  const problem = (href: string, text: string) => report.problems.push({page: page.urlPath, href, problem: text});
  // Page URLs resolve against a trailing-slash-free path, as the site serves them.
  const base = new URL(page.urlPath, 'http://site.invalid');

  // `opensNewTab` carries the rel attribute of a link with target="_blank".
  const checkHref = (rawHref: string, opensNewTab: string | undefined): void => {
    const href = rawHref.trim();
    if (href === '' || href.startsWith('javascript:')) {
      problem(href, 'empty or script link');
      return;
    }
    const url = new URL(href, base);
    const isInternal = url.host === 'site.invalid' || url.origin === siteOrigin;
    if (!isInternal) {
      if (!nonWebProtocols.has(url.protocol)) {
        if (url.protocol !== 'https:') problem(href, 'external link without https');
        if (opensNewTab !== undefined) {
          const rel = new Set(opensNewTab.split(/\s+/));
          if (!rel.has('noopener') || !rel.has('noreferrer')) problem(href, 'opens a new tab without rel="noopener noreferrer"');
        }
      }
      const linkers = report.external.get(url.href) ?? new Set<string>();
      linkers.add(page.urlPath);
      report.external.set(url.href, linkers);
      return;
    }

    report.internalLinks += 1;
    const target =
      url.pathname === base.pathname && href.startsWith('#') ? path.join(buildDir, page.file) : fileForUrlPath(buildDir, url.pathname);
    if (target === undefined) {
      problem(href, 'no page or file at this path');
      return;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor !== '') {
      report.anchorsChecked += 1;
      if (!idsOf(target).has(anchor)) problem(href, `no element with id "${anchor}" on the target page`);
    }
  };

  // A redirect page (plugins/url-redirects) leads to its meta refresh URL.
  const refresh = /^\s*\d+\s*;\s*url=(.+)$/i.exec($('meta[http-equiv="refresh"]').attr('content') ?? '')?.[1];
  if (refresh !== undefined) {
    report.redirectPages += 1;
    checkHref(refresh, undefined);
  }
  $('a[href]').each((_, element) => {
    const newTab = $(element).attr('target') === '_blank' ? ($(element).attr('rel') ?? '') : undefined;
    checkHref($(element).attr('href')!, newTab);
  });
}

/** The external-link report as Markdown: each URL once, with the pages linking to it. */
export function formatExternalLinks(report: LinkReport): string {
  const lines = [
    '# External links of the built site',
    '',
    `${report.external.size} distinct URLs, not fetched (checked for https and safe new-tab attributes only).`,
    '',
  ];
  for (const [url, pages] of [...report.external].sort(([a], [b]) => a.localeCompare(b))) {
    const list = [...pages].sort();
    lines.push(
      `- ${url} (${list.length} page${list.length === 1 ? '' : 's'}: ${list.slice(0, 3).join(', ')}${list.length > 3 ? ', …' : ''})`,
    );
  }
  return `${lines.join('\n')}\n`;
}
