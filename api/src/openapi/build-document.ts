import type { z } from 'zod';
import type { RouteDef } from '../http/route.ts';
import type { Access } from '../http/context.ts';
import { errorBody } from '@vitrine/contract/common';
import type { OpenApiDocument } from '@vitrine/contract/openapi';
import { staleWriteBody } from '@vitrine/contract/versions';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { ComponentSchemas, answersJson } from './json-schemas.ts';

/**
 * The API reference, made from the route table itself: each route's method, path, access,
 * summary and zod schemas. Nothing is written by hand, so the reference cannot drift from
 * what the server validates.
 */
export interface OpenApiInfo {
  version: string;
}

type Json = Record<string, unknown>;

const TAGS: Record<string, string> = {
  auth: 'Login, sessão e usuário atual',
  config: 'Informações e configurações da loja',
  categories: 'Categorias da loja',
  products: 'Produtos e suas imagens',
  images: 'Bytes das imagens enviadas',
  master: 'Painel master: clientes, publicação, domínios, deploy, tokens',
  meta: 'Sobre a própria API',
  trash: 'Lixeira: produtos, categorias e lojas excluídos, restauráveis por 30 dias',
};

const ACCESS_TEXT: Record<Access, string> = {
  anyone: 'Qualquer pessoa, sem loja e sem login.',
  public:
    'Público: a loja vem do cabeçalho X-Tenant-Subdomain, do parâmetro `sub` ou do host. Só lojas publicadas e ativas (o administrador da loja e o master também veem a loja não publicada).',
  user: 'Qualquer usuário logado (sessão ou token).',
  store_admin: 'Administrador da loja (sempre a própria loja, seja qual for o cabeçalho), ou o master indicando a loja em X-Tenant-Subdomain.',
  master: 'Somente o administrador master (sessão ou token de API).',
};

export function buildOpenApiDocument(routes: readonly RouteDef[], info: OpenApiInfo): OpenApiDocument {
  const paths: Record<string, Record<string, Json>> = {};
  const usedIds = new Set<string>();
  const components = new ComponentSchemas();
  for (const def of routes) {
    const { path, params } = toOpenApiPath(def.spec.path);
    const operationId = uniqueId(operationIdOf(def.spec.method, def.spec.path), usedIds);
    (paths[path] ??= {})[def.spec.method] = operation(def, params, operationId, components);
  }
  const usedTags = new Set(routes.map((r) => r.spec.tag ?? 'meta'));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine API',
      version: info.version,
      summary: 'API das lojas Vitrine: catálogo público, painel da loja e painel master.',
      description:
        'Todos os caminhos ficam sob /api. Erros respondem `{ "error": mensagem em pt-BR, "details"?: { campo: mensagem } }`. ' +
        'Leituras públicas indicam a loja no cabeçalho `X-Tenant-Subdomain`. O painel usa o cookie de sessão aberto por ' +
        '`POST /auth/login`; scripts e a CLI usam `Authorization: Bearer vtr_…`. Escritas com cookie vindas de outra origem são recusadas (403).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/api', description: 'Este servidor' }],
    tags: [...usedTags].sort().map((name) => ({ name, description: TAGS[name] ?? name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Cookie de sessão (HttpOnly) aberto por POST /auth/login.' },
        token: { type: 'http', scheme: 'bearer', description: 'Token de API (vtr_…) criado pelo master, para a CLI e automações.' },
      },
      parameters: {
        tenant: {
          name: 'X-Tenant-Subdomain',
          in: 'header',
          required: false,
          description: 'Subdomínio da loja (alternativas: parâmetro `sub` ou o host {subdominio}.{PLATFORM_DOMAIN}).',
          schema: { type: 'string', maxLength: 63, pattern: '^[a-z0-9-]+$' },
        },
      },
      schemas: { ...sortedKeys(components.schemas), Error: components.convert(errorBody, 'output'), StaleWrite: components.convert(staleWriteBody, 'output') },
      responses: errorResponses(),
    },
  };
}

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'O ETag da cópia que está sendo alterada (recebido na leitura do item ou na última gravação); sem ele a gravação vale sempre.',
  schema: { type: 'string' },
};

function operation(def: RouteDef, pathParams: string[], operationId: string, components: ComponentSchemas): Json {
  const { spec } = def;
  const parameters: Json[] = [];
  const paramSchemas = objectProperties(spec.params, components);
  for (const name of pathParams) {
    parameters.push({ name, in: 'path', required: true, schema: paramSchemas.properties[name] ?? { type: 'string' } });
  }
  const query = objectProperties(spec.query, components);
  for (const [name, schema] of Object.entries(query.properties)) {
    parameters.push({ name, in: 'query', required: query.required.includes(name), schema });
  }
  if (spec.access === 'public' || spec.access === 'store_admin') parameters.push({ $ref: '#/components/parameters/tenant' });
  if (spec.ifMatch) parameters.push(IF_MATCH);

  const bodyType = spec.bodyType ?? (spec.body ? 'json' : 'none');
  const op: Json = {
    operationId,
    summary: spec.summary,
    description: ACCESS_TEXT[spec.access],
    tags: [spec.tag ?? 'meta'],
    'x-access': spec.access,
    security: needsLogin(spec.access) ? [{ session: [] }, { token: [] }] : [],
  };
  if (parameters.length) op.parameters = parameters;
  if (bodyType === 'json') {
    op.requestBody = { required: true, content: { 'application/json': { schema: spec.body ? components.convert(spec.body, 'input') : { type: 'object' } } } };
  } else if (bodyType === 'csv') {
    op.requestBody = {
      required: true,
      content: {
        'text/csv': { schema: { type: 'string', description: 'A planilha: UTF-8 (com ou sem BOM) ou Windows-1252; separador ; , ou tab, lido do cabeçalho.' } },
      },
    };
  } else if (bodyType === 'multipart') {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'Uma imagem JPEG, PNG, GIF, WebP ou HEIC, até 20 MB.' },
            },
            required: ['file'],
          },
        },
      },
    };
  }
  op.responses = responses(def, bodyType, pathParams.length > 0, components);
  return op;
}

