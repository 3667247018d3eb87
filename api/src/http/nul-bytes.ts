/**
 * PostgreSQL text cannot hold a NUL byte: an insert or even a comparison with one fails
 * (error 22021). Every route refuses such input up front, naming the fields, so no schema
 * has to remember it and no field that normalises its text can hide it. The walk is
 * iterative: a body nested ten thousand levels deep must not overflow the stack.
 */
export function fieldsWithNulByte(input: unknown): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[input, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path || '_');
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const name = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(name.replace(/\u0000/g, ''));
        else stack.push([child, name]);
      }
    }
  }
  return found;
}
