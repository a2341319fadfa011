import { describe, expect, it } from 'vitest';
import { classifyRequest } from './request-kinds';

describe('classifyRequest', () => {
  it('spots requests for a diagnosis', () => {
    for (const text of [
      'do I have cancer?',
      'is this lump a tumor',
      'am i infertile',
      'what is wrong with me',
      'is my sperm count normal? it says 12 million',
      'could it be a varicocele',
    ]) {
      expect(classifyRequest(text), text).toEqual({ asksForDiagnosis: true, asksForDose: false });
    }
  });

  it('spots requests for a medicine dose', () => {
    for (const text of [
      'how many mg of clomid should I take',
      'what dose of hcg do bodybuilders use',
      'can I take 2 cialis at once',
      'how often should I inject testosterone',
      'should I double my dose',
    ]) {
      expect(classifyRequest(text), text).toEqual({ asksForDiagnosis: false, asksForDose: true });
    }
  });

  it('leaves ordinary questions alone', () => {
    for (const text of [
      'what is a varicocele',
      'do I have to avoid sex before a semen analysis?',
      'how long is recovery after embolisation',
      'does cycling affect fertility',
    ]) {
      expect(classifyRequest(text), text).toEqual({ asksForDiagnosis: false, asksForDose: false });
    }
  });
});
