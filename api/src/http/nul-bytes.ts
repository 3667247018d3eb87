/**
 * PostgreSQL text cannot hold a NUL byte: an insert or even a comparison with one fails
 * (error 22021). Every route refuses such input up front, naming the fields, so no schema
 * has to remember it and no field that normalises its text can hide it. The walk is
 * iterative (a body nested ten thousand levels deep must not overflow the stack) and builds
 * a field's dotted name only when it holds a NUL byte (building it at every level would be
 * quadratic in the nesting).
 */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

export function fieldsWithNulByte(input: unknown): string[] {
  const found: string[] = [];
  const stack: Step[] = [{ value: input, key: '', parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(nameOf(step));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const next = { value: child, key, parent: step };
        if (key.includes('\u0000')) found.push(nameOf(next));
        else stack.push(next);
      }
    }
  }
  return found;
}

function nameOf(step: Step): string {
  const parts: string[] = [];
  for (let s: Step | null = step; s?.parent; s = s.parent) parts.push(s.key.replace(/\u0000/g, ''));
  return parts.reverse().join('.') || '_';
}
