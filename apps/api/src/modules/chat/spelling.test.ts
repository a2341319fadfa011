import { describe, expect, it } from 'vitest';
import { expandLayTerms, isLayTerm, layConcepts, layTermWords } from './lay-terms';
import { createSpelling, wordCounts } from './spelling';

describe('spelling tolerance (ADR 029)', () => {
  const library = wordCounts([
    'Varicocele embolisation blocks the vein. Fertility and testosterone. Semen analysis.',
    ...layTermWords(),
  ]);
  const english = new Set(['pints', 'beer', 'after']);
  const spelling = createSpelling(library, (w) => english.has(w) || isLayTerm(w));

  it('corrects words neither the library nor English knows, towards library and thesaurus words', () => {
    expect(spelling.correct('fertilty test')).toBe('fertility test');
    expect(spelling.correct('what is a semin test')).toBe('what is a semen test');
    expect(spelling.correct('testostrone levels')).toBe('testosterone levels');
    // "embolization" is the thesaurus's word for the library's "embolisation".
    expect(spelling.correct('emobilization')).toBe('embolization');
  });

  it('looks up a few unknown words per text, so a long message costs little', () => {
    const long = Array.from({ length: 40 }, () => 'fertilty').join(' ');
    // One lookup, then the cache: every copy is corrected.
    expect(spelling.correct(long)).not.toContain('fertilty');
    const unknown = Array.from({ length: 40 }, (_, i) => `zq${'x'.repeat(i % 20)}wvk${i}`);
    const corrected = createSpelling(library).correct(`${unknown.join(' ')} semin`);
    expect(corrected.endsWith('semin')).toBe(true);
  });

  it('leaves real words, lay terms and short words alone', () => {
    expect(spelling.correct('pints of beer after work')).toBe('pints of beer after work');
    expect(spelling.correct('my nads')).toBe('my nads');
    expect(spelling.correct('zzzzzzzz')).toBe('zzzzzzzz');
  });
});

describe('lay terms (ADR 029)', () => {
  it('names a lay phrase as one thing, so its words do not pull elsewhere', () => {
    const expanded = expandLayTerms('does having swollen veins in my sack affect my sperm');
    expect(expanded).toContain('varicocele');
    expect(expanded).not.toMatch(/swollen|swelling|scrot/);
    expect(expandLayTerms('the vein op, did it work')).toContain('varicocele repair surgery');
    // Surgery named to say it is not wanted points to the non-surgical repair, not to surgery.
    const without = expandLayTerms('any non-invasive way to deal with it');
    expect(without).toContain('embolisation');
    expect(without).not.toContain('surgery');
  });

  it('adds the library’s words for slang, brand names and forms the stemmer keeps apart', () => {
    expect(expandLayTerms('my bollocks ache')).toContain('testicle');
    expect(expandLayTerms('is ashwagandha any good')).toContain('testosterone boosters');
    expect(expandLayTerms('chances of getting pregnant')).toContain('pregnancy');
    expect(expandLayTerms('low sex drive')).not.toContain('recovery');
  });

  it('knows everyday words for drink, tobacco, sport, heat, fever, teenagers and an empty sample', () => {
    expect(expandLayTerms('got plastered at a stag do')).toContain('alcohol');
    expect(expandLayTerms('does rolling baccy count')).toContain('smoking');
    expect(expandLayTerms('training for a triathlon')).toContain('exercise');
    expect(expandLayTerms('why are they dangling so much')).toContain('temperature');
    expect(expandLayTerms('shivering and a temp of 38.5')).toContain('fever');
    expect(expandLayTerms('my lad is a 13 year old')).toContain('teenagers');
    expect(expandLayTerms('the lab found nothing in his sample')).toContain('azoospermia');
    expect(expandLayTerms('what do the who cut-offs say')).toContain('reference values');
    expect(expandLayTerms('how did the urologist tell it was there')).toContain('diagnosed');
  });

  it('knows names for blood and semen measures, keyhole routes, steroid slang and a partner’s distress', () => {
    expect(expandLayTerms('bioavailable testosterone explained')).toContain(
      'testosterone level test',
    );
    expect(expandLayTerms('only 0.9 ml came out')).toContain('volume');
    expect(expandLayTerms('cuts near the navel')).toContain('laparoscopic');
    expect(expandLayTerms('ran anavar last summer')).toContain('anabolic steroids');
    expect(expandLayTerms('noticed it aged 14')).toContain('teenagers');
    expect(expandLayTerms('he has shut down since the news')).toContain('mental health');
  });

  it('reads "came back" as a recurrence, but not a result that came back', () => {
    expect(expandLayTerms('the swelling came back a year later')).toContain('recurrence');
    expect(expandLayTerms('his count came back low')).not.toContain('recurrence');
  });

  it('adds "need" for "have to get it fixed" without swallowing the topic word into it', () => {
    const concepts = layConcepts('does he have to get his varicocele fixed before we try');
    expect(concepts).toContain('varicocele varicocele');
    expect(concepts.some((c) => c.startsWith('have to get') && c.endsWith('need'))).toBe(true);
  });

  it('groups a lay term with the library words it adds into one concept; other words stand alone', () => {
    expect(layConcepts('can a varicocele make me infertile')).toEqual([
      'varicocele varicocele',
      'infertile infertility fertility',
      'can',
      'a',
      'make',
      'me',
    ]);
    // A long message is searched by its first distinct concepts.
    const long = Array.from({ length: 200 }, (_, i) => `word${i} again`).join(' ');
    expect(layConcepts(long).length).toBeLessThanOrEqual(48);
    expect(layConcepts('again again again')).toEqual(['again']);
    // Two lay terms that match "low t" make one concept.
    expect(layConcepts('low t')).toEqual(['low t low testosterone testosterone level test']);
  });
});
