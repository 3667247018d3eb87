import type { Unit } from '@vitrine/contract/products';

/** The demo kite shop (spec: "the sample store sells kites, tails, lines, sticks and accessories"). */
export const DEMO_SHOP = {
  subdomain: 'demo',
  client_name: 'Carlos Almeida',
  client_email: 'contato@pipasdovento.com.br',
  client_phone: '(11) 3456-7890',
  site_name: 'Pipas do Vento',
  site_description: 'Loja de pipas, rabiolas, linhas e varetas em São Paulo.',
  store_name: 'Pipas do Vento',
  store_description: 'Tudo para soltar pipa com segurança: pipas artesanais, rabiolas, linhas sem cerol, varetas e acessórios.',
  contact_email: 'contato@pipasdovento.com.br',
  whatsapp: '5511987654321',
  instagram: 'pipasdovento',
  contact_phone: '(11) 3456-7890',
  address: 'Rua das Andorinhas, 120 - Vila Mariana',
  city: 'São Paulo',
  state: 'SP',
  zip_code: '04101-000',
  google_maps_url: 'https://maps.google.com/?q=Rua+das+Andorinhas,+120,+S%C3%A3o+Paulo',
  is_active: true,
  is_published: true,
} as const;

/** What a demo picture draws (kite-art.ts): each product as what it is. */
export type ArtKind =
  | 'kite'
  | 'fishKite'
  | 'starKite'
  | 'kiteKit'
  | 'tail'
  | 'tailRoll'
  | 'ribbon'
  | 'tailPack'
  | 'line'
  | 'threadCone'
  | 'handReel'
  | 'skein'
  | 'stick'
  | 'rodPair'
  | 'rod'
  | 'reel'
  | 'glue'
  | 'tissue'
  | 'gloves'
  | 'assemblyKit';

export interface DemoProduct {
  name: string;
  price: string;
  old_price?: string;
  unit: Unit;
  short_description: string;
  description: string;
  colors: [string, string];
  /** Destaque: first on the home page. */
  featured?: boolean;
  /** The picture, when it is not the category's (a glove is not a reel). */
  art?: ArtKind;
}

