import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, ImageOff, Star, Trash2, UploadCloud, X } from 'lucide-react';
import { api, errorMessage } from '../lib/api.ts';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, uploadFile } from '../lib/upload.ts';
import { messages, type Product, type ProductImage } from '../lib/contract.ts';
import { formatBytes } from '../lib/format.ts';
import { Card } from '../ui/page.tsx';
import { useToast } from '../ui/toast.tsx';
import { useConfirm } from '../ui/confirm.tsx';
import { imageAt, keys, quotasQuery } from './queries.ts';

interface Upload {
  key: number;
  name: string;
  size: number;
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'error';
  error?: string;
}

/**
 * docs/product.md §2 image panel (edit mode): several files at once, one request per file with its own
 * progress bar, the current images with their original names, the Principal badge, a
 * delete per image, and the choice of the primary image.
 */
export function ProductImages({ product }: { product: Product }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busyImage, setBusyImage] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const limit = useQuery(quotasQuery).data?.images_per_product;
  const full = limit !== undefined && product.images.length >= limit;

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: keys.product(product.id) }), queryClient.invalidateQueries({ queryKey: keys.products })]);
  const patch = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function addFiles(files: FileList | File[]) {
    const list = Array.from(files);
    if (!list.length) return;
    const queued = list.map((file) => {
      const key = nextKey.current++;
      const problem = !IMAGE_TYPES.includes(file.type) ? messages.uploads.unsupportedType : file.size > MAX_IMAGE_BYTES ? messages.uploads.tooLarge : undefined;
      const upload: Upload = {
        key,
        name: file.name,
        size: file.size,
        progress: 0,
        status: problem ? 'error' : 'waiting',
        ...(problem ? { error: problem } : {}),
      };
      return { file, upload };
    });
    setUploads((current) => [...current.filter((u) => u.status !== 'done'), ...queued.map((q) => q.upload)]);
    // one request per file, in the order chosen (the first image of a product becomes its primary)
    let failed = 0;
    for (const { file, upload } of queued) {
      if (upload.status === 'error') {
        failed++;
        continue;
      }
      patch(upload.key, { status: 'uploading' });
      try {
        await uploadFile<ProductImage>(`/products/${product.id}/images`, file, {
          onProgress: (p) => patch(upload.key, { progress: p }),
        });
        patch(upload.key, { status: 'done', progress: 1 });
        await refresh();
      } catch (err) {
        failed++;
        patch(upload.key, { status: 'error', error: errorMessage(err, messages.products.uploadImage) });
      }
    }
    if (failed) toast.error(messages.products.uploadImage);
    else toast.success(queued.length === 1 ? messages.admin.imageUploaded : messages.admin.imagesUploaded);
    if (inputRef.current) inputRef.current.value = '';
  }

  async function remove(img: ProductImage) {
    const ok = await confirm({
      title: 'Excluir imagem',
      message: `Tem certeza que deseja excluir a imagem "${img.original_name}"?`,
      confirmLabel: 'Excluir',
      danger: true,
    });
    if (!ok) return;
    setBusyImage(img.id);
    try {
      await api(`/products/${product.id}/images/${img.id}`, { method: 'DELETE' });
      toast.success(messages.admin.imageDeleted);
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err, messages.products.deleteImage));
    } finally {
      setBusyImage(null);
    }
  }

  async function makePrimary(img: ProductImage) {
    setBusyImage(img.id);
    try {
      await api(`/products/${product.id}/images/${img.id}/primary`, { method: 'POST' });
      toast.success(messages.admin.primaryImageChanged);
      await refresh();
    } catch (err) {
      toast.error(errorMessage(err, messages.admin.primaryImageFailed));
    } finally {
      setBusyImage(null);
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void addFiles(e.dataTransfer.files);
  }

  const uploading = uploads.some((u) => u.status === 'uploading' || u.status === 'waiting');

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
        <span className="dropzone__hint">Arraste as fotos aqui ou clique para escolher. JPEG, PNG, GIF ou WebP, até 5 MB cada.</span>
        <input
          ref={inputRef}
          className="sr-only"
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          onChange={(e) => e.target.files && void addFiles(e.target.files)}
          disabled={uploading || full}
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
                  {u.status === 'done' ? 'Enviado' : u.status === 'error' ? 'Falhou' : u.status === 'waiting' ? 'Na fila' : `${Math.round(u.progress * 100)}%`}{' '}
                  · {formatBytes(u.size)}
                </span>
                {(u.status === 'done' || u.status === 'error') && (
                  <button
                    type="button"
                    className="icon-btn icon-btn--sm"
                    aria-label={`Remover ${u.name} da lista`}
                    title="Remover da lista"
                    onClick={() => setUploads((l) => l.filter((x) => x.key !== u.key))}
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                )}
              </div>
              {u.status !== 'error' && <progress className="progress" max={1} value={u.progress} aria-label={`Envio de ${u.name}`} />}
              {u.error && <p className="upload__error">{u.error}</p>}
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
                    onClick={() => makePrimary(img)}
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

/** "1 imagem", "3 imagens", or with the shop's limit "12 de 20 imagens". */
function imageCount(n: number, limit: number | undefined) {
  if (limit === undefined) return `${n} ${n === 1 ? 'imagem' : 'imagens'}`;
  return `${n} de ${limit} imagens`;
}
