import { describe, expect, it } from 'vitest';
import { labValuesIn } from './lab-values';

describe('hormone and blood results in a report', () => {
  it('reads each result once, with the unit it is reported in, before its range', () => {
    const report = [
      'Testosterone, total   14.2 nmol/L   8.6-29.0',
      'Free testosterone: 250 pmol/L',
      'Total testosterone 410 ng/dL (second line, ignored)',
      'Follicle-stimulating hormone (FSH) 6.1 mIU/mL',
      'Oestradiol 95 pmol/L',
      'PSA 0.8 ug/L',
    ].join('\n');
    expect(labValuesIn(report)).toEqual([
      { label: 'total testosterone', value: 14.2, unit: 'nmol/L', tracked: true },
      { label: 'free testosterone', value: 250, unit: 'pmol/L', tracked: false },
      { label: 'FSH', value: 6.1, unit: 'IU/L', tracked: true },
      { label: 'oestradiol', value: 95, unit: 'pmol/L', tracked: true },
      { label: 'PSA', value: 0.8, unit: 'µg/L', tracked: true },
    ]);
  });

  it('reads nothing from a name with no number, or a number in another unit', () => {
    expect(labValuesIn('Testosterone: see comment\nLH 12 %\nFSH pending')).toEqual([]);
  });
});
