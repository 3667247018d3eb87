/**
 * spec §2: category cards show an emoji chosen by keywords in the category's name. The
 * first rule whose keyword appears in the name wins, so specific words come first.
 * Server side only: category answers carry it as `emoji`, so the storefront's script ships
 * no table (issue 13 item 9). Pure, no zod: the contract's schemas import it as data.
 */
const RULES: Array<[RegExp, string]> = [
  [/\b(rabiol|cauda|fita)/, '🎀'],
  [/\b(linha|carretel|carretilh|fio|cerol)/, '🧵'],
  [/\b(varet|bambu|taquar|vara)/, '🎋'],
  [/\b(pipa|papagai|raia|arraia|pandorg|cafifa|kite)/, '🪁'],
  [/\b(kit|combo|pacote|conjunto)/, '📦'],
  [/\b(promo|oferta|desconto|liquida)/, '🏷️'],
  [/\b(acessori|ferrament|utensil)/, '🧰'],
  [/\b(infantil|crianc|brinquedo)/, '🧸'],
  [/\b(roupa|camis|vestu|moda)/, '👕'],
  [/\b(cal[cç]ad|tenis|sapat)/, '👟'],
  [/\b(comida|aliment|doce|bolo|lanche)/, '🍰'],
  [/\b(bebida|suco|cafe)/, '🥤'],
  [/\b(presente|gift)/, '🎁'],
  [/\b(papel|papelaria|caderno)/, '📒'],
];

export function categoryEmoji(name: string): string {
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [pattern, emoji] of RULES) if (pattern.test(key)) return emoji;
  return '🛍️';
}
