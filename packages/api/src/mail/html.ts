/** Text for an HTML body: everything a shopper typed (names, address) goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
