import { describe, expect, it } from 'vitest';
import { tokenise } from './analyse';
import { SpellingCorrector, editDistance, rawTokens } from './normalise';

describe('rawTokens', () => {
  it('expands contractions and shorthand, with or without the apostrophe', () => {
    expect(rawTokens("I can't pee, it won't stop, idk")).toEqual(
      'i can not pee , it will not stop , i do not know'.split(' '),
    );
    expect(rawTokens('cant dont im rn')).toEqual('can not do not i am right now'.split(' '));
  });

  it('turns numbers, durations and pain scores into canonical tokens', () => {
    expect(rawTokens('erection for four hrs')).toEqual(['erection', 'for', '4', 'hours']);
    expect(rawTokens('5h, 30mins, pain 9/10, 3 out of 10')).toEqual(
      '5 hours , 30 minutes , pain score_high , score_low'.split(' '),
    );
  });

  it('strips accents, collapses long letter runs and marks sentence and clause ends', () => {
    expect(rawTokens('Sooo PAINFULLLL!!! Ça fait mal; self-harm')).toEqual(
      'soo painfull . ca fait mal . self harm'.split(' '),
    );
  });
});

describe('spelling correction', () => {
  it('fixes typos of symptom words', () => {
    expect(tokenise('testical scrotom excrutiating unconcious bleedin nauseus')).toEqual([
      'testicle',
      'scrotum',
      'excruciating',
      'unconscious',
      'bleeding',
      'nauseous',
    ]);
  });

  it('leaves words alone that a pattern prefix already accepts', () => {
    expect(tokenise('throbbing vomitting')).toEqual(['throbbing', 'vomitting']);
  });

  it('leaves everyday words that look like symptom words alone', () => {
    expect(tokenise('heat testing pair sure some infection')).toEqual([
      'heat',
      'testing',
      'pair',
      'sure',
      'some',
      'infection',
    ]);
  });

  it('refuses a correction when two different words are equally close', () => {
    const corrector = new SpellingCorrector(new Set(['bleeding', 'breeding']), new Set());
    expect(corrector.correct('bneeding')).toBe('bneeding');
    expect(corrector.correct('bleedinng')).toBe('bleeding');
  });

  it('measures edit distance with adjacent swaps as one edit', () => {
    expect(editDistance('testicel', 'testicle', 2)).toBe(1);
    expect(editDistance('chest', 'chset', 2)).toBe(1);
    expect(editDistance('pain', 'agony', 1)).toBe(2);
  });
});
