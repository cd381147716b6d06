// Shared with the shop and the tours (@site/ui/use-rates).
export { useRates } from '@site/ui/use-rates';
