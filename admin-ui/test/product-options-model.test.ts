import { describe, expect, it } from 'vitest';
import { productInput, type Product } from '@vitrine/contract';
import { messages } from '../src/lib/contract.ts';
import { validate } from '../src/lib/validation.ts';
import {
  combinations,
  comboKey,
  draftFrom,
  lowestPrice,
  optionsFormErrors,
  optionsPayload,
  valueProblem,
  variantRows,
  withTypes,
  type OptionsDraft,
} from '../src/store/product-options-model.ts';

/** The product form's options as the owner edits them, and what they send to POST/PUT /products. */
const none: OptionsDraft = { types: [], rows: {} };
const type = (name: string, values: string[], key = 1) => ({ key, name, values });

describe('product options draft', () => {
  it('makes one combination per value, across two types in their order; a type without values is skipped', () => {
    expect(combinations([type('Tamanho', ['P', 'M']), type('Cor', ['Azul', 'Verde'], 2)])).toEqual([
      ['P', 'Azul'],
      ['P', 'Verde'],
      ['M', 'Azul'],
      ['M', 'Verde'],
    ]);
    expect(combinations([type('Tamanho', ['P']), type('Cor', [], 2)])).toEqual([['P']]);
    expect(combinations([])).toEqual([]);
  });

  it('starts new combinations at the price typed, and a second type keeps the price of the row it grew from', () => {
    const sizes = withTypes(none, [type('Tamanho', ['P', 'M'])], '30,00');
    expect(variantRows(sizes).map((r) => [r.values, r.price, r.availability])).toEqual([
      [['P'], '30,00', 'disponivel'],
      [['M'], '30,00', 'disponivel'],
    ]);
    const priced: OptionsDraft = { ...sizes, rows: { ...sizes.rows, [comboKey(['M'])]: { price: '35,00', old_price: '', availability: 'disponivel' } } };
    const colours = withTypes(priced, [type('Tamanho', ['P', 'M']), type('Cor', ['Azul'], 2)], '30,00');
    expect(variantRows(colours).map((r) => [r.values.join('/'), r.price])).toEqual([
      ['P/Azul', '30,00'],
      ['M/Azul', '35,00'],
    ]);
  });

  it('reads a saved product, a combination the API does not list starting hidden', () => {
    const product = {
      price: 10,
      options: [{ name: 'Tamanho', values: ['P', 'M'] }],
      variants: [{ id: 1, options: ['P'], price: 10, old_price: 12.5, availability: 'esgotado' }],
    } as unknown as Product;
    const draft = draftFrom(product);
    expect(variantRows(draft).map((r) => [r.values[0], r.price, r.old_price, r.availability])).toEqual([
      ['P', '10,00', '12,50', 'esgotado'],
      ['M', '10,00', '', 'oculto'],
    ]);
  });

  it('sends money parsed the Brazilian way, and what does not parse as typed, for the contract to name the row', () => {
    const draft = withTypes(none, [type(' Tamanho ', ['P', 'M'])], '12,50');
    draft.rows[comboKey(['M'])] = { price: '1.234', old_price: '', availability: 'oculto' };
    const payload = optionsPayload(draft);
    expect(payload).toEqual({
      options: [{ name: 'Tamanho', values: ['P', 'M'] }],
      variants: [
        { options: ['P'], price: '12.50', old_price: null, availability: 'disponivel' },
        { options: ['M'], price: '1.234', old_price: null, availability: 'oculto' },
      ],
    });
    const errors = validate(productInput, { name: 'Pipa', price: 1, unit: 'unidade', category_id: 1, ...payload });
    expect(errors).toEqual({ 'variants.1.price': messages.money.ambiguous('Preço da combinação', '1.234') });
    expect(lowestPrice(draft)).toBe('12.50'); // the hidden one is not on show
    expect(optionsPayload(none)).toEqual({ options: [], variants: [] });
  });

  it('sends no combination while a type has no values, so the check asks for them', () => {
    const payload = optionsPayload(withTypes(none, [type('Tamanho', ['P']), type('Cor', [], 2)], '1'));
    expect(payload.variants).toEqual([]);
    const errors = validate(productInput, { name: 'Pipa', price: 1, unit: 'unidade', category_id: 1, ...payload });
    expect(errors['options.1.values']).toBe(messages.variants.valuesRequired('Cor'));
  });

  it('refuses an old price not above the price, a repeated value, a 21st value and a long one', () => {
    const draft = withTypes(none, [type('Tamanho', ['P'])], '20,00');
    draft.rows[comboKey(['P'])]!.old_price = '20';
    expect(optionsFormErrors(draft)).toEqual({ 'variants.0.old_price': messages.products.oldPriceNotHigher });
    expect(valueProblem(type('Tamanho', ['P']), 'P')).toBe(messages.variants.valueRepeated('Tamanho', 'P'));
    expect(
      valueProblem(
        type(
          'Cor',
          Array.from({ length: 20 }, (_, i) => `C${i}`),
        ),
        'Azul',
      ),
    ).toBe(messages.variants.tooManyValues('Cor'));
    expect(valueProblem(type('Cor', []), 'x'.repeat(41))).toBe(messages.variants.valueText);
    expect(valueProblem(type('Cor', ['Azul']), 'Verde')).toBeNull();
  });
});
