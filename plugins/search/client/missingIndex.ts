/**
 * Local search needs the index the build writes (build/writeIndex.ts runs in
 * `postBuild`). The dev server (`npm start`) runs no `postBuild`, so its pages
 * name no index: instead of DocSearch's "Unable to fetch results, check your
 * network connection", the dialog and the search page say so and name the
 * command that builds one.
 */
import {indexMetaName} from '../shared/constants';

export const buildAndServeCommand = 'npm run build && npm run serve';

/** The texts of DocSearch's error screen (`translations.modal.errorScreen`). */
export interface ErrorScreenTexts {
  titleText: string;
  helpText: string;
}

/** Thrown by the index loader when the page names no index; nothing was fetched. */
export class MissingIndexError extends Error {
  override name = 'MissingIndexError';
  constructor() {
    super(`This page names no search index: it is written by the build (${buildAndServeCommand}).`);
  }
}

/** URL of the local index this page names, if any. */
export function indexUrlOf(document: Pick<Document, 'querySelector'>): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${indexMetaName}"]`)?.content || undefined;
}

export function missingIndexTexts(isDevelopment: boolean): ErrorScreenTexts {
  return isDevelopment
    ? {
        titleText: 'The development server has no search index',
        helpText: `Search works on the built site: run ${buildAndServeCommand} and search there.`,
      }
    : {
        titleText: 'This page has no search index',
        helpText: `The index is written by the build: run ${buildAndServeCommand}.`,
      };
}

export interface SearchSetup {
  /** Algolia answers: no local index is needed. */
  hasAlgolia: boolean;
  /** What `indexUrlOf(document)` found. */
  indexUrl: string | undefined;
  isDevelopment: boolean;
}

/**
 * The error screen to show: ours when local search has no index on this page,
 * otherwise `fallback` (DocSearch's own, or the site's translation of it).
 */
export function errorScreenFor<Fallback extends Partial<ErrorScreenTexts> | undefined>(
  {hasAlgolia, indexUrl, isDevelopment}: SearchSetup,
  fallback: Fallback,
): ErrorScreenTexts | Fallback {
  return !hasAlgolia && indexUrl === undefined ? missingIndexTexts(isDevelopment) : fallback;
}
