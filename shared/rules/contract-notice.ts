/**
 * The contract-update bar (spec section 4 "Contract notice"): it shows when the signed contract id is below the
 * current one and above the dismissed one. Closing the bar stores the signed id as the dismissed one, so it comes
 * back only after the member has signed a newer contract and an even newer one is published.
 */
export const showsContractNotice = (signedId: number, currentId: number, dismissedId: number): boolean =>
  signedId < currentId && signedId > dismissedId;

/** The dismissed-contract cookie's value: a missing or garbled cookie counts as nothing dismissed. */
export const parseDismissedContract = (raw: string | undefined): number => {
  const n = Number(raw);
  return raw !== undefined && /^\d{1,9}$/.test(raw) && Number.isSafeInteger(n) ? n : 0;
};
