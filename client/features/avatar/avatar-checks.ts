/**
 * The client's checks of spec section 5, before anything is sent: the picked file's type (jpg, jpeg, png by name and
 * by type) and size (over 15,000,000 bytes), and the cropped JPEG (2,000,000 bytes or more; empty or tiny). The edge
 * checks again by the bytes themselves.
 */
import { AVATAR_ACCEPT, AVATAR_EXTENSIONS, AVATAR_LIMITS as L, AVATAR_TEXTS as T } from '@shared/constants/avatar';

const extensionOf = (name: string): string => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** The spec's text for a picked file, or null when it may go to the cropper. */
export const checkOriginal = (file: { name: string; type: string; size: number }): string | null => {
  const typeOk = (AVATAR_ACCEPT as readonly string[]).includes(file.type.toLowerCase());
  if (!typeOk || !(AVATAR_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return T.wrongType;
  if (file.size > L.originalMaxBytes) return T.originalTooLarge;
  if (file.size === 0) return T.unreadable;
  return null;
};

/** The picture as decoded: too small on a side (or nothing) is refused like an empty file. */
export const checkPicture = (width: number, height: number): string | null =>
  Math.min(width, height) < L.minSidePx ? T.unreadable : null;

/** The cropped JPEG and the selection it came from. */
export const checkCropped = (bytes: number, selectionWidth: number, selectionHeight: number): string | null => {
  if (bytes === 0 || Math.min(selectionWidth, selectionHeight) < 1) return T.unreadable;
  if (bytes >= L.croppedMaxBytes) return T.croppedTooLarge;
  return null;
};

/** Slider value -> zoom ratio (spec section 9: the slider divides by 20). */
export const zoomOfSlider = (value: number): number => value / L.zoomDivisor;
export const sliderOfZoom = (zoom: number): number =>
  Math.min(L.zoomSliderMax, Math.max(L.zoomSliderMin, Math.round(zoom * L.zoomDivisor)));
