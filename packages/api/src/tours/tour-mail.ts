import { formatMoney } from '@site/contracts/money';
import type { MailMessage } from '../mail/mailer';

/* The tours' e-mails. Links come from PUBLIC_URL (via the views), never from a request. */

export interface MoneyText {
  amount: string;
  currencyCode: string;
}
// The site's one money format, as the pages show it ("US$2,490.00").
const m = (money: MoneyText) => formatMoney(money.amount, money.currencyCode);

export interface BookingMailFacts {
  reference: string;
  contactName: string;
  email: string;
  tourTitle: string;
  startsOn: string;
  travellers: string[];
  lines: Array<{ label: string; amount: MoneyText }>;
  total: MoneyText;
  paid: MoneyText;
  balance: MoneyText;
  balanceDueOn: string | null;
  confirmationUrl: string;
  paymentUrl: string;
  calendar: string;
  detailsText: string[];
  bookletUrls: string[];
}

const calendarFile = (reference: string, content: string) => [
  {
    filename: `${reference}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content,
  },
];

export function confirmationMail(b: BookingMailFacts): MailMessage {
  const text = [
    `Dear ${b.contactName},`,
    '',
    `Your booking ${b.reference} for ${b.tourTitle}, departing ${b.startsOn}, is confirmed.`,
    '',
    ...b.detailsText.flatMap((t) => [t, '']),
    'Travellers:',
    ...b.travellers.map((t) => `  - ${t}`),
    '',
    ...b.lines.map((l) => `${l.label}: ${m(l.amount)}`),
    `Total: ${m(b.total)}`,
    `Paid today: ${m(b.paid)}`,
    ...(b.balanceDueOn
      ? [`Balance of ${m(b.balance)} due by ${b.balanceDueOn}. Pay it here: ${b.paymentUrl}`]
      : ['Nothing more is due.']),
    '',
    ...(b.bookletUrls.length
      ? [
          'Your tour booklet (PDF: day-by-day itinerary, hotels, what to bring):',
          ...b.bookletUrls,
          '',
        ]
      : []),
    'The calendar entry is attached; if the booking changes, the new file replaces it.',
    `Your booking, to view at any time: ${b.confirmationUrl}`,
  ];
  return {
    to: b.email,
    subject: `Booking confirmed: ${b.tourTitle} (${b.reference})`,
    text: text.join('\n'),
    attachments: calendarFile(b.reference, b.calendar),
  };
}

export function balancePaidMail(b: BookingMailFacts, amount: MoneyText): MailMessage {
  const text = [
    `Dear ${b.contactName},`,
    '',
    `We received ${m(amount)} for booking ${b.reference} (${b.tourTitle}, departing ${b.startsOn}).`,
    `Paid in total: ${m(b.paid)} of ${m(b.total)}. Nothing more is due.`,
    '',
    `Your booking: ${b.confirmationUrl}`,
  ];
  return { to: b.email, subject: `Payment received: ${b.reference}`, text: text.join('\n') };
}

export function balanceReminderMail(b: BookingMailFacts): MailMessage {
  const text = [
    `Dear ${b.contactName},`,
    '',
    `The balance of ${m(b.balance)} for your booking ${b.reference} (${b.tourTitle}, departing ${b.startsOn}) is due by ${b.balanceDueOn}.`,
    `Pay it here: ${b.paymentUrl}`,
    '',
    'A balance still unpaid after the grace period cancels the booking under its cancellation policy.',
  ];
  return {
    to: b.email,
    subject: `Balance due by ${b.balanceDueOn}: ${b.reference}`,
    text: text.join('\n'),
  };
}

export function cancellationMail(
  b: BookingMailFacts,
  refund: MoneyText,
  reason: 'customer' | 'unpaid',
): MailMessage {
  const why =
    reason === 'unpaid'
      ? 'The balance was not paid by its due date and the grace period has passed, so the booking is cancelled under its policy.'
      : 'The booking is cancelled as you asked.';
  const text = [
    `Dear ${b.contactName},`,
    '',
    `Booking ${b.reference} for ${b.tourTitle}, departing ${b.startsOn}, is cancelled. ${why}`,
    `Refund: ${m(refund)}${refund.amount === '0.00' ? '' : ' to the card you paid with, within 5–10 days'}.`,
    '',
    'The attached calendar file removes the trip from your calendar.',
  ];
  return {
    to: b.email,
    subject: `Booking cancelled: ${b.reference}`,
    text: text.join('\n'),
    attachments: [
      {
        filename: `${b.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
        content: b.calendar,
      },
    ],
  };
}

