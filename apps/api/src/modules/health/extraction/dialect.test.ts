import { describe, expect, it } from 'vitest';
import { inStandardEnglish } from './dialect';
import { extractFacts } from './extract-local';
import { labelOf } from './extraction-evaluation';

describe('words of other Englishes put into standard English', () => {
  it.each([
    ['I cannae get tae sleep wi the wean', "I can't get to sleep with the baby"],
    [
      "ma sex drive's gone an I didnae tell the doc",
      "my sex drive's gone and I didn't tell the doc",
    ],
    ['me wife says me balls look swollen', 'my wife says my balls look swollen'],
    ['I does drink a few beers every Friday', 'I drink a few beers every Friday'],
    ['I dey take Cialis', 'I take Cialis'],
    ['Mi 33 an mi smoke a spliff pon di weekend', 'I 33 and I smoke a spliff on the weekend'],
    ['still no news leh.', 'still no news.'],
    ['we are trying from 2 years', 'we are trying for 2 years'],
    ['tryna get fit b4 the baby', 'trying to get fit before the baby'],
    // Eleventh session on issue 24: more Scots, Caribbean, West African and text-speak.
    ["Ah'm forty an ah've been sore", "I'm forty and I've been sore"],
    ['noo ah feel rotten maist mornings', 'now I feel rotten most mornings'],
    ['efter the op ah wis fine', 'after the op I was fine'],
    ['me an de wife tryin fuh a baby', 'me and the wife tryin for a baby'],
    ['nuh pain or nuttin', 'no pain or nothing'],
    ['I don stop the drink', 'I have stopped the drink'],
    ['I dey tire every day', 'I am tired every day'],
    ['I start it 2 weeks ago', 'I started it 2 weeks ago'],
    ['10 cigs by day', '10 cigs a day'],
    ['on accutane 4 my skin', 'on accutane for my skin'],
    // Twelfth session on issue 24.
    ['dinnae smoke, rin twice a week', "don't smoke, run twice a week"],
    ['sore oan an aff', 'sore on and off'],
    ['mi nuh have no energy', 'I have no energy'],
    ["I ain't got no drive", 'I have no drive'],
    ['ah cannit sleep', "I can't sleep"],
    ['a wee bit ae weed', 'a wee bit of weed'],
    ['mi bredda seh mi fi try it', 'mi bredda says mi to try it'],
    ['folic acid ever mornin', 'folic acid every mornin'],
    ['the pain don go', 'the pain have gone'],
    ['dnt smk, drnk 2x/wk', "don't smoke, drink 2x a week"],
    ['I go running on weekends question mark what else', 'I go running on weekends? what else'],
    ['last year i take sarms', 'last year i took sarms'],
    ['started ashwagandha three weeks back', 'started ashwagandha three weeks ago'],
    ['19 nd sore twice a nite', '19 and sore twice a night'],
    ['we don try for 3 years', 'we have been trying for 3 years'],
    ['I don take am since May', 'I have been taking it since May'],
    ['my pain don stop', 'my pain have stopped'],
    ['I dey 41 years', 'I am 41 years'],
    ['e don reach 2 months', 'it has been 2 months'],
    ['it no dey work', "it doesn't work"],
    ['mi cyaan sleep', "I can't sleep"],
    ['oan the tins aw the time', 'on the tins all the time'],
    ['but stop 3 weeks ago', 'but stopped 3 weeks ago'],
    ['before 2 years', '2 years ago'],
  ])('%s', (said, standard) => {
    expect(inStandardEnglish(said)).toBe(standard);
  });

  it.each([
    ['my ma smokes', 'my ma smokes'],
    ['I run 5 mi a day', 'I run 5 mi a day'],
    ['the trip from 2 years ago', 'the trip from 2 years ago'],
    ['give me a minute', 'give me a minute'],
    ['it gave me back ache', 'it gave me back ache'],
    ['an hour a day', 'an hour a day'],
    ['an MRI last week', 'an MRI last week'],
    ['before 2 years of trying', 'before 2 years of trying'],
    ['Dan and me', 'Dan and me'],
    ['smoke 4 a day', 'smoke 4 a day'],
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
