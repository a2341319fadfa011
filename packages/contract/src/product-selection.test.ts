import { describe, expect, it } from 'vitest';
import {
  checkSelection,
  missingAttributes,
  selectionForApi,
  singleSelectAttributes,
  toggleOption,
} from './product-selection';

const brief = {
  attributes: { Size: ['S', 'M'], Colour: ['Black', 'Sand'] },
  multi_select_attributes: [] as string[],
};
const fivePack = {
  attributes: { Size: ['S', 'M'], Colours: ['Black', 'Navy', 'White'] },
  multi_select_attributes: ['Colours'],
};

describe('option picker', () => {
  it('replaces the value of a single-select attribute', () => {
    let selection = toggleOption(brief, {}, 'Size', 'S');
    selection = toggleOption(brief, selection, 'Size', 'M');
    expect(selection).toEqual({ Size: ['M'] });
  });

  it('toggles values of a multi-select attribute, in the product order', () => {
    let selection = toggleOption(fivePack, {}, 'Colours', 'White');
    selection = toggleOption(fivePack, selection, 'Colours', 'Black');
    expect(selection.Colours).toEqual(['Black', 'White']);
    selection = toggleOption(fivePack, selection, 'Colours', 'Black');
    selection = toggleOption(fivePack, selection, 'Colours', 'White');
    expect(selection.Colours).toEqual([]);
    expect(selectionForApi(selection)).toBeUndefined();
  });

  it('lists attributes with nothing chosen (multi-select needs at least one)', () => {
    expect(missingAttributes(fivePack, { Size: ['M'], Colours: [] })).toEqual(['Colours']);
    expect(missingAttributes(brief, {})).toEqual(['Size', 'Colour']);
  });
});

describe('checkSelection', () => {
  it('returns the choices in the product order, one value per single-select attribute', () => {
    expect(checkSelection(fivePack, { Colours: ['White', 'Black'], Size: ['M'] })).toEqual({
      selected: { Size: ['M'], Colours: ['Black', 'White'] },
      errors: {},
    });
    expect(singleSelectAttributes(fivePack)).toEqual(['Size']);
  });

  it('names unknown attributes, unknown values and a second single-select value', () => {
    const { errors } = checkSelection(brief, {
      Fit: ['Slim'],
      Size: ['XL'],
      Colour: ['Black', 'Sand'],
    });
    expect(errors).toEqual({
      Fit: ['This product has no option "Fit".'],
      Size: ['"XL" is not an option of Size.'],
      Colour: ['Choose one Colour.'],
    });
  });
});
