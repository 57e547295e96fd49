import { bullet, key, paragraph, text } from './portable-text';

/** Blocks shared by the demo sites, each a function so every use gets fresh keys. */

export const marketingStrip = () => ({
  _type: 'marketingStrip',
  _key: key('blk'),
  items: [
    { _key: key(), title: 'Reserve Quickly Online', text: 'Hold your car with a refundable $200 deposit.', icon: 'reserve' },
    { _key: key(), title: 'Secure Online Payments', text: 'Card payments protected end to end.', icon: 'secure' },
    { _key: key(), title: 'Apply For Finance', text: 'Fast pre-approval from our lenders.', icon: 'finance', href: '/finance' },
  ],
});

export const paymentStrip = () => ({ _type: 'paymentStrip', _key: key('blk') });

/** §2 feature banners: special offers, service, and the instant trade-in offer where the site's valuation tool is on (elsewhere /trade-in is its 404). */
export const featureBanners = ({ tradeIn }: { tradeIn: boolean }) => ({
  _type: 'featureBanners',
  _key: key('blk'),
  banners: [
    { _key: key(), title: 'Special offers', text: 'This month’s best deals on new and used stock.', label: 'See all offers', href: '/special-offers' },
    { _key: key(), title: 'Book a service online', text: 'Pick a time that suits you in under a minute.', label: 'Book a service', href: '/service' },
    ...(tradeIn ? [{ _key: key(), title: 'Instant trade-in offer', text: 'Get an offer on your car in 2 minutes.', label: 'Value my car', href: '/trade-in' }] : []),
  ],
});

/** §2 trade-in FAQ: what is bought, how the estimate is calculated, exact price, finance owing, inspection. */
export const tradeInFaq = () => ({
  _type: 'faq',
  _key: key('blk'),
  heading: 'Trade-in FAQ',
  items: [
    { _key: key(), question: 'What vehicles do you buy?', answer: text('We buy most cars, SUVs, utes and vans in good condition, whether or not you buy from us. Online estimates are not available for vehicles over 7 years old or with more than 100,000 km.') },
    { _key: key(), question: 'How is my estimate calculated?', answer: text('We compare your car with recent sales of the same make, model, year and kilometres, using an independent valuation tool, then adjust for condition and options.') },
    { _key: key(), question: 'Is the online estimate the exact price?', answer: text('The estimate is a guide. We confirm the exact price after a short inspection, usually within 30 minutes.') },
    { _key: key(), question: 'What if I still owe finance on my car?', answer: text('That is fine: we settle the payout with your lender and pay you, or deduct from your next car, the difference.') },
    { _key: key(), question: 'Do you need to inspect my car?', answer: text('Yes. Bring the car, its keys, service books and registration papers to any of our locations.') },
  ],
});

export const financeDisclaimer = () => ({
  _type: 'richText',
  _key: key('blk'),
  variant: 'legal',
  heading: 'Finance disclaimer',
  body: text(
    'Repayments are indicative only and are not a binding quote. Finance is available to approved applicants only. Fees, charges, terms and conditions apply.',
    'Comparison rates from 8.38% to 19.42% p.a. are calculated on a loan of $30,000 over 5 years (60 months). WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
  ),
});

/** The enquiry form (§5) on the contact page (every category) and the finance page (finance first). */
export const enquiryForm = (page: 'contact' | 'finance') =>
  page === 'contact'
    ? {
        _type: 'enquiryForm',
        _key: key('blk'),
        heading: 'Send us an enquiry',
        intro: 'Tell us what you need and the right team will get back to you within one business day.',
        categories: ['General Enquiry', 'Sales', 'Service', 'Parts', 'Finance', 'Careers'],
        showLocation: true,
        successMessage: 'Thank you. Your enquiry has been sent, and the right team will be in touch within one business day.',
      }
    : {
        _type: 'enquiryForm',
        _key: key('blk'),
        heading: 'Ask about finance',
        // §2: finance links end with #finance-form (the call-to-action's /finance#finance-form).
        anchor: 'finance-form',
        intro: 'Tell us about the car and the budget you have in mind, and a finance specialist will call you back.',
        categories: ['Finance', 'General Enquiry'],
        showLocation: true,
        successMessage: 'Thank you. A finance specialist will be in touch within one business day.',
      };

export const legalBody = (dealer: string) => [
  paragraph('About this policy', 'h2'),
  paragraph(`${dealer} respects your privacy. This page explains what we collect when you use this website, why, and how you can reach us about it.`),
  paragraph('What we collect', 'h2'),
  bullet('Details you enter in enquiry, test-drive, finance and trade-in forms.'),
  bullet('Cars you favourite or compare, kept in your browser unless you sign in.'),
  bullet('Anonymous usage data that helps us make the site faster.'),
  paragraph('Your choices', 'h2'),
  paragraph('You can ask us for a copy of your details, or to correct or delete them, at any time through our contact page.'),
];

export const termsBody = (dealer: string) => [
  paragraph('Using this website', 'h2'),
  paragraph(`Vehicle details, prices and availability on this site are provided by ${dealer} in good faith and may change without notice. Please confirm details with us before you buy.`),
  paragraph('Online reservations', 'h2'),
  paragraph('A reservation holds a vehicle for 48 hours with a $200 deposit that is 100% refundable.'),
  paragraph('Finance', 'h2'),
  paragraph('Repayments shown are indicative only, not a binding quote, and available to approved applicants only.'),
];
