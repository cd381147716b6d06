export { createContactRouter } from './contact-router';
export {
  ContactStore,
  defaultContactDbPath,
  openContactDb,
  type StoredContact,
} from './contact-store';
export {
  LIMITS,
  parseContact,
  type ContactKind,
  type ContactMessage,
  type FieldErrors,
} from './contact-input';
