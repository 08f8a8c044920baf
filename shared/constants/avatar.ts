/**
 * The avatar (spec sections 4, 5, 8, 9): its states, the limits both sides check, the server's image rules, and the
 * one place an avatar's image address is built. Limits of section 9 come from LIMITS; the rest is our own choice,
 * written once here.
 */
import { MESSAGES } from '../errors/catalogue';
import { LIMITS } from './business';

/** Member settings Avatar.Status: 0 waiting for approval (shown with a waiting mask), 1 approved; none is null. */
export const AVATAR_STATUS = { waiting: 0, approved: 1 } as const;

/** An uploaded image's review state on the edge (waiting and approved as above). */
export const AVATAR_MEDIA_STATUS = { waiting: 0, approved: 1, rejected: 2, withdrawn: 3 } as const;

export const AVATAR_LIMITS = {
  /** The cropped image the client sends (spec: 2,000,000 bytes or more is refused). */
  croppedMaxBytes: LIMITS.avatarCroppedMaxBytes,
  /** The photo a member picks (spec: over 15,000,000 bytes is refused). */
  originalMaxBytes: LIMITS.avatarOriginalMaxBytes,
  /** The zoom slider's value divided by this is the zoom ratio (spec section 9). */
  zoomDivisor: LIMITS.avatarZoomDivisor,
  /** Slider range: 10/20 = half the fitted size to 100/20 = 5x; 20 is the fitted picture. */
  zoomSliderMin: 10,
  zoomSliderStart: 20,
  zoomSliderMax: 100,
  /** A picture or selection smaller than this on a side is 'tiny' (spec: tiny or empty image). */
  minSidePx: 64,
  /** Decoded pixels the edge accepts (a 20000x20000 PNG is small in bytes and 1.6 GB decoded). */
  maxInputPixels: 40_000_000,
  /** Every stored avatar is re-encoded to this square JPEG. */
  outputSidePx: 256,
  outputJpegQuality: 85,
  /** Side of the JPEG the client cuts from the selection before upload. */
  uploadSidePx: 512,
  /** New uploads per member in any 24 hours. */
  uploadsPerDay: 10,
  /** How long an ops moderator holds a claimed image before another may take it. */
  claimLeaseMs: 5 * 60_000,
  /** Longest rejection reason. */
  reasonMaxChars: 200,
} as const;

export const AVATAR_ACCEPT = ['image/jpeg', 'image/png'] as const;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Texts of spec section 5 and 8, and our own for what the spec does not name. */
export const AVATAR_TEXTS = {
  wrongType: 'Sadece jpg,jpeg ve png dosya yükleyebilirsiniz.',
  originalTooLarge: 'Dosya boyutu en fazla 15 mb olmalıdır.',
  croppedTooLarge: 'Dosya boyutu en fazla 2 mb olmalıdır.',
  unreadable: 'Dosya yüklenirken hata aldı. Başka bir fotoğraf ile tekrar deneyiniz.',
  uploaded: MESSAGES.avatarUploaded,
  dailyLimit: `Bir gün içinde en fazla ${AVATAR_LIMITS.uploadsPerDay} profil resmi yükleyebilirsiniz. Lütfen daha sonra tekrar deneyiniz.`,
  archiveNotFound: 'Seçtiğiniz profil resmi bulunamadı.',
  notLoggedIn: MESSAGES.notLoggedIn,
} as const;

/** Where an avatar image is served (GET): approved ones to everyone, a waiting one to its owner only. */
export const AVATAR_IMAGE_PREFIX = '/sharing/avatar/';
export const avatarImageUrl = (mediaId: number): string => `${AVATAR_IMAGE_PREFIX}${mediaId}.jpg`;
export const avatarUrlOrNull = (mediaId: number | null | undefined): string | null =>
  mediaId === null || mediaId === undefined ? null : avatarImageUrl(mediaId);
