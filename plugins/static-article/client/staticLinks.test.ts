import {describe, expect, it} from 'vitest';
import {isPlainClick, routerPath} from './staticLinks';

/** The attributes of an `<a>`, as `routerPath` reads them. */
function link(attributes: Record<string, string>): HTMLAnchorElement {
  return {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  } as HTMLAnchorElement;
}

describe('routerPath', () => {
  it('gives site paths to the router, as Link does', () => {
    expect(routerPath(link({href: '/docs/api/classes/Camera#takephoto'}))).toBe('/docs/api/classes/Camera#takephoto');
    expect(routerPath(link({href: '/docs/guides', target: '_self'}))).toBe('/docs/guides');
  });

  it('leaves fragments, other sites, new tabs and downloads to the browser', () => {
    expect(routerPath(link({href: '#section'}))).toBeUndefined();
    expect(routerPath(link({href: 'https://github.com/mrousavy/react-native-vision-camera'}))).toBeUndefined();
    expect(routerPath(link({href: '//example.com/x'}))).toBeUndefined();
    expect(routerPath(link({href: 'mailto:someone@example.com'}))).toBeUndefined();
    expect(routerPath(link({href: '/docs/guides', target: '_blank'}))).toBeUndefined();
    expect(routerPath(link({href: '/img/logo.svg', download: ''}))).toBeUndefined();
    expect(routerPath(link({}))).toBeUndefined();
  });
});

describe('isPlainClick', () => {
  const click = (init: Partial<MouseEvent>) =>
    ({defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, ...init}) as MouseEvent;

  it('takes a main-button click with no modifier that nothing handled', () => {
    expect(isPlainClick(click({}))).toBe(true);
  });

  it('leaves other clicks to the browser or to whoever handled them', () => {
    for (const init of [{defaultPrevented: true}, {button: 1}, {metaKey: true}, {ctrlKey: true}, {shiftKey: true}, {altKey: true}]) {
      expect(isPlainClick(click(init)), JSON.stringify(init)).toBe(false);
    }
  });
});
