const count = new Intl.NumberFormat('pt-BR');

/** 1.043: a count as Brazilians write it (the admin's figures, the shop's "produtos encontrados"). */
export const formatCount = (n: number) => count.format(n);

/** "1 produto", "3 produtos", "1.043 produtos": counts read as a person writes them. */
export const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
