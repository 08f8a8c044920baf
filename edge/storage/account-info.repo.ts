/** Who a member is, for the Hesap Bilgilerim page. */
import type { Queryable } from './db.port';

export interface AccountInfoRow {
  name: string;
  surname: string;
  username: string;
  memberNo: number;
  citizenId: string;
}

export const accountInfoRepo = {
  async find(db: Queryable, memberId: number): Promise<AccountInfoRow | null> {
    const rows = await db.query<AccountInfoRow & Record<string, unknown>>(
      'SELECT name, surname, username, member_no::int AS "memberNo", citizen_id AS "citizenId" FROM members WHERE id = $1',
      [memberId],
    );
    return rows[0] ?? null;
  },
};
