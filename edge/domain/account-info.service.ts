/** The Hesap Bilgilerim page's data: the member's names and numbers; the citizen ID leaves the edge only masked. */
import type { AccountInfo } from '@shared/protocol/account-api';
import type { Queryable } from '../storage/db.port';
import { accountInfoRepo } from '../storage/account-info.repo';

const SHOWN_HEAD = 3;
const SHOWN_TAIL = 2;

export const maskCitizenId = (id: string): string =>
  id.length <= SHOWN_HEAD + SHOWN_TAIL ? '*'.repeat(id.length) : `${id.slice(0, SHOWN_HEAD)}${'*'.repeat(id.length - SHOWN_HEAD - SHOWN_TAIL)}${id.slice(-SHOWN_TAIL)}`;

export const createAccountInfoService = (db: Queryable) => ({
  async info(memberId: number): Promise<AccountInfo | null> {
    const row = await accountInfoRepo.find(db, memberId);
    if (!row) return null;
    return { Name: row.name, Surname: row.surname, Username: row.username, MemberNo: row.memberNo, MaskedCitizenId: maskCitizenId(row.citizenId) };
  },
});

export type AccountInfoService = ReturnType<typeof createAccountInfoService>;
