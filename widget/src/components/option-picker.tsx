import type { Product } from '../model/types.ts';
import { valueState, type Choice } from '../model/variants.ts';
import { messages } from '../model/text.ts';

/**
 * The shopper's choice of a product's options: one group of radio buttons
 * per option type (Tamanho, Cor), drawn as chips. Values stay pickable whatever else is
 * chosen (greyed values never trap the shopper); one that makes a sold-out or missing
 * combination is marked, and the page says so.
 */
export function OptionPicker({ product, choice, onChoose }: { product: Product; choice: Choice; onChoose: (next: Choice) => void }) {
  return (
    <div class="vs-options">
      {product.options.map((option, index) => (
        <fieldset key={option.name} class="vs-option">
          <legend>
            {option.name}
            {choice[index] && `: ${choice[index]}`}
          </legend>
          <div class="vs-chips">
            {option.values.map((value) => {
              const state = valueState(product, choice, index, value);
              return (
                <label key={value} class={`vs-chip-opt${state === 'on-sale' ? '' : ' vs-chip-soldout'}`}>
                  <input
                    type="radio"
                    name={`vs-opt-${product.id}-${index}`}
                    value={value}
                    checked={choice[index] === value}
                    onChange={() => onChoose(choice.map((v, i) => (i === index ? value : v)))}
                  />
                  <span>
                    {value}
                    {state !== 'on-sale' && <span class="vs-sr"> ({state === 'sold-out' ? messages.catalogue.soldOut : messages.variants.missing})</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
