/**
 * Kupondaş's face to other features: the 'Kupondaş'ta Paylaş' button of a played coupon (the play success dialog,
 * Hesabım/Kuponlarım, the owner's coupon page). Its button, dialog, slice and saga load on first render.
 */
export { KupondasShare, type KupondasShareProps } from './share-entry';
