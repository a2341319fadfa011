import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-local';
import { labelOf } from './extraction-evaluation';
import { withRunOnsBroken } from './run-ons';

const labels = (text: string) => extractFacts(text).map(labelOf).sort();

describe('messages typed in one breath', () => {
  const dictated =
    'so yeah I am 41 and the doctor says my count is low I used to go in the sauna most days ' +
    "so I stopped it I'm also taking zinc every morning and my wife is on folic acid";

  it('breaks a long stretch with no stops before each new "I" and "my wife"', () => {
    expect(withRunOnsBroken(dictated)).toBe(
      'so yeah , I am 41 and the doctor says my count is low , I used to go in the sauna most ' +
        "days , so I stopped it , I'm also taking zinc every morning , and my wife is on folic acid",
    );
  });

  it('keeps an "I" that belongs to the clause before, and short messages as they are', () => {
    const kept =
      'he told me to stop the sauna which I used to do a lot and he said I should rest ' +
      'and not worry about anything I can not change for now at least until the next test';
    expect(withRunOnsBroken(kept)).toBe(kept);
    expect(withRunOnsBroken('I smoke I drink I vape')).toBe('I smoke I drink I vape');
  });

  it('starts a new clause at an "I" after "for me" or "to me", not after "told me"', () => {
    const text =
      'Hello this is Earl I am 71 years old and my grandson set this up for me I take the ' +
      'Flomax for my prostate and the Lipitor and I had a hernia operation back in 98';
    expect(withRunOnsBroken(text)).toContain('set this up for me , I take the Flomax');
    expect(labels(text)).toEqual([
      'medication:statin',
      'medication:tamsulosin',
      'personal:age=71 years',
      'procedure:hernia_repair',
    ]);
  });

  it('keeps "I am taking for 3 months" with what it names', () => {
    const text =
      'my doctor gave me coq10 and vitamin e and zinc and told me to come back after a while and ' +
      'then see what happens I am taking for 3 months daily';
    expect(withRunOnsBroken(text)).not.toContain(', I am taking');
  });

  it('opens the new clause with a time joined on by "and also"', () => {
    const text =
      'I drive a taxi so I am sitting the whole day and my erection is not strong when I am ' +
      'with my wife and also for around 5 months I am finishing too quickly please help';
    expect(withRunOnsBroken(text)).toContain(', and also for around 5 months I am finishing');
    expect(labels(text)).toContain('symptom:premature_ejaculation for 5 months');
  });

  it('lets each habit keep its own time once the stretch is broken', () => {
    expect(labels(dictated)).toEqual([
      'lifestyle:heat @former',
      'personal:age=41 years',
      'supplement:zinc @daily',
    ]);
  });
});
