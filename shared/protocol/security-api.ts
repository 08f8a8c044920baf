/** Paths and shapes of the forced-state pages' calls: password change and profession (see edge/http/API.md). */
export const SECURITY_API = {
  changePassword: '/Security/ChangePassword',
  professions: '/Member/GetProfessions',
  saveProfession: '/Member/SaveProfession',
} as const;

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

/** Success carries the rotated session's anti-forgery token; a refusal the field-independent Turkish message. */
export type ChangePasswordAnswer = { IsSuccess: true; Message: string; Token: string } | { IsSuccess: false; Code: string; Message: string };

export interface Profession {
  Id: number;
  Name: string;
}
export interface ProfessionsAnswer {
  Professions: Profession[];
  /** The member's saved profession, or null. */
  SelectedId: number | null;
}

export interface SaveProfessionRequest {
  professionId: number;
}
export type SaveProfessionAnswer = { IsSuccess: true } | { IsSuccess: false; Code: string; Message: string };
