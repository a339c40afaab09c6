import {describe, expect, it} from 'vitest';
import {escapeHtml, highlight, snippet} from './highlight';

describe('highlight', () => {
  it('marks matching words, including prefixes and camelCase parts', () => {
    expect(highlight('Call takePhoto() to capture', ['capt', 'photo']).value).toBe('Call <mark>takePhoto</mark>() to <mark>capture</mark>');
  });

  it('escapes everything that is not a mark', () => {
    const result = highlight('<img src=x onerror="alert(1)"> camera & co', ['camera']);
    expect(result.value).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <mark>camera</mark> &amp; co');
    expect(result.value).not.toMatch(/<(?!\/?mark>)/);
  });

  it('reports the match level', () => {
    expect(highlight('zoom gesture', ['zoom', 'gesture']).matchLevel).toBe('full');
    expect(highlight('zoom only', ['zoom', 'gesture']).matchLevel).toBe('partial');
    expect(highlight('nothing here', ['zoom']).matchLevel).toBe('none');
  });
});

describe('snippet', () => {
  const long = `${'lorem '.repeat(60)}the focus point is here ${'ipsum '.repeat(60)}`;

  it('cuts a window around the first match with ellipses', () => {
    const result = snippet(long, ['focus'], 12);
    expect(result.value.startsWith('…')).toBe(true);
    expect(result.value.endsWith('…')).toBe(true);
    expect(result.value).toContain('<mark>focus</mark>');
  });

  it('centres on a quoted phrase rather than on the first lone match', () => {
    const text = `The focus ring turns. ${'lorem '.repeat(60)}Tap to focus on a point. ${'ipsum '.repeat(60)}`;
    const result = snippet(text, ['tap', 'focus', 'point'], 12, 'tap to focus');
    expect(result.value).toContain('<mark>Tap</mark> to <mark>focus</mark>');
    expect(result.value).not.toContain('ring');
  });

  it('keeps short text whole', () => {
    expect(snippet('short focus text', ['focus']).value).toBe('short <mark>focus</mark> text');
  });

  it('escapes what it cuts', () => {
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;');
  });
});
