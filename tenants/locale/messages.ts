/**
 * Every fixed string a shopper reads, in en-AU. Other locales override only what differs
 * (spelling, units, wording). `{name}` placeholders are filled by `t()`.
 */
export const messagesEnAU = {
  'nav.home': 'Home',
  'nav.vehicles': 'Vehicles',
  'nav.ourStock': 'Our Stock',
  'nav.offers': 'Offers',
  'nav.serviceAndParts': 'Service and Parts',
  'nav.finance': 'Finance',
  'nav.more': 'More',
  'nav.locations': 'Locations',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.skipToContent': 'Skip to content',
  'nav.contactUs': 'Contact us',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms and Conditions',
  'platform.title': 'Dealer sites on this platform',
  'platform.intro': 'Each dealer site is served from its own host. Open one:',
  'footer.models': 'Models',
  'footer.buyerTools': 'Buyer Tools',
  'footer.servicingAndParts': 'Servicing and Parts',
  'footer.copyright': '© {year} {name}. All rights reserved.',
  'footer.dealerLicence': 'DL {number}',
  'location.call': 'Call {name} on {phone}',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.goTo': 'Go to slide {index}',
  'carousel.label': 'Featured',
  'carousel.exploreMore': 'Explore More',
  'carousel.discoverMore': 'Discover More',
  'payment.weAccept': 'We accept:',
  'faq.heading': 'Frequently asked questions',
  'notFound.title': 'Page not found',
  'notFound.body': "We couldn't find that page. It may have moved, or the link may be out of date.",
  'notFound.home': 'Back to the home page',
  'unknownBlock': 'Unknown block type "{type}": add it to blocks/index.ts or remove it from the page.',
  'colour': 'Colour',
  'distance.unit': 'km',
} as const;

export type MessageKey = keyof typeof messagesEnAU;
export type Messages = Record<MessageKey, string>;

export const messagesEnUS: Partial<Messages> = {
  colour: 'Color',
  'distance.unit': 'mi',
};

export const messagesEnNZ: Partial<Messages> = {};
