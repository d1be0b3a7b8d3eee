/**
 * The product you get when you "Start your photo book" without choosing one: a hardcover photo
 * book of 20 × 20 cm. The hardcover is the book our customers order most (it leads "Popular right
 * now" and most reviews name it), and 20 × 20 cm is its most common size, square so that landscape
 * and portrait photos both fit. The customer can change the style and size later, from the picker
 * ("Change") and in the editor. README's "The catalog" section says the same.
 */
export const DEFAULT_PHOTO_BOOK = 'BOOK-HC-20X20';
