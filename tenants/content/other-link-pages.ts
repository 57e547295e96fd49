/**
 * The §2 'Other links' pages of the demo sites (/teams, /buying, /capped-price-servicing,
 * /roadside-assist, /diamond-advantage, /ultratek, the Autopact pages, /brands/jeep and the
 * /pages/... set), each on the site whose kind of dealer would have it, in that dealer's words, and
 * the footer group that links them. Plain claims only: no figures a dealer could not stand behind,
 * and no finance figures (§5 would need the comparison rate and warning beside them).
 */
import { bullet, key, linked, text, type PtBlock } from './portable-text';

export interface OtherLinkPage {
  slug: string;
  title: string;
  description: string;
  blocks: Record<string, unknown>[];
}

export interface OtherLinks {
  pages: OtherLinkPage[];
  /** A footer group listing the pages (DESIGN.md: every page a demo site has is linked from it). */
  footerGroup?: { label: string; links: { label: string; href: string }[] };
  /** Links added to the header's More menu. */
  moreLinks?: { label: string; href: string }[];
  /** The /vehicle-parts-and-accessories page links to the parts search (§2 /parts/search). */
  partsSearch?: boolean;
}

const richText = (heading: string | null, body: PtBlock[]) => ({ _type: 'richText', _key: key('blk'), heading, body });
const prose = (heading: string | null, ...paragraphs: string[]) => richText(heading, text(...paragraphs));
const faq = (heading: string, items: [string, string][]) => ({
  _type: 'faq',
  _key: key('blk'),
  heading,
  items: items.map(([question, answer]) => ({ _key: key(), question, answer: text(answer) })),
});
const cta = (heading: string, body: string, primary: { label: string; href: string }, secondary?: { label: string; href: string }, tone: 'brand' | 'dark' | 'light' = 'brand') => ({
  _type: 'callToAction',
  _key: key('blk'),
  heading,
  text: body,
  primary,
  ...(secondary ? { secondary } : {}),
  tone,
});
const enquiry = (heading: string, intro: string, categories: string[], successMessage: string) => ({
  _type: 'enquiryForm',
  _key: key('blk'),
  heading,
  intro,
  categories,
  showLocation: true,
  successMessage,
});
const page = (slug: string, title: string, description: string, blocks: Record<string, unknown>[]): OtherLinkPage => ({ slug, title, description, blocks });

/** The §2 /pages/... set a franchised new-car dealer has (Toyota, Kia): words for its brand and suburb. */
function franchisePages(brand: string, dealer: string, suburb: string, gt: { title: string; text: string; search: string }): OtherLinkPage[] {
  return [
    page('pages/parts-accessories', 'Genuine Parts and Accessories', `Genuine ${brand} parts and accessories from ${dealer}.`, [
      prose(null, `Genuine ${brand} parts are made for your car, and our parts team in ${suburb} can tell you what fits before you buy. Accessories fitted by our technicians before delivery can often be included in your car's price.`),
      richText('Popular with our customers', [bullet('Floor mats, cargo liners and boot organisers'), bullet('Tow bars and roof racks, fitted and checked'), bullet('Wiper blades, filters and service parts'), bullet('Dash cameras and phone mounts')]),
      cta('Find a part', 'Search our parts and accessories by name or part number, or ask the parts team.', { label: 'Search parts', href: '/parts/search' }, { label: 'Parts and accessories', href: '/vehicle-parts-and-accessories' }),
    ]),
    page('pages/warranty', `${brand} Warranty`, `How your ${brand} warranty works at ${dealer}.`, [
      prose(null, `Every new ${brand} comes with the manufacturer's warranty. Its terms are in your owner's handbook and service book; our service advisors can look up what your car is covered for and how long it has left.`),
      prose('Keeping your warranty', `Service your car on time with genuine parts, at ${dealer} or any qualified repairer, and keep the receipts. A missed service does not void your warranty on its own, but a fault it causes may not be covered.`),
      richText(null, [linked('Buying used? Read about our used-car warranty on our ', 'warranty page', '/warranty', '.')]),
      cta('Book your next service', 'Factory-trained technicians and genuine parts keep your service history in order.', { label: 'Book a service', href: '/pages/book-a-service' }, undefined, 'dark'),
    ]),
    page('pages/lifecycle-checkup', 'Lifecycle Check-Up', `A free check-up for your ${brand} at ${dealer}.`, [
      prose(null, `Whatever its age, your ${brand} deserves a once-over before a long trip or a change of season. Our Lifecycle Check-Up is a free 20 point inspection while you wait, with a written report and no obligation to book any work.`),
      richText('What we check', [bullet('Tyres, including tread depth and pressures'), bullet('Brakes, lights and wipers'), bullet('Battery health, belts and hoses'), bullet('Fluid levels and leaks'), bullet('Any warning lights on the dash')]),
      cta('Book a check-up', 'It takes about 30 minutes. Tell us when suits you.', { label: 'Book now', href: '/pages/book-a-service' }),
    ]),
    page('pages/reviews', 'Customer Reviews', `What customers say about ${dealer}.`, [
      prose(null, `We ask every customer how we did. Here is what they said, good and not so good: it is how we get better.`),
      { _type: 'reviewFeed', _key: key('blk'), heading: `Reviews of ${dealer}` },
      { _type: 'locationMap', _key: key('blk'), heading: 'Come and see us', selection: 'primary', display: 'cards' },
    ]),
    page('pages/home-drive', 'Home Test Drive', `A ${brand} test drive at your home or work, from ${dealer}.`, [
      prose(null, `Short on time? We will bring the ${brand} you are interested in to your home or workplace around ${suburb}, so you can try it on your own driveway and the roads you drive every day.`),
      richText('How it works', [bullet('Tell us the model and a time that suits you.'), bullet('A consultant brings the car, walks you through it and comes along for the drive.'), bullet('Bring your driver licence. There is no cost and no obligation.')]),
      enquiry('Book a home test drive', 'We will call you to confirm the car, the time and the address.', ['Home Test Drive', 'Test Drive'], 'Thank you. We will call you shortly to arrange your home test drive.'),
    ]),
    page('pages/experience-gt', gt.title, `${gt.title} at ${dealer}.`, [
      prose(null, gt.text),
      cta('Feel it for yourself', 'Book a drive, or see what is in stock now.', { label: 'Book a test drive', href: '/book-test-drive' }, { label: 'See them in stock', href: gt.search }, 'dark'),
    ]),
  ];
}

