import {describe, expect, it} from 'vitest';
import type {MemberFacts} from '../../model/platform-facts/derive';
import {withPlatformLabels} from './labels';

function facts(key: string, support: MemberFacts['support'], label: string, requirementLines: string[] = []): MemberFacts {
  const name = key.split('.').pop() ?? key;
  return {
    key,
    page: 'interfaces/Example',
    anchor: name.toLowerCase(),
    support,
    requirements: requirementLines.map((text) => ({platform: 'android', kind: 'minSdk', text})),
    label,
    requirementLines,
    origin: 'derived',
    evidence: [],
  };
}

const all = new Map(
  [
    facts('Example.both', {ios: 'used', android: 'used'}, 'iOS · Android'),
    facts('Example.depth', {ios: 'used', android: 'ignored'}, 'iOS only · Android: ignored'),
    facts('Example.buffer', {ios: 'used', android: 'used'}, 'iOS · Android', ['Android: minSdk 26, Android 9+']),
  ].map((entry) => [entry.key, entry]),
);

const page = [
  '# Interface: Example',
  '',
  'Defined in: somewhere',
  '',
  '## Properties',
  '',
  '### both {#both}',
  '',
  '> **both**: `boolean`',
  '',
  '```md',
  '### depth {#depth}',
  '```',
  '',
  '### depth? {#depth}',
  '',
  '### buffer() {#buffer}',
  '',
].join('\n');

describe('withPlatformLabels', () => {
  const {markdown, unlabelled} = withPlatformLabels(page, 'interfaces/Example', all);

  it('puts the label text under each member heading, not under a heading inside a code block', () => {
    expect(markdown).toContain(
      '### both {#both}\n\n<div class="api-platforms" data-support="used-used" role="note" aria-label="Platforms">\n\n**Platforms:** iOS · Android\n\n</div>',
    );
    expect(markdown).toContain('```md\n### depth {#depth}\n```');
    expect(markdown).toContain('### depth? {#depth}\n\n<div class="api-platforms" data-support="used-ignored"');
    expect(markdown).toContain('**Platforms:** iOS only · Android: ignored');
    expect(markdown).toContain('**Needs:** Android: minSdk 26, Android 9+');
    expect(unlabelled).toEqual([]);
  });

  it('summarises the page under its title, naming the exceptions', () => {
    const [, afterTitle = ''] = markdown.split('# Interface: Example\n');
    expect(afterTitle.indexOf('**Platforms:** 2 of 3 members work on iOS · Android.')).toBeLessThan(afterTitle.indexOf('Defined in:'));
    expect(markdown).toContain('- **Ignored on Android:** [depth](#depth)');
    expect(markdown).toContain('- **With requirements:** [buffer](#buffer)');
  });

  it('reports a member heading that has no facts', () => {
    const result = withPlatformLabels(`${page}\n### missing {#missing}\n`, 'interfaces/Example', all);
    expect(result.unlabelled).toEqual(['missing']);
  });
});
