/**
 * A location's own contact page (§2 /contact-us/{location slug}), and the location card's 'Email Us'
 * dialog (§2 "an Email Us dialog on some sites") and holiday-hours dialog, en-AU. The card's other words are in messages.ts;
 * these are kept apart only to keep that file's merges small; they join the same catalogue.
 */
export const locationMessagesEnAU = {
  /** The page's h1 and title. */
  'location.pageTitle': 'Contact {name}',
  'location.pageDescription': 'Opening hours, phone numbers and directions for {name}, and an enquiry form that goes straight to them.',
  /** The card's button and its dialog's heading. */
  'location.emailUs': 'Email Us',
  // Not 'Email …': a closed dialog's name would match the forms' Email label in page-wide look-ups.
  'location.emailUsHeading': 'Write to {name}',
  'location.emailUsClose': 'Close',
  'location.emailUsLoading': 'Loading the form…',
  /** §2 the card's holiday-hours dialog: its heading names the location. */
  'location.holidayHoursHeading': 'Holiday hours: {name}',
  'location.holidayHoursClose': 'Close',
} as const;
