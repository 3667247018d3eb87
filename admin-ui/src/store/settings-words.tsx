import {
  DEFAULT_DELIVERY_TEXT,
  DEFAULT_HERO_TAGLINE,
  DEFAULT_PAYMENT_TEXT,
  WEEKDAYS,
  WEEKDAY_LABELS,
  type OpeningHours,
  type ValueBlock,
  type Weekday,
} from '@vitrine/contract';
import { Field, FormSection, type FieldErrors } from '../ui/field.tsx';
import { synonymsError } from './synonyms-text.ts';

/** The home page's words: the hero tagline and the three value blocks. */
export function HomeWordsFields(props: {
  tagline: string;
  onTagline: (v: string) => void;
  blocks: ValueBlock[];
  onBlocks: (v: ValueBlock[]) => void;
  errors: FieldErrors;
}) {
  const { tagline, onTagline, blocks, onBlocks, errors } = props;
  const setBlock = (i: number, patch: Partial<ValueBlock>) => onBlocks(blocks.map((b, j) => (i === j ? { ...b, ...patch } : b)));
  return (
    <FormSection title="Página inicial">
      <Field label="Frase de destaque" error={errors.hero_tagline} hint="Aparece embaixo do nome da loja, no topo da página inicial.">
        <input className="input" value={tagline} onChange={(e) => onTagline(e.target.value)} placeholder={DEFAULT_HERO_TAGLINE} maxLength={160} />
      </Field>
      <div className="value-blocks">
        {blocks.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three blocks are positions (first, second, third), never reordered
          <fieldset key={i} className="value-block">
            <legend>Bloco {i + 1}</legend>
            <Field label={`Título do bloco ${i + 1}`} error={errors[`value_blocks.${i}.title`]}>
              <input className="input" value={b.title} onChange={(e) => setBlock(i, { title: e.target.value })} maxLength={60} />
            </Field>
            <Field label={`Texto do bloco ${i + 1}`} error={errors[`value_blocks.${i}.text`]}>
              <textarea className="input textarea" rows={3} value={b.text} onChange={(e) => setBlock(i, { text: e.target.value })} maxLength={200} />
            </Field>
          </fieldset>
        ))}
      </div>
    </FormSection>
  );
}

const dayError = (errors: FieldErrors, day: Weekday) =>
  errors[`opening_hours.${day}`] ?? errors[`opening_hours.${day}.opens`] ?? errors[`opening_hours.${day}.closes`];

/** Opening hours per weekday; a day not open is closed. */
export function OpeningHoursFields({ hours, onChange, errors }: { hours: OpeningHours; onChange: (v: OpeningHours) => void; errors: FieldErrors }) {
  const setDay = (day: Weekday, value: OpeningHours[Weekday]) => onChange({ ...hours, [day]: value });
  return (
    <FormSection title="Horário de atendimento">
      <p className="field__hint">Horário de Brasília. A página de contato mostra “Aberto agora” ou “Fechado agora” por este horário.</p>
      {errors.opening_hours && (
        <p className="field__error" role="alert">
          {errors.opening_hours}
        </p>
      )}
      <ul className="hours-editor" aria-label="Horário por dia da semana">
        {WEEKDAYS.map((day) => {
          const h = hours[day];
          const label = WEEKDAY_LABELS[day];
          const error = dayError(errors, day);
          return (
            <li key={day} className={`hours-editor__day ${error ? 'hours-editor__day--invalid' : ''}`}>
              <label className="hours-editor__open">
                <input type="checkbox" checked={!!h} onChange={(e) => setDay(day, e.target.checked ? { opens: '08:00', closes: '18:00' } : null)} />
                <span>{label}</span>
              </label>
              {h ? (
                <span className="hours-editor__times">
                  <input
                    className="input"
                    type="time"
                    aria-label={`${label}: abre às`}
                    value={h.opens}
                    onChange={(e) => setDay(day, { ...h, opens: e.target.value })}
                    aria-invalid={error ? true : undefined}
                  />
                  <span aria-hidden="true">às</span>
                  <input
                    className="input"
                    type="time"
                    aria-label={`${label}: fecha às`}
                    value={h.closes}
                    onChange={(e) => setDay(day, { ...h, closes: e.target.value })}
                    aria-invalid={error ? true : undefined}
                  />
                </span>
              ) : (
                <span className="hours-editor__closed">Fechado</span>
              )}
              {error && (
                <p className="field__error hours-editor__error" role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </FormSection>
  );
}

/**
 * One of the contact page's texts, its default as the placeholder. A plain function, not a
 * component: Field looks through elements for the control to tie to its label, hint and error.
 */
const contactText = (value: string, onChange: (v: string) => void, placeholder: string) => (
  <textarea className="input textarea" rows={2} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} maxLength={200} />
);

/** The contact page's payment and delivery words; empty shows the neutral default. */
export function ContactWordsFields(props: {
  payment: string;
  onPayment: (v: string) => void;
  delivery: string;
  onDelivery: (v: string) => void;
  errors: FieldErrors;
}) {
  const { payment, onPayment, delivery, onDelivery, errors } = props;
  return (
    <FormSection title="Página de contato">
      <Field
        label="Formas de pagamento"
        error={errors.payment_text}
        hint="Como a loja recebe: Pix, cartão, dinheiro… Em branco, a página diz o texto de exemplo."
      >
        {contactText(payment, onPayment, DEFAULT_PAYMENT_TEXT)}
      </Field>
      <Field label="Retirada e entrega" error={errors.delivery_text} hint="Se dá para retirar na loja, se entrega, por onde envia.">
        {contactText(delivery, onDelivery, DEFAULT_DELIVERY_TEXT)}
      </Field>
    </FormSection>
  );
}

/** The shop's search synonyms, one a line ("papagaio = pipa"): a search for the first word also finds the second. */
export function SearchSynonymsField({ text, onText, errors }: { text: string; onText: (v: string) => void; errors: FieldErrors }) {
  return (
    <FormSection title="Busca da loja">
      <Field
        label="Sinônimos"
        error={synonymsError(errors)}
        hint="Um por linha: a palavra que o cliente digita = a palavra dos seus produtos. Por exemplo: papagaio = pipa."
      >
        <textarea
          className="input textarea"
          rows={4}
          value={text}
          onChange={(e) => onText(e.target.value)}
          placeholder={'papagaio = pipa\nbolsinha = bolsa'}
          spellCheck={false}
        />
      </Field>
    </FormSection>
  );
}
