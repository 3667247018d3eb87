/**
 * docs/product.md §2: category cards show an emoji chosen by keywords in the category's name, from a
 * table of what small shops sell (bags, clothes, shoes, food, cosmetics,
 * crafts, pets, toys, kites…). A name no rule knows gets no emoji ('') rather than a guess.
 * Keywords are word starts of the unaccented, lower-case name; the first rule that matches
 * wins, so the more specific come first ("Bolsas de praia" is a bag, not the beach).
 * Server side only: category answers carry it as `emoji`, so the storefront's script ships
 * no table. Pure, no zod: the contract's schemas import it as data.
 */
const RULES: Array<[RegExp, string]> = [
  // kites and their gear
  [/\b(rabiol|cauda)/, '🎀'],
  [/\b(linha|carretel|carretilh|cerol)/, '🧵'],
  [/\b(varet|bambu|taquar)/, '🎋'],
  [/\b(pipa|papagai|raia|arraia|pandorg|cafifa|kite)/, '🪁'],
  // bags, clothes, shoes, accessories
  [/\b(bolsa|bolsinh|mochil|necessaire|carteir|clutch|sacola|pochete|mala)/, '👜'],
  [/\b(calcas?\b|saia|short|bermud|jeans)/, '👖'],
  [/\b(vestid)/, '👗'],
  [/\b(biquini|maio|praia|moda praia)/, '👙'],
  [/\b(lingerie|cueca|calcinh|sutia|pijama|intima)/, '🩲'],
  [/\b(bone|chapeu|gorro|touca)/, '🧢'],
  [/\b(oculo)/, '🕶️'],
  [/\b(bebe|enxoval|fralda)/, '🍼'],
  [/\b(roupa|camis|blus|vestu|moda|casaco|jaqueta|moletom|conjunto|look)/, '👕'],
  [/\b(calcad|tenis|sapat|sandali|chinel|bota|rasteir)/, '👟'],
  [/\b(joia|semijoia|bijut|brinco|colar|anel|aneis|pulseir|relogi)/, '💍'],
  // beauty and health
  [/\b(perfum|fragranc|colonia)/, '🧴'],
  [/\b(maqui|batom|beleza|cosmetic|esmalte|unha)/, '💄'],
  [/\b(cabel|shampoo|xampu|condicionad|skin|pele|hidrat|creme|sabonet|higiene)/, '🧴'],
  [/\b(farmac|saude|suplement|vitamin)/, '💊'],
  // food and drink
  [/\b(bolo|doce|brigadeir|confeit|chocolat|sobremes|torta)/, '🍰'],
  [/\b(pao|paes|padari|salgad|lanche|pizza|marmit|comida|aliment|refeic|congelad)/, '🥪'],
  [/\b(fruta|verdur|legum|horti|organic|feira)/, '🥦'],
  [/\b(cafe|cha|chas)\b/, '☕'],
  [/\b(cervej|vinho|drink|destilad)/, '🍷'],
  [/\b(bebida|suco|refriger|agua)/, '🥤'],
  [/\b(mercearia|tempero|grao|graos|cereal)/, '🛒'],
  // home, crafts, gifts
  [/\b(artesan|croche|trico|bordad|costur|tecido|armarinho|linha)/, '🧶'],
  [/\b(vela|aromatiz|incenso)/, '🕯️'],
  [/\b(decor|casa|lar|cozinha|utilidad|mesa|banho|cama)/, '🏠'],
  [/\b(planta|flor|flores|jardim|vaso|suculent)/, '🪴'],
  [/\b(presente|gift|lembranc|festa|kit festa)/, '🎁'],
  [/\b(papel|papelaria|caderno|agenda|caneta|escolar)/, '📒'],
  [/\b(livro|revista|gibi)/, '📚'],
  // pets, toys, sport, tech, tools
  [/\b(pet|cachorr|cao|caes|gato|racao|petisc|coleira)/, '🐾'],
  [/\b(brinquedo|infantil|crianc|boneca|pelucia|jogo|jogos)/, '🧸'],
  [/\b(esport|fitness|academia|bicicl|bike|futebol|bola)/, '⚽'],
  [/\b(celular|eletronic|informatic|fone|cabo|carregador|gamer)/, '📱'],
  [/\b(ferrament|construc|eletric|hidraulic)/, '🔧'],
  // how the shop groups things
  [/\b(kit|combo|pacote)/, '📦'],
  [/\b(promo|oferta|desconto|liquida|outlet)/, '🏷️'],
  [/\b(acessori|utensil)/, '🧰'],
];

/** The card's emoji for a category name; '' when no rule knows the name. */
export function categoryEmoji(name: string): string {
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [pattern, emoji] of RULES) if (pattern.test(key)) return emoji;
  return '';
}
