/** Joins the truthy class names: cx('a', on && 'b') -> 'a b'. */
export const cx = (...parts: readonly (string | false | null | undefined)[]): string => parts.filter(Boolean).join(' ');
