import {createElement, Fragment} from 'react';
import {describe, expect, it} from 'vitest';
import {configureWebpackOf} from '../../lib/configureWebpackOf';
import leanHeadPlugin, {browserHeadModule} from '../index';
import {headOf, identityOf, reduceHeads} from './headState';

const h = createElement;

describe('headOf: what one <Head> asks for', () => {
  it('reads the title, <html> and <body> attributes and tags, through fragments, with HTML attribute names', () => {
    const record = headOf([
      h('title', {key: 't'}, 'Taking Photos', ' | VisionCamera'),
      h('html', {key: 'h', className: 'docs-wrapper', lang: 'en', 'data-has-hydrated': false}),
      h(
        Fragment,
        {key: 'f'},
        h('meta', {name: 'description', content: 'Capture photos.'}),
        h('link', {rel: 'canonical', href: 'https://x/a', hrefLang: 'en'}),
      ),
      h('meta', {key: 'c', charSet: 'utf-8', httpEquiv: 'x', content: undefined}),
      h('script', {key: 's', type: 'application/ld+json'}, '{"a":1}'),
      null,
      false,
    ]);
    expect(record).toEqual({
      title: 'Taking Photos | VisionCamera',
      html: {class: 'docs-wrapper', lang: 'en', 'data-has-hydrated': 'false'},
      body: {},
      tags: {
        meta: [
          {attributes: {name: 'description', content: 'Capture photos.'}},
          {attributes: {charset: 'utf-8', 'http-equiv': 'x', content: ''}},
        ],
        link: [{attributes: {rel: 'canonical', href: 'https://x/a', hrefLang: 'en'}}],
        script: [{attributes: {type: 'application/ld+json'}, text: '{"a":1}'}],
      },
    });
  });

  it('refuses an element it cannot write', () => {
    expect(() => headOf(h('style', null, 'a{}'))).toThrow(/cannot hold a <style>/);
  });
});

describe('identityOf: what a tag names', () => {
  it('a meta tag by its name-like attribute, a link by its href unless canonical, a script by its text or source', () => {
    expect(identityOf('meta', {attributes: {name: 'Description', content: 'x'}})).toBe('name:description');
    expect(identityOf('meta', {attributes: {property: 'og:title', content: 'x'}})).toBe('property:og:title');
    expect(identityOf('meta', {attributes: {content: 'x'}})).toBeUndefined();
    expect(identityOf('link', {attributes: {rel: 'canonical', href: 'https://x/a'}})).toBe('rel:canonical');
    expect(identityOf('link', {attributes: {href: 'https://x/a', rel: 'canonical'}})).toBe('rel:canonical');
    expect(identityOf('link', {attributes: {rel: 'alternate', href: 'https://x/a', hreflang: 'en'}})).toBe('href:https://x/a');
    expect(identityOf('link', {attributes: {rel: 'stylesheet', href: '/a.css'}})).toBe('href:/a.css');
    expect(identityOf('script', {attributes: {type: 'application/ld+json'}, text: '{}'})).toBe('text:{}');
    expect(identityOf('script', {attributes: {src: '/a.js'}})).toBe('src:/a.js');
  });
});

describe('reduceHeads: the head for every mounted <Head>, in mount order', () => {
  const site = headOf([
    h('html', {key: 'h', lang: 'en', className: 'site'}),
    h('title', {key: 't'}, 'VisionCamera'),
    h('meta', {key: 'd', name: 'description', content: 'Site'}),
    h('meta', {key: 'o', property: 'og:type', content: 'website'}),
    h('link', {key: 'c', rel: 'canonical', href: 'https://x/'}),
    h('meta', {key: 'n', content: 'no name'}),
  ]);
  const page = headOf([
    h('html', {key: 'h', className: 'site page'}),
    h('title', {key: 't'}, 'Camera | VisionCamera'),
    h('meta', {key: 'd', name: 'description', content: 'Page'}),
    h('link', {key: 'c', rel: 'canonical', href: 'https://x/camera'}),
    h('link', {key: 'a', rel: 'alternate', href: 'https://x/camera', hrefLang: 'en'}),
  ]);

  it('lets the later <Head> win where both name the same thing, and keeps the rest, outer tags first', () => {
    const state = reduceHeads([site, page]);
    expect(state.title).toBe('Camera | VisionCamera');
    expect(state.html).toEqual({lang: 'en', class: 'site page'});
    expect(state.tags.meta).toEqual([
      {attributes: {property: 'og:type', content: 'website'}},
      {attributes: {name: 'description', content: 'Page'}},
    ]);
    expect(state.tags.link.map(({attributes}) => attributes.href)).toEqual(['https://x/camera', 'https://x/camera']);
  });

  it('keeps two tags of one <Head> that name the same thing', () => {
    const twoAlternates = headOf([
      h('link', {key: 1, rel: 'alternate', href: 'https://x/', hrefLang: 'en'}),
      h('link', {key: 2, rel: 'alternate', href: 'https://x/', hrefLang: 'x-default'}),
    ]);
    expect(reduceHeads([twoAlternates]).tags.link).toHaveLength(2);
  });

  it('is empty with nothing mounted', () => {
    expect(reduceHeads([])).toEqual({html: {}, body: {}, tags: {meta: [], link: [], script: []}});
  });
});

describe('lean-head plugin', () => {
  it('gives the browser bundle its own module for react-helmet-async and leaves the server bundle alone', () => {
    const plugin = leanHeadPlugin();
    expect(configureWebpackOf(plugin, false)).toEqual({resolve: {alias: {'react-helmet-async$': browserHeadModule}}});
    expect(configureWebpackOf(plugin, true)).toEqual({});
  });
});
