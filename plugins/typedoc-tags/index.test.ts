import {describe, expect, it} from 'vitest';
import {Application, OptionDefaults} from 'typedoc';
import {extraBlockTags, extraModifierTags, load, withTags} from './index.mjs';

describe('typedoc-tags', () => {
  it('adds tags without duplicates and keeps the existing ones first', () => {
    expect(withTags(['@param', '@note'], ['@note', '@platform'])).toEqual(['@param', '@note', '@platform']);
  });

  it('extends TypeDoc’s defaults once options are read', async () => {
    const app = await Application.bootstrap({entryPoints: [], logLevel: 'None'});
    load(app);
    app.trigger(Application.EVENT_BOOTSTRAP_END, app);
    const blockTags = app.options.getValue('blockTags');
    const modifierTags = app.options.getValue('modifierTags');
    expect(blockTags).toEqual(expect.arrayContaining([...OptionDefaults.blockTags, ...extraBlockTags]));
    expect(modifierTags).toEqual(expect.arrayContaining([...OptionDefaults.modifierTags, ...extraModifierTags]));
  });
});
