/** Class names joined with spaces, the empty and false ones left out. */
export const cx = (...names: (false | null | string | undefined)[]): string =>
  names.filter(Boolean).join(' ')