function responses(def: RouteDef, bodyType: string, hasPathParams: boolean, components: ComponentSchemas): Json {
  const { spec } = def;
  const status = String(spec.status ?? 200);
  const out: Json = { [status]: successResponse(spec, components) };
  const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
  if (spec.body || spec.query || spec.params || bodyType !== 'none') out['400'] = ref('BadRequest');
  if (needsLogin(spec.access) || spec.path === '/auth/login') out['401'] = ref('Unauthorized');
  if (spec.access === 'master' || spec.access === 'store_admin' || spec.method !== 'get') out['403'] = ref('Forbidden');
  if (spec.access === 'public' || spec.access === 'store_admin' || hasPathParams) out['404'] = ref('NotFound');
  if (spec.method !== 'get' && (spec.access === 'store_admin' || spec.access === 'master')) out['409'] = ref('Conflict');
  if (bodyType !== 'none') {
    out['413'] = ref('TooLarge');
    out['415'] = ref('UnsupportedMediaType');
  }
  if (spec.ifMatch) out['412'] = ref('PreconditionFailed');
  if (bodyType === 'csv') out['422'] = ref('Unprocessable');
  if (spec.path === '/auth/login') out['429'] = ref('TooManyRequests');
  out['503'] = ref('Unavailable');
  return out;
}

/** The success answer: its JSON schema (from `responseBody`), bytes of another type, or nothing (204). */
function successResponse(spec: RouteDef['spec'], components: ComponentSchemas): Json {
  if (spec.status === 204) return { description: spec.response ?? 'Sem conteúdo.' };
  const description = spec.response ?? 'Sucesso.';
  if (!answersJson(spec)) return { description, content: { [spec.produces!]: { schema: { type: 'string', contentMediaType: spec.produces } } } };
  const schema = spec.responseBody ? components.convert(spec.responseBody, 'output') : undefined;
  return { description, content: { 'application/json': schema ? { schema } : {} } };
}

function errorResponses(): Json {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
  return {
    BadRequest: error('Dados inválidos; `details` nomeia cada campo com a sua mensagem.'),
    Unauthorized: error('Sem login, sessão expirada, token inválido, ou (no login) usuário ou senha inválidos.'),
    Forbidden: error('Sem permissão (não é master, ou escrita vinda de outra origem).'),
    NotFound: error('Loja ou registro não encontrado (lojas de outros clientes também respondem 404).'),
    Conflict: error('Conflito com o estado atual: nome, subdomínio ou domínio já em uso, categoria com produtos, loja não publicada.'),
    PreconditionFailed: {
      description:
        'If-Match não confere: o item mudou desde a cópia enviada e nada foi gravado. O corpo traz `etag`, `changed_at`, `changed_by` e `current` (o item como está).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/StaleWrite' } } },
    },
    TooLarge: error('Corpo ou arquivo grande demais.'),
    UnsupportedMediaType: error('Tipo de conteúdo errado (JSON, multipart ou CSV, conforme a rota).'),
    Unprocessable: error('A planilha tem erros e nada foi gravado; `details` nomeia cada linha e coluna ("linha 7, preco").'),
    TooManyRequests: error('Tentativas demais; o cabeçalho Retry-After diz quando tentar de novo.'),
    Unavailable: error('Banco de dados fora do ar por instantes; tente de novo (Retry-After).'),
  };
}

const needsLogin = (access: Access) => access === 'user' || access === 'store_admin' || access === 'master';

/** Express 5 path → OpenAPI path: `/products/:id` → `/products/{id}`. */
export function toOpenApiPath(expressPath: string): { path: string; params: string[] } {
  if (/[{}()?+]/.test(expressPath)) {
    throw new Error(`API reference: unsupported path syntax in ${expressPath} (use plain :param segments)`);
  }
  const params: string[] = [];
  const path = expressPath.replace(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

/** `post /products/:id/images` → `postProductsIdImages`: stable, readable, unique. */
function operationIdOf(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function uniqueId(id: string, used: Set<string>): string {
  let candidate = id;
  for (let n = 2; used.has(candidate); n++) candidate = `${id}${n}`;
  used.add(candidate);
  return candidate;
}

const sortedKeys = (o: Record<string, Json>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/** Path and query parameters as a client sends them (io: 'input'). */
function objectProperties(schema: z.ZodType | undefined, components: ComponentSchemas): { properties: Record<string, Json>; required: string[] } {
  if (!schema) return { properties: {}, required: [] };
  const json = components.convert(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return { properties: json.properties ?? {}, required: json.required ?? [] };
}
