import { describe, expect, it } from 'vitest';
import { inStandardEnglish } from './dialect';
import { extractFacts } from './extract-local';
import { labelOf } from './extraction-evaluation';

describe('words of other Englishes put into standard English', () => {
  it.each([
    ['I cannae get tae sleep wi the wean', "I can't get to sleep with the wean"],
    [
      "ma sex drive's gone an I didnae tell the doc",
      "my sex drive's gone an I didn't tell the doc",
    ],
    ['me wife says me balls look swollen', 'my wife says my balls look swollen'],
    ['I does drink a few beers every Friday', 'I drink a few beers every Friday'],
    ['I dey take Cialis', 'I take Cialis'],
    ['Mi 33 an mi smoke a spliff pon di weekend', 'I 33 an I smoke a spliff on the weekend'],
    ['still no news leh.', 'still no news.'],
    ['we are trying from 2 years', 'we are trying for 2 years'],
    ['tryna get fit b4 the baby', 'trying to get fit before the baby'],
  ])('%s', (said, standard) => {
    expect(inStandardEnglish(said)).toBe(standard);
  });

  it.each([
    ['my ma smokes', 'my ma smokes'],
    ['I run 5 mi a day', 'I run 5 mi a day'],
    ['the trip from 2 years ago', 'the trip from 2 years ago'],
    ['give me a minute', 'give me a minute'],
  ])('leaves "%s" as it is', (said, standard) => {
    expect(inStandardEnglish(said)).toBe(standard);
  });

  it('lets the extraction read a message in another English as it reads standard English', () => {
    const labels = (text: string) => extractFacts(text).map(labelOf).sort();
    expect(labels('Mi 33 an mi drink likkle rum pon di weekend')).toEqual(
      labels("I'm 33 and I drink a little rum on the weekend"),
    );
    expect(labels('I cannae get tae sleep, me back is killing me')).toEqual(
      ['lifestyle:sleep', 'symptom:pain'].sort(),
    );
  });
});
