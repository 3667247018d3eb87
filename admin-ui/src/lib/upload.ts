import { type Answer, endpointPath } from '@vitrine/contract/api-client';
import type { EndpointSpec } from '@vitrine/contract/endpoints/endpoint';
import { ApiError, apiHeaders, errorFrom } from './api.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_EXTENSIONS, UPLOAD_IMAGE_TYPES, messages } from './contract.ts';
import { shrinkPhoto } from './shrink-photo.ts';

/** The file pickers' `accept`: the types, and the extensions for systems that give a HEIC no type. */
export const IMAGE_ACCEPT = [...UPLOAD_IMAGE_TYPES, ...UPLOAD_IMAGE_EXTENSIONS].join(',');

/**
 * Why a chosen file cannot go up, before anything is sent (the API reads the bytes and decides
 * for good; docs/conventions.md "Images"), or null. The size is checked after shrinkPhoto.
 */
export function imageProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  const known = (UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type) || UPLOAD_IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext));
  return known ? null : messages.uploads.unsupportedType;
}

interface UploadOptions {
  /** 0..1 of the bytes sent so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * One file as multipart field `file` (docs/product.md §7: one request per file). XMLHttpRequest,
 * not fetch, because only it reports upload progress.
 */
function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    apiHeaders().forEach((value, key) => {
      xhr.setRequestHeader(key, value);
    });
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(data as T);
      } else reject(errorFrom(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError(0));
    xhr.onabort = () => reject(new DOMException('Envio cancelado', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export interface PhotoUploadOptions extends UploadOptions {
  /** Called when the photo is shrunk and its bytes start to go. */
  onSending?: (sent: File) => void;
}

/**
 * A photo as the product panel and the logo send it: shrunk in the browser first
 * (shrink-photo.ts), refused here if still over the API's limit, then one request with progress.
 */
export async function uploadPhoto<E extends EndpointSpec>(
  endpoint: E,
  params: Record<string, string | number>,
  file: File,
  options: PhotoUploadOptions = {},
): Promise<Answer<E>> {
  const problem = imageProblem(file);
  if (problem) throw new ApiError(415, problem);
  const sent = await shrinkPhoto(file);
  if (sent.size > MAX_UPLOAD_BYTES) throw new ApiError(413, messages.uploads.tooLarge);
  options.onSending?.(sent);
  return uploadFile<Answer<E>>(endpointPath(endpoint, params), sent, options);
}
