/**
 * The R= parameter of the forced pages (/Security/Security?R=, /meslek-bilginiz?R=): where the member goes once
 * the state is resolved. Only a path on this site (the shared safeReturnPath rule), never a forced page itself
 * (it would loop); anything else goes home.
 */
import { ROUTES } from '@shared/constants/routes';
import { safeReturnPath } from '@shared/rules/safe-return-path';

const FORCED_PAGES: readonly string[] = [ROUTES.security, ROUTES.profession];

export const returnPathOf = (r: string | null | undefined): string => safeReturnPath(r, ROUTES.home, FORCED_PAGES);
