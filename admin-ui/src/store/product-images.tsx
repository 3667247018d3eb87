import { endpoints } from '@vitrine/contract/endpoints/index';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, ImageOff, RotateCw, Star, Trash2, UploadCloud, X } from 'lucide-react';
import { call, errorMessage } from '../lib/api.ts';
import { IMAGE_ACCEPT, imageProblem, uploadPhoto } from '../lib/upload.ts';
import { MAX_UPLOAD_MB, messages, type Product, type ProductImage } from '../lib/contract.ts';
import { formatBytes } from '../lib/format.ts';
import { Card } from '../ui/page.tsx';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';
import { imageAt, keys, quotasQuery } from './queries.ts';

interface Upload {
  key: number;
  name: string;
  /** Bytes sent: the shrunk photo's once it is ready, the chosen file's before. */
  size: number;
  progress: number;
  status: 'waiting' | 'preparing' | 'uploading' | 'done' | 'error';
  error?: string;
  /** Whether "Tentar de novo" can help (not for a file that is not an image). */
  retryable?: boolean;
}

/**
 * docs/product.md §2 image panel (edit mode): several files at once, each shrunk in the browser
 * and sent in its own request with its own progress bar, one after the other in the order chosen
 * (the first image of a product becomes its primary); a failed one keeps its reason and a
 * "Tentar de novo". Then the current images with their original names, the Principal badge, a
 * delete per image, and the choice of the primary image.
 */
