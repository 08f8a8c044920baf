/**
 * Our React wrapper around cropperjs 2's web components (react-cropper is still on cropperjs 1). cropperjs loads
 * with the first picture (dynamic import: neither the entry nor the account page carries it). The square selection
 * stays in the middle; the picture moves under it (drag, or the arrow keys on the focused area) and zooms (wheel,
 * +/- keys, or the modal's slider through `setZoom`). `crop` cuts a JPEG of the selection.
 */
import { forwardRef, useEffect, useImperativeHandle, useRef, type KeyboardEvent } from 'react';
import type { CropperImage, CropperSelection } from 'cropperjs';
import { AVATAR_LIMITS as L } from '@shared/constants/avatar';

export interface CroppedAvatar {
  blob: Blob;
  width: number;
  height: number;
}

export interface AvatarCropperHandle {
  crop(): Promise<CroppedAvatar | null>;
  /** Zoom ratio against the fitted picture (1 = fitted). */
  setZoom(ratio: number): void;
}

interface Props {
  src: string;
  label: string;
  help: string;
  onZoomChange(ratio: number): void;
  onReady(natural: { width: number; height: number }): void;
  onError(): void;
}

const KEY_STEP_PX = 10;
const JPEG_QUALITY = 0.9;

const el = <T extends HTMLElement>(tag: string, attrs: Record<string, string>): T => {
  const node = document.createElement(tag) as T;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
};

const toJpeg = (canvas: HTMLCanvasElement): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/jpeg', JPEG_QUALITY));

export const AvatarCropper = forwardRef<AvatarCropperHandle, Props>(function AvatarCropper({ src, label, help, onZoomChange, onReady, onError }, ref) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parts = useRef<{ image: CropperImage; selection: CropperSelection; base: number } | null>(null);
  const callbacks = useRef({ onZoomChange, onReady, onError });
  callbacks.current = { onZoomChange, onReady, onError };
  const helpId = `${label.replace(/\s+/g, '-')}-help`;

  useEffect(() => {
    let cancelled = false;
    const host = hostRef.current;
    if (!host) return undefined;
    void (async () => {
      try {
        await import('cropperjs');
        if (cancelled) return;
        const canvas = el('cropper-canvas', { background: '' });
        const image = el<CropperImage>('cropper-image', { src, alt: '', 'initial-center-size': 'cover', translatable: '', scalable: '' });
        const selection = el<CropperSelection>('cropper-selection', { 'aspect-ratio': '1', 'initial-coverage': '0.8', outlined: '' });
        selection.append(el('cropper-grid', { role: 'grid', covered: '' }), el('cropper-crosshair', { centered: '' }));
        canvas.append(image, el('cropper-shade', { hidden: '' }), el('cropper-handle', { action: 'move', plain: '' }), selection);
        host.replaceChildren(canvas);
        const img = await image.$ready();
        // Decorative inside the labelled crop area (cropperjs does not pass an empty alt on to its inner image).
        img.setAttribute('alt', '');
        await image.$nextTick();
        if (cancelled) return;
        const base = image.$getTransform()[0] || 1;
        parts.current = { image, selection, base };
        image.addEventListener('transform', (e) => {
          const matrix = (e as CustomEvent<{ matrix: number[] }>).detail?.matrix;
          if (matrix?.[0]) callbacks.current.onZoomChange(matrix[0] / base);
        });
        callbacks.current.onReady({ width: img.naturalWidth, height: img.naturalHeight });
      } catch {
        if (!cancelled) callbacks.current.onError();
      }
    })();
    return () => {
      cancelled = true;
      parts.current = null;
      host.replaceChildren();
    };
  }, [src]);

  const zoomBy = (ratio: number) => {
    const p = parts.current;
    if (!p || ratio === 1) return;
    p.image.$zoom(ratio >= 1 ? ratio - 1 : 1 - 1 / ratio);
  };

  useImperativeHandle(ref, () => ({
    setZoom(target: number) {
      const p = parts.current;
      if (!p) return;
      const current = (p.image.$getTransform()[0] || p.base) / p.base;
      zoomBy(target / current);
    },
    async crop() {
      const p = parts.current;
      if (!p) return null;
      const canvas = await p.selection.$toCanvas({ width: L.uploadSidePx, height: L.uploadSidePx });
      const blob = await toJpeg(canvas);
      return blob ? { blob, width: p.selection.width, height: p.selection.height } : null;
    },
  }));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const p = parts.current;
    if (!p) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP_PX, 0], ArrowRight: [KEY_STEP_PX, 0], ArrowUp: [0, -KEY_STEP_PX], ArrowDown: [0, KEY_STEP_PX],
    };
    const move = moves[e.key];
    if (move) p.image.$move(move[0], move[1]);
    else if (e.key === '+' || e.key === '=') zoomBy(1 + 1 / L.zoomDivisor);
    else if (e.key === '-') zoomBy(1 / (1 + 1 / L.zoomDivisor));
    else return;
    e.preventDefault();
  };

  return (
    <div className="avatar-cropper">
      <div
        ref={hostRef}
        className="avatar-cropper__area"
        role="application"
        aria-label={label}
        aria-describedby={helpId}
        tabIndex={0}
        onKeyDown={onKeyDown}
      />
      <p id={helpId} className="avatar-cropper__help">
        {help}
      </p>
    </div>
  );
});
