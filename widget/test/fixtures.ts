import type { Category, Product, SiteInfo } from '../src/model/types.ts';
import type { ShopView } from '../src/model/shop.ts';
import { slugify } from '@vitrine/contract/slug';
import { DEFAULT_OPENING_HOURS, DEFAULT_VALUE_BLOCKS } from '../src/model/shop-words.ts';
import { contactTopics, hoursLines } from '@vitrine/contract/shop-words-defaults';
import { themeVars } from '@vitrine/contract/theme';

export const site: SiteInfo = {
  store_name: 'Pipas do Vento',
  store_logo: null,
  logo_url: null,
  primary_color: '#3B82F6',
  secondary_color: '#1F2937',
  accent_color: '#F59E0B',
  whatsapp: '5511987654321',
  instagram: 'pipasdovento',
  address: 'Rua das Andorinhas, 120 - Vila Mariana',
  google_maps_link: 'https://maps.google.com/?q=Rua+das+Andorinhas',
  subdomain: 'demo',
  site_name: 'Pipas do Vento',
  store_description: 'Tudo para soltar pipa com segurança.',
  site_description: 'Loja de pipas em São Paulo.',
  city: 'São Paulo',
  state: 'SP',
  zip_code: '11010-000',
  contact_email: 'contato@pipasdovento.com.br',
  contact_phone: '(11) 3456-7890',
  whatsapp_display: '(11) 98765-4321',
  instagram_url: 'https://www.instagram.com/pipasdovento/',
  site_url: 'http://demo.localhost:3000',
  hero_tagline: null,
  value_blocks: DEFAULT_VALUE_BLOCKS.map((b) => ({ ...b })),
  opening_hours: { ...DEFAULT_OPENING_HOURS },
  payment_text: null,
  delivery_text: null,
  hours_lines: hoursLines(DEFAULT_OPENING_HOURS).map((l) => ({ label: l.label, text: l.text, closed: !l.hours })),
  contact_topics: contactTopics({}),
  // as the API sends it (config/presenter.ts)
  theme: themeVars({ primary_color: '#3B82F6', secondary_color: '#1F2937', accent_color: '#F59E0B' }),
};

export const shop: ShopView = { site, origin: 'http://demo.localhost:3000', platformUrl: 'http://localhost:3000', year: 2026 };

export const categories: Category[] = [
  { id: 1, name: 'Pipas', description: 'Pipas artesanais.', product_count: 3, emoji: '🪁' },
  { id: 2, name: 'Rabiolas', description: null, product_count: 1, emoji: '🎀' },
  { id: 3, name: 'Linhas', description: null, product_count: 0, emoji: '🧵' },
];

let nextId = 1;
export function product(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Pipa ${id}`,
    description: 'Pipa feita à mão.',
    short_description: 'Uma pipa.',
    price: 12.9,
    old_price: null,
    is_promotion: false,
    unit: 'unidade',
    category_id: 1,
    category_name: 'Pipas',
    images: [
      {
        id: id * 10,
        image_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
        url: '',
        original_name: 'a.png',
        is_primary: true,
        position: 0,
        width: 640,
        height: 640,
      },
    ],
    availability: 'disponivel',
    is_featured: false,
    position: id,
    options: [],
    variants: [],
    price_max: overrides.price ?? 12.9,
    created_at: '2026-10-01T00:00:00.000Z',
    updated_at: '2026-10-02T00:00:00.000Z',
    ...overrides,
    slug: overrides.slug ?? slugify(overrides.name ?? `Pipa ${id}`),
  };
}
