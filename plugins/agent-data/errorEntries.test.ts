import {describe, expect, it} from 'vitest';
import {errorEntries} from './errorEntries';

const twin = `# Camera Errors

## Error codes by domain

### Session

#### \`session/camera-not-ready\`

- **Message:** \`The Camera is not ready yet!\`

\`\`\`ts
#### \`not/a-heading\` inside code
\`\`\`

#### \`NO_ACTIVITY\`

- **Platforms:** Android.

## After the codes

Not part of an entry.
`;

describe('errorEntries', () => {
  it('cuts one entry per code heading, up to the next heading, code blocks included', () => {
    const entries = errorEntries(twin, '/docs/guides/errors');
    expect(entries.map(({code, path}) => [code, path])).toEqual([
      ['session/camera-not-ready', '/docs/guides/errors#session-camera-not-ready'],
      ['NO_ACTIVITY', '/docs/guides/errors#no_activity'],
    ]);
    expect(entries[0].markdown).toMatch(/^#### `session\/camera-not-ready`\n\n- \*\*Message:\*\*/);
    expect(entries[0].markdown).toContain('#### `not/a-heading` inside code');
    expect(entries[1].markdown).not.toContain('Not part of an entry');
  });

  it('finds nothing in a page without code headings', () => {
    expect(errorEntries('# Title\n\n#### Plain heading\n', '/x')).toEqual([]);
  });
});
