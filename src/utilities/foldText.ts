/** Text as a search compares it: lower case, without accents ('Crème Brûlée' → 'creme brulee'). */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
