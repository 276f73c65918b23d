/**
 * What choosing an image gives the page form: its featured image, its alternative text (the stock
 * photo's description or the upload's alt, '' when it has none) and the credit to show with it.
 */
export type ChosenImage = { alt: string; attribution: string; url: string }