export interface DemoCategory {
  name: string;
  description: string;
  art: ArtKind;
  products: DemoProduct[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: 'Pipas',
    description: 'Pipas artesanais de papel de seda e plástico, para iniciantes e experientes.',
    art: 'kite',
    products: [
      {
        name: 'Pipa Raia Tradicional 50 cm',
        price: '12.90',
        unit: 'unidade',
        colors: ['#E63946', '#F1FAEE'],
        short_description: 'A clássica raia de papel de seda, pronta para voar.',
        description:
          'Pipa raia tradicional feita à mão com papel de seda resistente e varetas de bambu selecionadas. Ótima estabilidade com vento fraco ou moderado. Acompanha estirante montado.',
      },
      {
        name: 'Pipa Arraia Colorida 60 cm',
        price: '15.90',
        unit: 'unidade',
        colors: ['#2A9D8F', '#E9C46A'],
        short_description: 'Arraia de plástico colorido, leve e resistente à umidade.',
        description:
          'Arraia de plástico de alta resistência, não rasga com facilidade e aguenta um pouco de umidade. Cores vivas que aparecem bem alto no céu.',
      },
      {
        art: 'fishKite',
        name: 'Pipa Peixinho Infantil',
        price: '9.90',
        old_price: '12.90',
        unit: 'unidade',
        colors: ['#F4A261', '#264653'],
        short_description: 'Pipa em formato de peixe, ideal para crianças.',
        description: 'Pipa em formato de peixinho, fácil de empinar, perfeita para as crianças começarem. Use sempre em áreas abertas, longe da rede elétrica.',
      },
      {
        art: 'starKite',
        name: 'Pipa Estrela de Seda 70 cm',
        featured: true,
        price: '34.90',
        unit: 'unidade',
        colors: ['#7B2CBF', '#FFD60A'],
        short_description: 'Estrela de seda com acabamento artesanal.',
        description:
          'Pipa estrela de cinco pontas em seda, com acabamento artesanal e reforço nas pontas. Uma peça bonita para quem gosta de pipas diferentes.',
      },
      {
        art: 'kiteKit',
        name: 'Kit 5 Pipas de Papel de Seda',
        price: '39.90',
        old_price: '49.90',
        unit: 'kit',
        colors: ['#06D6A0', '#EF476F'],
        short_description: 'Cinco raias sortidas em papel de seda.',
        description: 'Kit com cinco pipas raia de 45 cm em cores sortidas de papel de seda. Ótimo para brincar em família ou presentear.',
      },
    ],
  },
  {
    name: 'Rabiolas',
    description: 'Rabiolas de seda, plástico e cetim para dar equilíbrio à sua pipa.',
    art: 'tail',
    products: [
      {
        name: 'Rabiola de Seda',
        price: '1.50',
        unit: 'metro',
        colors: ['#FF595E', '#FFCA3A'],
        short_description: 'Rabiola de papel de seda vendida por metro.',
        description: 'Rabiola de papel de seda cortada na hora, vendida por metro. Leve e colorida, dá estabilidade sem pesar a pipa.',
      },
      {
        art: 'tailRoll',
        name: 'Rabiola Plástica Colorida 20 m',
        price: '6.90',
        unit: 'unidade',
        colors: ['#8AC926', '#1982C4'],
        short_description: 'Rolo de 20 metros de rabiola plástica.',
        description: 'Rolo com 20 metros de rabiola de plástico colorido, resistente ao vento forte. Corte no tamanho que preferir.',
      },
      {
        art: 'ribbon',
        name: 'Rabiola Fita de Cetim 15 m',
        price: '9.90',
        unit: 'unidade',
        colors: ['#6A4C93', '#FFFFFF'],
        short_description: 'Fita de cetim brilhante para pipas de exposição.',
        description: 'Rabiola em fita de cetim com brilho, com 15 metros. Ideal para pipas de exposição e festivais.',
      },
      {
        art: 'tailPack',
        name: 'Pacote de Rabiolas Sortidas',
        price: '19.90',
        old_price: '24.90',
        unit: 'pacote',
        colors: ['#FF924C', '#52A675'],
        short_description: 'Cinco rabiolas de cores e materiais sortidos.',
        description: 'Pacote com cinco rabiolas prontas de 10 metros, em cores e materiais sortidos. É só amarrar e empinar.',
      },
    ],
  },
  {
    name: 'Linhas',
    description: 'Linhas de algodão e poliéster, sempre sem cerol: pipa é diversão segura.',
    art: 'line',
    products: [
      {
        name: 'Linha 10 Carretel 500 m',
        price: '14.90',
        unit: 'unidade',
        colors: ['#F8F9FA', '#3A86FF'],
        short_description: 'Linha de algodão nº 10, carretel com 500 metros.',
        description:
          'Linha de algodão número 10 em carretel de 500 metros. Resistente e macia nas mãos. Linha sem cerol: o uso de cerol e linha chilena é proibido e perigoso.',
      },
      {
        art: 'threadCone',
        name: 'Linha Fio 4 Algodão 1000 jardas',
        price: '22.90',
        unit: 'unidade',
        colors: ['#FFFFFF', '#FB5607'],
        short_description: 'Fio 4 de algodão para pipas maiores.',
        description: 'Linha de algodão fio 4 com 1000 jardas, indicada para pipas maiores e ventos mais fortes. Sem cerol.',
      },
      {
        art: 'handReel',
        name: 'Carretilha de Madeira com Linha 200 m',
        featured: true,
        price: '29.90',
        old_price: '35.90',
        unit: 'unidade',
        colors: ['#BC6C25', '#FEFAE0'],
        short_description: 'Carretilha de madeira com 200 m de linha.',
        description: 'Carretilha de madeira envernizada com empunhadura confortável e 200 metros de linha de algodão já enrolada.',
      },
      {
        art: 'skein',
        name: 'Linha Encerada',
        price: '0.20',
        unit: 'metro',
        colors: ['#DDA15E', '#283618'],
        short_description: 'Linha encerada para amarrações, vendida por metro.',
        description: 'Linha encerada para amarrar varetas e estirantes, vendida por metro. Não desfia e segura bem o nó.',
      },
    ],
  },
  {
    name: 'Varetas',
    description: 'Varetas de bambu, fibra de vidro e carbono para montar ou consertar pipas.',
    art: 'stick',
    products: [
      {
        name: 'Vareta de Bambu 60 cm (10 unidades)',
        price: '8.90',
        unit: 'pacote',
        colors: ['#D4A373', '#FAEDCD'],
        short_description: 'Pacote com 10 varetas de bambu de 60 cm.',
        description: 'Pacote com 10 varetas de bambu lixadas, de 60 cm, para montar pipas raia e arraia.',
      },
      {
        name: 'Vareta de Bambu 80 cm (10 unidades)',
        price: '10.90',
        unit: 'pacote',
        colors: ['#CCD5AE', '#E9EDC9'],
        short_description: 'Pacote com 10 varetas de bambu de 80 cm.',
        description: 'Pacote com 10 varetas de bambu de 80 cm, ideais para pipas maiores.',
      },
      {
        art: 'rodPair',
        name: 'Vareta de Fibra de Vidro 70 cm',
        price: '12.90',
        unit: 'par',
        colors: ['#90E0EF', '#0077B6'],
        short_description: 'Par de varetas flexíveis de fibra de vidro.',
        description: 'Par de varetas de fibra de vidro de 70 cm, flexíveis e praticamente inquebráveis.',
      },
      {
        art: 'rod',
        name: 'Vareta de Carbono 1 m',
        price: '18.90',
        old_price: '22.90',
        unit: 'unidade',
        colors: ['#212529', '#ADB5BD'],
        short_description: 'Vareta de carbono leve e rígida.',
        description: 'Vareta de fibra de carbono com 1 metro, muito leve e rígida, para pipas de competição e acrobacias.',
      },
    ],
  },
  {
    name: 'Acessórios',
    description: 'Carretéis, cola, papel de seda, luvas e tudo para montar e soltar sua pipa.',
    art: 'reel',
    products: [
      {
        name: 'Carretel Plástico Grande',
        price: '16.90',
        unit: 'unidade',
        colors: ['#FF006E', '#FFBE0B'],
        short_description: 'Carretel plástico de 20 cm com empunhadura.',
        description: 'Carretel plástico de 20 cm de diâmetro com empunhadura anatômica. Enrola a linha rápido e sem embolar.',
      },
      {
        art: 'glue',
        name: 'Cola Branca para Pipa 90 g',
        price: '5.90',
        unit: 'unidade',
        colors: ['#FFFFFF', '#8338EC'],
        short_description: 'Cola branca que seca rápido no papel de seda.',
        description: 'Cola branca de secagem rápida, não enruga o papel de seda. Frasco com 90 gramas.',
      },
      {
        art: 'tissue',
        name: 'Papel de Seda Sortido (20 folhas)',
        price: '14.90',
        unit: 'pacote',
        colors: ['#FFADAD', '#A0C4FF'],
        short_description: 'Vinte folhas de papel de seda em cores sortidas.',
        description: 'Pacote com 20 folhas de papel de seda de 48 x 60 cm em cores sortidas, para montar e enfeitar pipas.',
      },
      {
        art: 'gloves',
        name: 'Luvas de Proteção para Pipa',
        price: '24.90',
        old_price: '29.90',
        unit: 'par',
        colors: ['#495057', '#F77F00'],
        short_description: 'Luvas que protegem as mãos do atrito da linha.',
        description: 'Par de luvas com reforço na palma e nos dedos, que protegem as mãos do atrito da linha. Tamanho único ajustável.',
      },
      {
        art: 'assemblyKit',
        name: 'Kit Montagem Completo',
        featured: true,
        price: '44.90',
        unit: 'kit',
        colors: ['#3A0CA3', '#4CC9F0'],
        short_description: 'Papel, varetas, linha e cola para montar 3 pipas.',
        description: 'Kit com papel de seda, varetas de bambu, linha de algodão e cola para montar três pipas do zero. Acompanha instruções ilustradas.',
      },
    ],
  },
];

/**
 * The rows of the demo shop's categories and products, as the seed writes them (and tests
 * read them): the catalogue's order is the shop's (kites first), the first products the
 * oldest, a few destaques.
 */
export const demoCategoryRow = (siteId: number, category: DemoCategory, index: number, nameKey: string) => ({
  site_id: siteId,
  name: category.name,
  name_key: nameKey,
  description: category.description,
  position: index + 1,
});

export function demoProductRow(siteId: number, categoryId: number, p: DemoProduct, index: number) {
  const createdAt = new Date(Date.UTC(2026, 9, 1) + index * 3_600_000);
  return {
    site_id: siteId,
    category_id: categoryId,
    name: p.name,
    description: p.description,
    short_description: p.short_description,
    price: p.price,
    old_price: p.old_price ?? null,
    is_promotion: !!p.old_price,
    unit: p.unit,
    position: index + 1,
    is_featured: !!p.featured,
    created_at: createdAt,
    updated_at: createdAt,
  };
}
