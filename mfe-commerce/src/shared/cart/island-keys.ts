/**
 * What the add-to-cart island (islands/add-to-cart.ts) records for the app (@site/contracts/islands):
 * the id of the cart it added to, and per variant whether its add went through.
 */
export const ISLAND_CART = 'commerce.cart';
export const islandAddKey = (merchandiseId: string) => `commerce.added:${merchandiseId}`;
