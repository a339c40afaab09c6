/**
 * Build settings read from the environment. Everything has a default that
 * builds a complete site without secrets; a group of variables that is only
 * half set is a mistake we refuse to build with.
 */

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

type Env = Record<string, string | undefined>;

const algoliaVariables = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_SEARCH_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;

const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/** Hosted search settings, or `undefined` when none of them is set. */
export function readAlgoliaSettings(env: Env): AlgoliaSettings | undefined {
  const entries = Object.entries(algoliaVariables).map(([key, name]) => [key, name, read(env, name)] as const);
  const missing = entries.filter(([, , value]) => value === undefined).map(([, name]) => name);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Algolia search is half configured: set ${missing.join(', ')} as well, ` +
        `or unset ${entries
          .filter(([, , value]) => value !== undefined)
          .map(([, name]) => name)
          .join(', ')} to use the local search index.`,
    );
  }
  return Object.fromEntries(entries.map(([key, , value]) => [key, value])) as unknown as AlgoliaSettings;
}

/** Google Analytics 4 measurement id (`G-…`), or `undefined` to build without analytics. */
export function readAnalyticsId(env: Env): string | undefined {
  const id = read(env, 'GTAG_MEASUREMENT_ID');
  if (id !== undefined && !/^G-[A-Z0-9]+$/.test(id)) {
    throw new Error(`GTAG_MEASUREMENT_ID must look like G-XXXXXXX, got "${id}".`);
  }
  return id;
}

/** Public URL of the deployed site, without a trailing slash. */
export function readSiteUrl(env: Env): string {
  const url = read(env, 'SITE_URL') ?? 'https://react-native-vision-camera.com';
  if (!/^https?:\/\/[^/]+$/.test(url.replace(/\/$/, ''))) {
    throw new Error(`SITE_URL must be an origin such as https://example.com, got "${url}".`);
  }
  return url.replace(/\/$/, '');
}
