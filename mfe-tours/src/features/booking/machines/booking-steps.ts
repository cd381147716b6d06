/** The booking's steps in order, for the page's headings and progress. */
export type BookingStep =
  'departure' | 'travellers' | 'rooms' | 'extensions' | 'review' | 'payment';
export const STEP_ORDER: readonly BookingStep[] = [
  'departure',
  'travellers',
  'rooms',
  'extensions',
  'review',
  'payment',
];

/** The step a (possibly busy) machine state belongs to. */
export function stepOf(state: string): BookingStep | 'expired' | 'confirmed' | 'failed' {
  switch (state) {
    case 'creatingHold':
    case 'resizingHold':
      return 'departure';
    case 'updatingRooms':
      return 'rooms';
    case 'quoting':
      return 'extensions';
    case 'checking':
    case 'processing':
    case 'authenticating':
      return 'payment';
    default:
      return state as BookingStep;
  }
}

/** What the page says it is doing in each busy state; the buttons wait meanwhile. */
export const BUSY: Record<string, string> = {
  creatingHold: 'Holding your seats…',
  resizingHold: 'Changing your seat hold…',
  updatingRooms: 'Checking the rooms…',
  quoting: 'Working out the price…',
  checking: 'Checking your booking…',
  processing: 'Processing your booking…',
};
