/**
 * Whether a browser runs a `<script>` of this `type`: none, empty, `module`,
 * or a JavaScript MIME type, compared without case or surrounding space. Data
 * blocks such as `application/ld+json` are only parsed. Shared by the CSP
 * (which hashes the inline scripts that run) and the benchmark that serves
 * pages without their scripts (scripts/lib/withoutScripts.ts).
 */
export function isExecutableScriptType(type: string | undefined): boolean {
  return /^\s*(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)\s*$/i.test(type ?? '');
}
