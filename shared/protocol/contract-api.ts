/** Paths and payload/answer shapes of the contract, consent, cookie-bar and membership-cancellation calls. */
export const CONTRACT_API = {
  /** Our own GET: the current membership contract's text for the signing page and the update bar. */
  current: '/Contract/GetCurrentContract',
  sign: '/Contract/Sign',
  accept: '/Account/AcceptContract',
  saveConsent: '/Account/SavePersonalDataProtection',
  saveConsentV2: '/Account/SavePersonalDataProtectionv2',
  kvkPopupLog: '/Account/KvkPopupLog',
  cookieBar: '/CookieBar/SetMemberExtendedInfo',
  /** Our own GET: whether the member has a pending membership-cancellation request. */
  cancellationStatus: '/MemberCancellation/GetCancellationStatus',
  /** Our own POST: the member asks to cancel the membership. */
  cancellationRequest: '/MemberCancellation/RequestCancellation',
  cancellationCancel: '/MemberCancellation/MemberCancellationCancellingProcess',
} as const;

/** Member api paths, under MEMBER_API_BASE (same origin by default). */
export const MEMBER_API = {
  contactPermissions: '/api/v1/GetMemberContactPermissions',
  saveContactPermissions: '/api/v1/SaveMemberContactPermissions',
} as const;

export interface ContractText {
  Id: number;
  Version: number;
  Title: string;
  /** Plain text; paragraphs are separated by blank lines. */
  Body: string;
}
export interface CurrentContractAnswer {
  Contract: ContractText;
  /** The personal-data (KVK) notice shown beside it. */
  KvkText: ContractText | null;
}

/** Spec section 3 "Contract sign payload". chkV5 is the agreement checkbox; checkKVK and checkSPD are optional. */
export interface ContractSignPayload {
  hdnCid: number;
  hdnReturnUrl: string;
  /** Consent to the processing of personal data (KVK açık rıza). */
  checkKVK: boolean;
  /** Consent to commercial electronic messages (allow contact). */
  checkSPD: boolean;
  chkV5: boolean;
}
export interface ContractSignAnswer {
  IsSuccess: true;
  /** Where the page goes next: the same-origin return URL, or '/'. */
  Url: string;
}
export interface AcceptContractAnswer {
  IsSuccess: true;
  SignedContractId: number;
}

/** Spec section 3 "Consent payload". */
export interface ConsentPayload {
  allowContact: boolean;
  personalDataProtection: boolean;
  popupPage: string;
}
/** 'success', or the Turkish text of what the member must do first (contract update, password change). */
export interface ConsentAnswer {
  Message: string;
  /** Where the member can do it, with the message of a contract update or password change. */
  RedirectUrl?: string;
}
export const CONSENT_SUCCESS = 'success';

export interface KvkPopupLogPayload {
  popupPage: string;
}

export interface ContactPermissions {
  smsAllowed: boolean;
  phoneAllowed: boolean;
  emailAllowed: boolean;
}
/** The member api's envelope: isFault, sc (status code) and d (data). */
export interface MemberApiAnswer<T> {
  isFault: boolean;
  sc: number;
  d: T | null;
}

export interface CookieBarAnswer {
  IsSuccess: true;
  CookieBarSignId: number;
}

export interface CancellationStatusAnswer {
  Pending: boolean;
  /** Epoch ms of the pending request, or null. */
  RequestedAt: number | null;
}
export interface CancellationAnswer {
  Result: boolean;
}
