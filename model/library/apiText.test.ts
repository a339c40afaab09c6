import {describe, expect, it} from 'vitest';
import {firstParagraph, firstSentence} from './apiText';

describe('firstSentence', () => {
  it('keeps the first sentence as text', () => {
    expect(firstSentence('### A powerful `<Camera>` component.\n\nMore.')).toBe('A powerful <Camera> component.');
    expect(firstSentence('Uses {@link CameraProps.fps | the fps}, e.g. 30. Then more.')).toBe('Uses the fps, e.g. 30.');
    expect(firstSentence('')).toBe('');
    // A paragraph ends the sentence even when the next one starts with a name in lower case.
    expect(firstSentence('Runs the given func at the given target fps rate.\n\nrunAtTargetFps still runs it.')).toBe(
      'Runs the given func at the given target fps rate.',
    );
    expect(firstSentence('The hardware level of the Camera.\n- On Android, older devices run at a legacy level.')).toBe(
      'The hardware level of the Camera.',
    );
  });
});

describe('firstParagraph', () => {
  it('keeps the whole first paragraph as one line of text', () => {
    expect(firstParagraph('Takes a photo.\nThe file is {@link PhotoFile | a photo}.\n\n@example more')).toBe(
      'Takes a photo. The file is a photo.',
    );
    expect(firstParagraph('Zoom factor.\n- iOS: one thing')).toBe('Zoom factor.');
    expect(firstParagraph('')).toBe('');
  });
});
