/** What the add-to-cart form's status line says after an add (the island writes the same words). */
export const ADDED = 'Added to your cart.';
export const NOT_ADDED = 'Sorry, we could not add this to your cart. Please try again.';
