/** The Hesap Bilgilerim page's own call (not in the spec's list): who the member is, the citizen ID masked by the edge. */
export const ACCOUNT_API = { info: '/Member/GetAccountInfo' } as const;

export interface AccountInfo {
  Name: string;
  Surname: string;
  Username: string;
  MemberNo: number;
  /** The citizen ID with all but its first 3 and last 2 digits masked: "123******28". */
  MaskedCitizenId: string;
}
