/** What choosing an image gives the page form: its featured image and the credit to show with it. */
export type ChosenImage = { attribution: string; url: string }