const franchiseFooter = (brand: string) => ({
  label: `Owning a ${brand}`,
  links: [
    { label: 'Genuine Parts', href: '/pages/parts-accessories' },
    { label: `${brand} Warranty`, href: '/pages/warranty' },
    { label: 'Lifecycle Check-Up', href: '/pages/lifecycle-checkup' },
    { label: 'Home Test Drive', href: '/pages/home-drive' },
    { label: 'Customer Reviews', href: '/pages/reviews' },
    { label: 'Experience GT', href: '/pages/experience-gt' },
  ],
});

const riversideKia = (): OtherLinks => ({
  pages: [
    ...franchisePages('Kia', 'Riverside Kia', 'Milton', {
      title: 'Experience GT',
      text: 'The EV6 GT is the quickest Kia yet, and the GT-Line models bring its sharper looks and sports seats to the rest of the range. Come and try one in Milton.',
      search: '/search/kia',
    }),
    page('capped-price-servicing', 'Capped Price Servicing', 'Kia capped price servicing at Riverside Kia.', [
      prose(null, 'With capped price servicing you know the most a scheduled service will cost before you book. The price depends on your model and the service interval, and we confirm it when you book.', 'Each service follows the Kia logbook, with genuine Kia parts, and we stamp your service book so the record stays with the car.'),
      faq('Capped price servicing questions', [
        ['What is included?', 'Everything the logbook lists for that service: the labour, the oil and filters, and the checks. Extra work such as tyres or brake pads is quoted first, and we only go ahead with your approval.'],
        ['Which cars does it cover?', 'Kia vehicles within the capped price servicing period. Tell us your rego when you book and we will confirm.'],
        ['Can I wait while it is done?', 'Yes. Most scheduled services take under two hours; we also run a free shuttle around Milton and Toowong.'],
      ]),
      cta('Book your service', 'Choose a day and time online; we will confirm by SMS.', { label: 'Book a service', href: '/pages/book-a-service' }, { label: 'Service centre', href: '/service' }, 'dark'),
    ]),
    page('roadside-assist', 'Roadside Assist', 'Roadside assistance for Kia owners who service at Riverside Kia.', [
      prose(null, 'A flat battery, a flat tyre or keys locked in the car: roadside assistance is there day and night. Kia owners who service with us can ask our service team whether their car is covered and for how long.', 'The number to call and the conditions are in your owner\'s pack. If you cannot find them, call our service team and we will help.'),
      cta('Check your cover', 'Our service team can look up your car by its rego.', { label: 'Contact the service team', href: '/contact-us/riverside-kia-service-and-parts' }),
    ]),
  ],
  footerGroup: {
    ...franchiseFooter('Kia'),
    links: [...franchiseFooter('Kia').links, { label: 'Capped Price Servicing', href: '/capped-price-servicing' }, { label: 'Roadside Assist', href: '/roadside-assist' }],
  },
  partsSearch: true,
});