export function waitlistJoinedMail(
  to: string,
  name: string,
  tourTitle: string,
  startsOn: string,
  position: number,
): MailMessage {
  const text = [
    `Dear ${name},`,
    '',
    `You are number ${position} on the waitlist for ${tourTitle}, departing ${startsOn}.`,
    'When seats free up we e-mail you an offer that holds them for you for a limited time.',
  ];
  return { to, subject: `On the waitlist: ${tourTitle}`, text: text.join('\n') };
}

export function waitlistOfferMail(
  to: string,
  name: string,
  tourTitle: string,
  startsOn: string,
  seats: number,
  link: string,
  expiresAt: string,
): MailMessage {
  const text = [
    `Dear ${name},`,
    '',
    `${seats === 1 ? 'A seat has' : `${seats} seats have`} come free on ${tourTitle}, departing ${startsOn}, and ${seats === 1 ? 'it is' : 'they are'} held for you until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC.`,
    `Book here: ${link}`,
    '',
    'If you no longer want them, do nothing: the offer passes to the next person waiting when it lapses.',
  ];
  return { to, subject: `Seats for you: ${tourTitle}`, text: text.join('\n') };
}

export function waitlistLapsedMail(to: string, name: string, tourTitle: string): MailMessage {
  return {
    to,
    subject: `Your offer lapsed: ${tourTitle}`,
    text: [
      `Dear ${name},`,
      '',
      `The seats we held for you on ${tourTitle} were not booked in time and have been offered to the next person waiting.`,
    ].join('\n'),
  };
}

export function interestMail(
  to: string,
  name: string,
  open: Array<{ title: string; startsOn: string; seatsLeft: number; url: string }>,
): MailMessage {
  const text = [
    `Dear ${name},`,
    '',
    'Thank you for telling us which tours interest you. We will e-mail you when a departure with seats opens for them.',
    ...(open.length
      ? [
          '',
          'Open now:',
          ...open.map(
            (d) => `  - ${d.title}, departing ${d.startsOn}: ${d.seatsLeft} seats left. ${d.url}`,
          ),
        ]
      : []),
  ];
  return { to, subject: 'We have your tour interest', text: text.join('\n') };
}

export function departureOpenMail(
  to: string,
  name: string,
  title: string,
  startsOn: string,
  seatsLeft: number,
  url: string,
): MailMessage {
  const text = [
    `Dear ${name},`,
    '',
    `You asked to hear about ${title}. A departure on ${startsOn} has ${seatsLeft} seats left.`,
    `See it and book: ${url}`,
  ];
  return { to, subject: `Seats open: ${title}, ${startsOn}`, text: text.join('\n') };
}

export function accessCodeMail(
  to: string,
  name: string,
  reference: string,
  code: string,
  minutes: number,
): MailMessage {
  const text = [
    `Dear ${name},`,
    '',
    `Your code to open booking ${reference} is ${code}.`,
    `It works once, for ${minutes} minutes. Enter it on the page where you asked for it.`,
    '',
    'If you did not ask for this code, you can ignore this e-mail: nobody can open your booking without it.',
  ];
  return { to, subject: `Your booking code: ${code}`, text: text.join('\n') };
}