export function ProductImages({ product }: { product: Product }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  /** The chosen files by upload key, kept until the upload succeeds so a retry can send it again. */
  const files = useRef(new Map<number, File>());
  const queue = useRef<number[]>([]);
  const running = useRef(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const limit = useQuery(quotasQuery).data?.images_per_product;
  const full = limit !== undefined && product.images.length >= limit;

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: keys.product(product.id) }), queryClient.invalidateQueries({ queryKey: keys.products })]);
  const patch = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  /** Sends the queued files one at a time; files added meanwhile join the same run. */
  async function drain() {
    if (running.current) return;
    running.current = true;
    let sent = 0;
    let failed = 0;
    try {
      for (let key = queue.current.shift(); key !== undefined; key = queue.current.shift()) {
        const file = files.current.get(key);
        if (!file) continue;
        patch(key, { status: 'preparing', progress: 0 });
        try {
          await uploadPhoto(endpoints.productImages.upload, { id: product.id }, file, {
            onSending: (shrunk) => patch(key, { status: 'uploading', size: shrunk.size }),
            onProgress: (p) => patch(key, { progress: p }),
          });
          files.current.delete(key);
          patch(key, { status: 'done', progress: 1 });
          sent++;
          await refresh();
        } catch (err) {
          failed++;
          patch(key, { status: 'error', error: errorMessage(err, messages.products.uploadImage), retryable: true });
        }
      }
    } finally {
      running.current = false;
    }
    if (failed) toast.error(messages.products.uploadImage);
    else if (sent) toast.success(sent === 1 ? messages.admin.imageUploaded : messages.admin.imagesUploaded);
  }

  function addFiles(chosen: FileList | File[]) {
    const list = Array.from(chosen);
    if (!list.length) return;
    const added = list.map((file): Upload => {
      const key = nextKey.current++;
      const problem = imageProblem(file);
      if (!problem) {
        files.current.set(key, file);
        queue.current.push(key);
      }
      return {
        key,
        name: file.name,
        size: file.size,
        progress: 0,
        status: problem ? 'error' : 'waiting',
        ...(problem ? { error: problem, retryable: false } : {}),
      };
    });
    setUploads((current) => [...current.filter((u) => u.status !== 'done'), ...added]);
    if (inputRef.current) inputRef.current.value = '';
    void drain();
  }

  function retry(key: number) {
    if (!files.current.has(key)) return;
    patch(key, { status: 'waiting', progress: 0, error: undefined });
    queue.current.push(key);
    void drain();
  }

  function dismiss(key: number) {
    files.current.delete(key);
    setUploads((l) => l.filter((x) => x.key !== key));
  }

  const removeImage = useMutation({
    mutationFn: (img: ProductImage) => call(endpoints.productImages.remove, { params: { id: product.id, imageId: img.id } }),
    onSuccess: () => {
      toast.success(messages.admin.imageDeleted);
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err, messages.products.deleteImage)),
  });
  const makePrimary = useMutation({
    mutationFn: (img: ProductImage) => call(endpoints.productImages.choosePrimary, { params: { id: product.id, imageId: img.id } }),
    onSuccess: () => {
      toast.success(messages.admin.primaryImageChanged);
      return refresh();
    },
    onError: (err) => toast.error(errorMessage(err, messages.admin.primaryImageFailed)),
  });
  /** The image a delete or a "Principal" is being sent for: its buttons wait. */
  const busyImage = (removeImage.isPending ? removeImage.variables?.id : makePrimary.isPending ? makePrimary.variables?.id : null) ?? null;

  async function remove(img: ProductImage) {
    const ok = await confirm({
      title: 'Excluir imagem',
      message: `Tem certeza que deseja excluir a imagem "${img.original_name}"?`,
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (ok) removeImage.mutate(img);
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    addFiles(e.dataTransfer.files);
  }

  const uploading = uploads.some((u) => u.status === 'uploading' || u.status === 'preparing' || u.status === 'waiting');

  // finished uploads leave the list a moment after the batch ends; failures stay until dismissed
  useEffect(() => {
    if (uploading || !uploads.some((u) => u.status === 'done')) return;
    const t = setTimeout(() => setUploads((l) => l.filter((u) => u.status !== 'done')), 4000);
    return () => clearTimeout(t);
  }, [uploading, uploads]);

  return (
    <Card title="Imagens" id="product-images" actions={<span className="muted">{imageCount(product.images.length, limit)}</span>}>
      {full && <p className="hint-box">Este produto já tem o máximo de {limit} imagens. Exclua uma para enviar outra.</p>}
      <label
        hidden={full}
        className={`dropzone ${dragging ? 'dropzone--active' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <UploadCloud size={28} aria-hidden="true" className="dropzone__icon" />
        <span className="dropzone__title">Adicionar imagens</span>
        <span className="dropzone__hint">
          Arraste as fotos aqui ou toque para escolher. JPEG, PNG, GIF, WebP ou HEIC (iPhone), até {MAX_UPLOAD_MB} MB cada; as fotos grandes são reduzidas antes
          do envio.
        </span>
        <input
          ref={inputRef}
          className="sr-only"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          onChange={(e) => e.target.files && addFiles(e.target.files)}
          disabled={full}
        />
      </label>

      {uploads.length > 0 && (
        <ul className="upload-list" aria-label="Envios">
          {uploads.map((u) => (
            <li key={u.key} className={`upload upload--${u.status}`}>
              <div className="upload__row">
                {u.status === 'done' ? (
                  <CircleCheck size={18} aria-hidden="true" className="upload__icon upload__icon--ok" />
                ) : u.status === 'error' ? (
                  <CircleAlert size={18} aria-hidden="true" className="upload__icon upload__icon--error" />
                ) : (
                  <span className="spinner spinner--sm" aria-hidden="true" />
                )}
                <span className="upload__name">{u.name}</span>
                <span className="upload__meta">
                  {statusWord(u)} · {formatBytes(u.size)}
                </span>
                {(u.status === 'done' || u.status === 'error') && (
                  <button
                    type="button"
                    className="icon-btn icon-btn--sm"
                    aria-label={`Remover ${u.name} da lista`}
                    title="Remover da lista"
                    onClick={() => dismiss(u.key)}
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                )}
              </div>
              {u.status === 'preparing' && <progress className="progress" aria-label={`Preparando ${u.name}`} />}
              {(u.status === 'waiting' || u.status === 'uploading' || u.status === 'done') && (
                <progress className="progress" max={1} value={u.progress} aria-label={`Envio de ${u.name}`} />
              )}
              {u.error && (
                <div className="upload__failure">
                  <p className="upload__error">{u.error}</p>
                  {u.retryable && (
                    <button type="button" className="btn btn--sm btn--ghost" onClick={() => retry(u.key)} aria-label={`Tentar de novo: ${u.name}`}>
                      <RotateCw size={14} aria-hidden="true" /> Tentar de novo
                    </button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {product.images.length === 0 ? (
        <div className="hint-box">
          <ImageOff size={24} aria-hidden="true" />
          <p>Este produto ainda não tem imagens. A primeira que você enviar será a principal.</p>
        </div>
      ) : (
        <ul className="image-grid" aria-label="Imagens do produto">
          {product.images.map((img) => (
            <li key={img.id} className={`image-tile ${img.is_primary ? 'image-tile--primary' : ''}`}>
              <div className="image-tile__frame">
                <img src={imageAt(img.url, 480)} alt={img.original_name} loading="lazy" width={img.width || undefined} height={img.height || undefined} />
                {img.is_primary && (
                  <span className="badge badge--primary image-tile__badge">
                    <Star size={12} aria-hidden="true" /> Principal
                  </span>
                )}
              </div>
              <p className="image-tile__name" title={img.original_name}>
                {img.original_name}
              </p>
              <div className="image-tile__actions">
                {!img.is_primary && (
                  <button
                    type="button"
                    className="btn btn--sm btn--ghost"
                    onClick={() => makePrimary.mutate(img)}
                    disabled={busyImage !== null}
                    aria-label={`Tornar principal: ${img.original_name}`}
                  >
                    <Star size={14} aria-hidden="true" /> Tornar principal
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--sm btn--ghost-danger"
                  onClick={() => remove(img)}
                  disabled={busyImage !== null}
                  aria-label={`Excluir a imagem ${img.original_name}`}
                >
                  <Trash2 size={14} aria-hidden="true" /> Excluir
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** What the row says of its upload: "Na fila", "Preparando", "42%", "Enviado", "Falhou". */
function statusWord(u: Upload) {
  switch (u.status) {
    case 'waiting':
      return 'Na fila';
    case 'preparing':
      return 'Preparando';
    case 'uploading':
      return `${Math.round(u.progress * 100)}%`;
    case 'done':
      return 'Enviado';
    case 'error':
      return 'Falhou';
  }
}

/** "1 imagem", "3 imagens", or with the shop's limit "12 de 20 imagens". */
function imageCount(n: number, limit: number | undefined) {
  if (limit === undefined) return `${n} ${n === 1 ? 'imagem' : 'imagens'}`;
  return `${n} de ${limit} imagens`;
}