const harbourCityToyota = (): OtherLinks => ({
  pages: franchisePages('Toyota', 'Harbour City Toyota', 'Newmarket', {
    title: 'Experience GT',
    text: 'Toyota’s GR86 and GR Yaris were built for drivers who enjoy the drive itself. Talk to our team in Newmarket about a test drive, and about what is coming to New Zealand next.',
    search: '/search/toyota',
  }),
  footerGroup: franchiseFooter('Toyota'),
  partsSearch: true,
});

const southernCrossMotors = (): OtherLinks => ({
  pages: [
    page('teams', 'Our Teams', 'Meet the teams at Southern Cross Motors.', [
      prose(null, 'Southern Cross Motors is a family business, and most of our people have been with us for years. Here is who you will meet at each of our yards.'),
      prose('Parramatta', 'Our largest yard and the home of our finance team. Ask for the sales manager if you are trading in: they appraise every trade at Parramatta.'),
      prose('Dandenong', 'Our Melbourne yard, with sales and a service workshop on the one site. The team here looks after our fleet and business customers in Victoria.'),
      prose('Penrith Caravan Centre', 'Caravan specialists who tow, camp and travel themselves, and who will walk you through every van before you buy.'),
      { _type: 'locationMap', _key: key('blk'), heading: 'Where to find us', selection: 'all', display: 'cards' },
      cta('Join the team', 'We are always keen to hear from sales consultants, technicians and apprentices.', { label: 'Careers', href: '/careers' }, undefined, 'light'),
    ]),
    page('buying', 'Buying a Used Car With Us', 'How buying a used car from Southern Cross Motors works.', [
      prose(null, 'Every car we sell has been inspected by our own technicians, comes with its service history where we have it, and is priced to the market before it goes online.'),
      richText('How it works', [bullet('Find a car online or at any of our yards, and reserve it with a refundable $200 deposit if you need time.'), bullet('Test drive it, and have it looked over by your own mechanic if you like.'), bullet('Trade in your current car: we value it on the day.'), bullet('Arrange finance with us or your own lender, then pick up your car or have it delivered.')]),
      faq('Buying questions', [
        ['Can I change my mind?', 'Cars bought online can be returned within 14 days of delivery under our Handback Guarantee; see that page for the conditions.'],
        ['Do your cars have a warranty?', 'Our used cars come with a 3 year standard warranty; ask us what applies to the car you are looking at.'],
        ['Do you deliver?', 'Yes, to most of Australia. Ask for a delivery quote for your suburb.'],
      ]),
      cta('Start looking', 'Hundreds of checked used cars across our yards.', { label: 'Browse used cars', href: '/search/used-cars' }, { label: 'Handback Guarantee', href: '/autopact-handback-guarantee' }),
    ]),
    page('autopact-handback-guarantee', 'Autopact Handback Guarantee', 'Return a car bought online within 14 days under the Autopact Handback Guarantee.', [
      prose(null, 'Buying a car without seeing it first is a big step. With the Autopact Handback Guarantee, if the car you bought online is not right for you, you can hand it back within 14 days of delivery.'),
      richText('The conditions', [bullet('Tell us within 14 days of delivery that you want to return the car.'), bullet('The car has been driven no more than 500 km since delivery.'), bullet('It has at least a quarter tank of fuel.'), bullet('All keys and accessories that came with it are returned.'), bullet('There is no finance or other debt secured on it (an amount may be deducted to clear one).')]),
      richText(null, [linked('The full terms are in our ', 'terms and conditions', '/terms-and-conditions', '. They are in addition to your rights under the Australian Consumer Law.')]),
      cta('Questions about a return?', 'Our team will talk you through it.', { label: 'Contact us', href: '/contact-us' }, { label: 'Autopact FAQs', href: '/faqs' }, 'light'),
    ]),
    page('autopact-protection-plan', 'Autopact Protection Plan', 'The Autopact Protection Plan: mechanical protection for your used car.', [
      prose(null, 'The Autopact Protection Plan is a 3-year mechanical protection plan available on the used vehicles we sell. It covers the cost of repairing listed mechanical and electrical parts that fail, so an unexpected repair bill does not spoil the car.'),
      faq('Protection Plan questions', [
        ['What does it cover?', 'Listed engine, transmission, cooling and electrical components. The plan document lists every part covered and any claim limits; ask us for a copy before you buy.'],
        ['What do I need to do?', 'Keep the car serviced on time and keep the receipts. Repairs are approved before the work starts.'],
        ['Can I add it after I buy?', 'It is offered when you buy the car. Ask your sales consultant for the price for your car.'],
      ]),
      cta('Ask about the Protection Plan', 'We will send you the plan document for the car you like.', { label: 'Send an enquiry', href: '/contact-us' }, { label: 'UltraTek protection', href: '/ultratek' }, 'dark'),
    ]),
    page('ultratek', 'UltraTek Paint and Interior Protection', 'UltraTek paint and interior protection, applied before delivery.', [
      prose(null, 'UltraTek is a paint and interior protection treatment we apply before you pick up your car. It helps the paint resist bird droppings, tree sap and fading, and helps seats and carpets resist stains.'),
      richText('What is treated', [bullet('Exterior paint and plastics'), bullet('Fabric or leather seats'), bullet('Carpets and floor mats')]),
      prose(null, 'Ask your sales consultant for the price for your car and for the care guide, which explains how to look after the finish.'),
      cta('Add UltraTek to your car', 'Tell us which car you are buying and we will quote it.', { label: 'Send an enquiry', href: '/contact-us' }, { label: 'Protection Plan', href: '/autopact-protection-plan' }),
    ]),
    page('diamond-advantage', 'Diamond Advantage', 'Diamond Advantage: our thank-you to returning Southern Cross Motors customers.', [
      prose(null, 'Diamond Advantage is how we thank customers who come back to us. When you buy your next car from any of our yards, let us know and we will look after you.'),
      richText('What members get', [bullet('Priority service bookings at Parramatta and Dandenong'), bullet('A free wash and vacuum with every service'), bullet('A trade-in appraisal at your home or work')]),
      cta('Already a customer?', 'Mention Diamond Advantage when you enquire.', { label: 'Contact us', href: '/contact-us' }, undefined, 'light'),
    ]),
  ],
  // §9 "Autopact links: Handback Guarantee, Protection Plan, UltraTek, FAQs".
  footerGroup: {
    label: 'Autopact',
    links: [
      { label: 'Handback Guarantee', href: '/autopact-handback-guarantee' },
      { label: 'Protection Plan', href: '/autopact-protection-plan' },
      { label: 'UltraTek', href: '/ultratek' },
      { label: 'FAQs', href: '/faqs' },
    ],
  },
  moreLinks: [
    { label: 'Buying With Us', href: '/buying' },
    { label: 'Our Teams', href: '/teams' },
    { label: 'Diamond Advantage', href: '/diamond-advantage' },
  ],
});

