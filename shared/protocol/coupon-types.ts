/**
 * Coupon types of Kuponlarım that the entry's code must know without the product's whole protocol module: the
 * racing protocol (racing-api.ts) is only loaded with the racing pages.
 */

/** The coupon type of a Ganyan coupon in Kuponlarım (iddaa is 1, Spor Toto 2). */
export const RACING_COUPON_TYPE = 3;
