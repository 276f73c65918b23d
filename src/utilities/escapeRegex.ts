/** Text to match literally inside a regular expression (outside a character class). */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
