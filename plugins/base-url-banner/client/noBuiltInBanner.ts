/** In place of Docusaurus' own base URL banner, which is off (see ./index.ts): nothing. */
export default function NoBuiltInBanner(): null {
  return null;
}