const loneStarJeep = (): OtherLinks => ({
  pages: [
    page('brands/jeep', 'Jeep', 'New Jeep SUVs and the Gladiator pickup at Lone Star Jeep in Austin.', [
      prose(null, 'Every Jeep 4x4 is Trail Rated: tested for traction, ground clearance, maneuverability, articulation and water fording.', 'From the Wrangler and Gladiator to the Grand Cherokee and Compass, our Austin showroom has the Jeep lineup in stock, with trail days on Saturdays for anyone who wants to try one off the pavement.'),
      richText('The lineup', [bullet('Wrangler: the original, with removable doors and top'), bullet('Gladiator: Wrangler capability with a five-foot bed'), bullet('Grand Cherokee: three rows, for the family road trip'), bullet('Compass: the compact Jeep for city streets')]),
      cta('Find your Jeep', 'See every Jeep on our lot, or book a test drive.', { label: 'Shop Jeep', href: '/search/jeep' }, { label: 'Schedule a test drive', href: '/book-test-drive' }, 'dark'),
    ]),
  ],
  moreLinks: [{ label: 'Jeep', href: '/brands/jeep' }],
});

/** Functions, so every build of a site's content makes its blocks' keys afresh (portable-text resetKeys). */
const bySite: Record<string, () => OtherLinks> = {
  'riverside-kia': riversideKia,
  'harbour-city-toyota': harbourCityToyota,
  'southern-cross-motors': southernCrossMotors,
  'lone-star-jeep': loneStarJeep,
};

/** A demo site's Other-links pages and the links to them (none for a site not listed). */
export function otherLinks(site: string): OtherLinks {
  return bySite[site]?.() ?? { pages: [] };
}
