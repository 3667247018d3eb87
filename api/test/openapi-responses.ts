import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { TestResponse } from './http-client.ts';

type Json = Record<string, any>;

// ajv-formats is CommonJS with a default export: under NodeNext its default is the module object
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * Checks real answers against the served OpenAPI document with a third-party validator
 * (Ajv, JSON Schema 2020-12, with ajv-formats so date-time and the like are checked too).
 * The document is added whole, so `$ref`s to `#/components/schemas/…` resolve as any
 * OpenAPI tool would resolve them.
 */
export class ResponseValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  readonly document: Json;

  constructor(document: Json) {
    this.document = document;
    // strict off: the document is an OpenAPI file whose other keywords Ajv does not know
    this.ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    this.ajv.addSchema(document, 'openapi.json');
  }

  /**
   * What is wrong with one answer of `method` on `openApiPath` (`/products/{id}`):
   * an empty list when the answer's status is documented and its body matches the schema.
   */
  problems(method: string, openApiPath: string, res: TestResponse): string[] {
    const name = `${method.toUpperCase()} ${openApiPath} → ${res.status}`;
    const op = this.document.paths?.[openApiPath]?.[method.toLowerCase()];
    if (!op) return [`${name}: not in the reference`];
    const pointer = `#/paths/${escapePointer(openApiPath)}/${method.toLowerCase()}/responses/${res.status}`;
    const response = this.follow(op.responses?.[String(res.status)], pointer);
    if (!response) return [`${name}: status not documented (documented: ${Object.keys(op.responses ?? {}).join(', ')})`];
    const contentType = res.headers.get('content-type') ?? '';
    const content = response.value.content as Json | undefined;
    if (!content) return res.text === '' ? [] : [`${name}: documented without a body, answered ${contentType}`];
    if (!contentType.includes('application/json')) {
      const mediaTypes = Object.keys(content);
      const matches = mediaTypes.some((m) => (m.endsWith('/*') ? contentType.startsWith(m.slice(0, -1)) : contentType.startsWith(m)));
      return matches ? [] : [`${name}: answered ${contentType}, documented ${mediaTypes.join(', ')}`];
    }
    if (!content['application/json']?.schema) return [`${name}: no response schema in the reference`];
    const validate = this.validator(`${response.pointer}/content/application~1json/schema`);
    if (validate(res.body)) return [];
    return (validate.errors ?? []).map((e) => `${name}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
  }

  /** A response object, or the one its `$ref` (`#/components/responses/…`) names, with where it lives. */
  private follow(value: Json | undefined, pointer: string): { value: Json; pointer: string } | undefined {
    if (!value) return undefined;
    if (typeof value.$ref !== 'string') return { value, pointer };
    const target = (value.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json | undefined>((o, key) => o?.[unescapePointer(key)], this.document);
    return target ? { value: target, pointer: value.$ref } : undefined;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }
}

/** A JSON Pointer segment inside a URI fragment: ~ and / escaped, then {id} percent-encoded. */
const escapePointer = (key: string) => encodeURIComponent(key.replace(/~/g, '~0').replace(/\//g, '~1'));
const unescapePointer = (key: string) => decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~');
