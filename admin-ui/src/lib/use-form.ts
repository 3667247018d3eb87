import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../ui/field.tsx';

type Input = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Form values as one object, with their field errors. `bind(name)` gives an input its value
 * and onChange, and clears that field's error as the user corrects it.
 */
export function useForm<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name as string] ? { ...e, [name]: undefined } : e));
  }, []);

  const bind = (name: keyof T & string, transform?: (v: string) => string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (e: ChangeEvent<Input>) => setValue(name, (transform ? transform(e.target.value) : e.target.value) as T[typeof name]),
  });

  return { values, setValues, setValue, errors, setErrors, bind };
}
