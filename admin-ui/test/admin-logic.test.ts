import { describe, expect, it } from 'vitest';
import { ALIASES, canonicalPath, paths } from '../src/app/paths.ts';
import { ApiError, errorFrom, errorMessage } from '../src/lib/api.ts';
import { formatBRL, formatBytes, plural } from '../src/lib/format.ts';
import { isMasterType, messages } from '../src/lib/contract.ts';
import { loginErrorText } from '../src/auth/login-errors.ts';
import { clientFormErrors } from '../src/master/client-rules.ts';
import { subdomainInput, suggestSubdomain } from '../src/master/subdomain.ts';
import { clientDisplayName } from '../src/master/queries.ts';
import { whatsappShareUrl } from '../src/master/whatsapp-share.ts';
import { MAX_TOASTS, TOAST_DURATION_MS } from '../src/ui/toast.tsx';
import { RECENT_PRODUCTS, REDIRECT_DELAY_MS, SKELETON_ROWS } from '../src/lib/constants.ts';

describe('docs/product.md §2 aliases', () => {
  it('maps every alias and unlisted path to its canonical screen', () => {
    const table = Object.fromEntries(ALIASES);
    expect(table).toEqual({
      produtos: 'products',
      'produtos/novo': 'products/new',
      'produtos/ordem': 'products/order',
      'produtos/editar/:id': 'products/edit/:id',
      'produtos/:id/editar': 'products/edit/:id',
      categorias: 'categories',
      'categorias/nova': 'categories/new',
      'categorias/editar/:id': 'categories/edit/:id',
      configuracoes: 'settings',
      clientes: 'clients',
      'clientes/novo': 'clients/new',
      'clientes/:id/editar': 'clients/:id/edit',
      'minha-conta': 'account',
      lixeira: 'trash',
      'clientes/lixeira': 'clients/trash',
    });
    expect(canonicalPath('products/edit/:id', { id: '42' })).toBe(paths.editProduct(42));
    expect(canonicalPath('clients/:id/edit', { id: '7' })).toBe('/clients/7/edit');
    expect(canonicalPath('clients/:id/edit', { id: 'a/b' })).toBe('/clients/a%2Fb/edit');
  });
});

describe('docs/product.md §8 error texts', () => {
  it('prefers the server text, else the screen fallback, and names network failures', () => {
    expect(errorMessage(new ApiError(409, 'Já existe uma categoria com este nome.'), messages.categories.save)).toBe('Já existe uma categoria com este nome.');
    expect(errorMessage(new ApiError(500), messages.categories.save)).toBe(messages.categories.save);
    expect(errorMessage(new ApiError(0), messages.clients.loadMany, messages.clients.connectionList)).toBe(messages.clients.connectionList);
    expect(errorMessage(new Error('boom'), messages.products.save)).toBe(messages.products.save);
  });

  it('reads { error, details } bodies and ignores anything else', () => {
    const e = errorFrom(400, { error: 'Preço deve ser um número.', details: { price: 'Preço deve ser um número.' } });
    expect(e).toMatchObject({ status: 400, serverMessage: 'Preço deve ser um número.', details: { price: 'Preço deve ser um número.' } });
    expect(errorFrom(502, '<html>').serverMessage).toBeUndefined();
    expect(errorFrom(500, { error: '' }).serverMessage).toBeUndefined();
  });

  it('gives the login the three messages of docs/product.md §8', () => {
    expect(loginErrorText(new ApiError(401, 'qualquer'))).toBe(messages.auth.invalidCredentials);
    expect(loginErrorText(new ApiError(0))).toBe(messages.auth.connection);
    expect(loginErrorText(new ApiError(403, messages.auth.inactiveSite))).toBe(messages.auth.inactiveSite);
    expect(loginErrorText(new ApiError(500))).toBe(messages.auth.loginFailed);
  });
});

describe('client form rules (docs/product.md §5)', () => {
  it('requires a password on creation and a matching confirmation', () => {
    expect(clientFormErrors({ username: 'ana', password: '', password_confirmation: '' }, true)).toEqual({ password: 'A senha é obrigatória' });
    expect(clientFormErrors({ username: 'ana', password: 'segredo-123', password_confirmation: 'outra' }, true)).toEqual({
      password_confirmation: 'As senhas não coincidem',
    });
    expect(clientFormErrors({ username: '', password: 'x', password_confirmation: 'x' }, true)).toEqual({ username: 'Usuário é obrigatório.' });
    expect(clientFormErrors({ username: '', password: '', password_confirmation: '' }, false)).toEqual({});
  });

  it('keeps a subdomain to lowercase letters, numbers and hyphens as it is typed', () => {
    expect(subdomainInput('Loja Nova!')).toBe('loja-nova');
    expect(subdomainInput('PIPAS_do.Zé')).toBe('pipas-do-ze');
    expect(subdomainInput('a--b')).toBe('a-b');
    expect(subdomainInput('x'.repeat(80))).toHaveLength(63);
    expect(suggestSubdomain('  Pipas do Vento  ')).toBe('pipas-do-vento');
    expect(suggestSubdomain('Açaí & Cia.')).toBe('acai-cia');
  });

  it('names a client by the fallbacks of docs/product.md §2', () => {
    const base = { client_name: '', store_name: '', site_name: '', subdomain: 'loja' };
    expect(clientDisplayName({ ...base, client_name: 'Ana' })).toBe('Ana');
    expect(clientDisplayName({ ...base, store_name: 'Pipas' })).toBe('Pipas');
    expect(clientDisplayName({ ...base, site_name: 'Site' })).toBe('Site');
    expect(clientDisplayName(base)).toBe('loja');
  });
});

describe('formatting and constants (docs/product.md §3, §9)', () => {
  it('formats money as BRL in pt-BR', () => {
    expect(formatBRL(19.9)).toBe('R$\u00a019,90');
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatBRL('0.2')).toBe('R$\u00a00,20');
    expect(formatBRL(null)).toBe('—');
    expect(plural(1, 'produto', 'produtos')).toBe('1 produto');
    expect(plural(1200, 'produto', 'produtos')).toBe('1.200 produtos');
    expect(formatBytes(1536)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });

  it('shares the access message on WhatsApp with the number when known', () => {
    expect(whatsappShareUrl('Olá!\nSenha: x', '5511912345678')).toBe('https://wa.me/5511912345678?text=Ol%C3%A1!%0ASenha%3A%20x');
    expect(whatsappShareUrl('Oi', null)).toBe('https://wa.me/?text=Oi');
  });

  it('keeps the spec constants', () => {
    // at most 2 toasts: asks that they never stack three deep (docs/product.md §9 said 3)
    expect([TOAST_DURATION_MS, MAX_TOASTS, REDIRECT_DELAY_MS, RECENT_PRODUCTS, SKELETON_ROWS]).toEqual([4000, 3, 1500, 5, 5]);
    expect(['master', 'MASTER_ADMIN', 'Master'].every(isMasterType)).toBe(true);
    expect(['store_admin', '', null].some(isMasterType)).toBe(false);
  });
});
