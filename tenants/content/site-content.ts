import { enquiryForm, financeDisclaimer, featureBanners, legalBody, marketingStrip, paymentStrip, termsBody, tradeInFaq } from './common-blocks';
import { key, linked, text } from './portable-text';
import { postDocuments } from './blog-posts';
import { locationDocuments } from './locations';
import { otherLinks } from './other-link-pages';
import { redirectDocuments } from './redirects';
import { reviewDocuments } from './reviews';
import { resolveSiteConfig } from '../config/resolve';
import { siteDefinitions } from '../sites';

/** What differs between the demo sites' content; everything else is built the same way. */
export interface SiteContentSpec {
  site: string;
  name: string;
  settings?: Record<string, unknown>;
  /** Hero slides; `imageUrl` is a generated car picture (`carPicture`), as every slide needs an image (§2 Carousel). */
  slides: { name: string; description: string; url: string; imageUrl: string; tone?: 'brand' | 'dark' | 'light' }[];
  models: { label: string; href: string }[];
  aboutUs: string[];
  /** Stock blocks on the home page, between the marketing strip and the feature banners. */
  homeStock: Record<string, unknown>[];
  /** Extra CMS pages ("Other links" of §2) this site has content for. */
  extraPages?: { slug: string; title: string; blocks: Record<string, unknown>[] }[];
  extraMoreLinks?: { label: string; href: string }[];
  /** §3 promo nodes: cards among search results inside their window (§4). */
  promos?: { title: string; text: string; label: string; href: string; start: string; expiry: string; position: number; display?: string[]; strictDisplay?: boolean }[];
  /** The /book-test-drive page (linked from the footer and hero slides), in this dealer's words. */
  testDrive: TestDriveSpec;
  /** Call-to-action bands in this dealer's own words (no rates or repayments without a comparison rate and its warning). */
  ctas?: { finance?: CallToActionSpec; service?: CallToActionSpec; tradeIn?: CallToActionSpec };
}

export interface TestDriveSpec {
  intro: { heading: string; text: string };
  /** The booking form (an enquiry form block): its words, and any §5 check options it offers. */
  form: { heading: string; intro: string; categories: string[]; successMessage: string; checkOptions?: string[] };
}

/**
 * A demo picture the web app draws itself (web/app/car-images, paths as `carImagePath` in
 * stock/car/car-image-path.ts builds them), wide enough for a hero slide.
 */
export const carPicture = (body: 'sedan' | 'hatch' | 'suv' | 'ute' | 'van' | 'wagon' | 'coupe' | 'peopleMover' | 'caravan', colour: string) =>
  `/car-images/${body}/${colour}.png?v=1&w=1600`;

export interface CallToActionSpec {
  heading: string;
  text: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
  tone?: 'brand' | 'dark' | 'light';
}

const callToAction = (cta: CallToActionSpec | undefined) => (cta ? [{ _type: 'callToAction', _key: key('blk'), ...cta }] : []);

const link = (label: string, href: string) => ({ _type: 'menuLink', _key: key('l'), label, href });
const group = (label: string, links: { label: string; href: string }[]) => ({
  _type: 'menuGroup',
  _key: key('g'),
  label,
  links: links.map((l) => link(l.label, l.href)),
});
const richText = (heading: string | null, ...paragraphs: string[]) => ({ _type: 'richText', _key: key('blk'), heading, body: text(...paragraphs) });

function page(site: string, slug: string, title: string, blocks: Record<string, unknown>[], description?: string) {
  return {
    // Dots in an _id make a document private in Sanity; '_' never appears in a slug, so ids stay unique.
    _id: `page_${site}_${slug.replace(/\//g, '_')}`,
    _type: 'page',
    site,
    title,
    slug: { _type: 'slug', current: slug },
    seo: description ? { title, description } : undefined,
    blocks,
  };
}

/** The trade-in pages' paths (§2 /trade-in, /cars/trade-in, /sell-my-car). */
const TRADE_IN_PATH = /^\/(trade-in|cars\/trade-in|sell-my-car)(?=$|[?#])/;

/**
 * Whether the site's valuation tool is on, as the web app decides it (web/server/trade-in/valuation-tool.ts:
 * `features.autograb || features.redbook`): only then do its trade-in pages exist, so only then does
 * its content have a /trade-in page and link to the trade-in pages (elsewhere they are its 404).
 */
function valuationToolOn(site: string): boolean {
  const definition = siteDefinitions.find((candidate) => candidate.slug === site);
  if (!definition) return false;
  const { features } = resolveSiteConfig(definition).config;
  return features.autograb || features.redbook;
}

export function buildSiteContent(spec: SiteContentSpec): Record<string, unknown>[] {
  const { site, name } = spec;
  const tradeIn = valuationToolOn(site);
  // §2 'Other links': this site's pages for them, and where its menus link them.
  const others = otherLinks(site);
  const linkable = (href: string) => tradeIn || !TRADE_IN_PATH.test(href);
  const serviceLinks = [
    { label: 'Book a Service', href: '/pages/book-a-service' },
    { label: 'Service Centre', href: '/service' },
    { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
    { label: 'Warranty', href: '/warranty' },
  ];
  const moreLinks = [
    { label: 'About Us', href: '/about-us' },
    { label: 'Contact Us', href: '/contact' },
    { label: 'Careers', href: '/careers' },
    { label: 'FAQs', href: '/faqs' },
    { label: 'Blog', href: '/blog' },
    ...(spec.extraMoreLinks ?? []),
    ...(others.moreLinks ?? []),
  ];

  const documents: Record<string, unknown>[] = [
    { _id: `siteSettings_${site}`, _type: 'siteSettings', site, ...(spec.settings ?? {}) },
    {
      _id: `menu_${site}_header`,
      _type: 'menu',
      site,
      placement: 'header',
      items: [
        link('Home', '/'),
        group('Vehicles', spec.models),
        link('Our Stock', '/search'),
        link('Offers', '/special-offers'),
        group('Service and Parts', serviceLinks),
        link('Finance', '/finance'),
        group('More', moreLinks),
        { _type: 'menuLocations', _key: key('loc'), label: 'Locations' },
      ],
    },
    {
      _id: `menu_${site}_footer`,
      _type: 'menu',
      site,
      placement: 'footer',
      items: [
        group('Models', spec.models),
        group('Buyer Tools', [
          { label: 'Search Stock', href: '/search' },
          // §2 the manufacturer/model directory search (features.directorySearch, on by default).
          { label: 'Model Directory', href: '/directory' },
          { label: 'Finance', href: '/finance' },
          ...(tradeIn ? [{ label: 'Trade-In Valuation', href: '/trade-in' }] : []),
          { label: 'Book a Test Drive', href: '/book-test-drive' },
        ]),
        group('Servicing and Parts', serviceLinks),
        ...(others.footerGroup ? [group(others.footerGroup.label, others.footerGroup.links)] : []),
      ],
    },
    page(site, 'home', name, [
      { _type: 'heroCarousel', _key: key('blk'), slides: spec.slides.filter((slide) => linkable(slide.url)).map((slide) => ({ _key: key('slide'), ...slide })) },
      marketingStrip(),
      ...spec.homeStock.map((block) => ({ _key: key('blk'), ...block })),
      featureBanners({ tradeIn }),
      paymentStrip(),
    ]),
    page(site, 'service', 'Service Centre', [
      richText(null, `Keep your car running like new with factory-trained technicians at ${name}. Capped-price servicing, genuine parts and a courtesy shuttle are standard.`),
      ...callToAction(spec.ctas?.service),
      featureBanners({ tradeIn }),
    ], `Book a service at ${name}.`),
    page(site, 'pages/book-a-service', 'Book a Service', [
      richText('Book online in a minute', 'Choose a date and time, tell us about your car, and we will confirm by SMS. Most services are finished the same day.'),
    ]),
    page(site, 'vehicle-parts-and-accessories', 'Parts and Accessories', [
      richText(null, 'Genuine parts and accessories, fitted by our technicians or shipped to your door.'),
      ...(others.partsSearch
        ? callToAction({ heading: 'Search our parts', text: 'Find a part or accessory by name, part number or category, with its price.', primary: { label: 'Search parts and accessories', href: '/parts/search' } })
        : []),
    ]),
    page(site, 'warranty', 'Warranty', [
      richText(null, 'Every new vehicle carries the manufacturer’s warranty, and our used vehicles come with a 3 year standard warranty and a 3-year mechanical protection plan.'),
    ]),
    page(site, 'about-us', `About ${name}`, [
      richText(null, ...spec.aboutUs),
      { _type: 'locationMap', _key: key('blk'), heading: 'Visit us', selection: 'primary', display: 'cards' },
      { _type: 'reviewFeed', _key: key('blk'), heading: `What customers say about ${name}` },
    ]),
    page(site, 'contact', 'Contact Us', [
      richText(null, 'Call, email or visit us: our locations, phone numbers and opening hours are below.'),
      { _type: 'locationMap', _key: key('blk'), heading: 'Find us', selection: 'all', display: 'map', showFilter: true },
      { _type: 'locationMap', _key: key('blk'), heading: 'Our locations', selection: 'all', display: 'cards', onContactPage: true },
      enquiryForm('contact'),
    ]),
    page(site, 'careers', 'Careers', [richText(null, `Join the team at ${name}. We are always keen to hear from sales consultants, technicians and apprentices.`)]),
    page(site, 'finance', 'Finance', [
      richText('Car finance made simple', 'Tell us your budget and we will compare lenders for you. Pre-approval usually takes less than an hour.'),
      ...callToAction(spec.ctas?.finance),
      enquiryForm('finance'),
      financeDisclaimer(),
    ]),
    // The trade-in pages render this page around the valuation tool (web/trade-in/TradeInPage.tsx): its intro, then the tool, then the FAQ.
    ...(tradeIn
      ? [page(site, 'trade-in', 'Trade-In Valuation', [
          richText('An instant offer in 2 minutes', 'Enter your registration and a few details, and get an offer you can take to any of our locations.'),
          tradeInFaq(),
          ...callToAction(spec.ctas?.tradeIn),
        ])]
      : []),
    page(site, 'book-test-drive', 'Book a Test Drive', [
      richText(spec.testDrive.intro.heading, spec.testDrive.intro.text),
      { _type: 'enquiryForm', _key: key('blk'), showLocation: true, ...spec.testDrive.form },
    ], `Book a test drive at ${name}.`),
    page(site, 'faqs', 'FAQs', [tradeInFaq()]),
    page(site, 'blog', 'Blog', [{ _type: 'blogList', _key: key('blk') }], `News, vehicle reviews and tips from ${name}.`),
    page(site, 'blog/vehicle-reviews', 'Vehicle Reviews', [{ _type: 'blogList', _key: key('blk'), category: 'vehicle-reviews' }], `Vehicle reviews by the team at ${name}.`),
    ...(spec.extraPages ?? []).map((extra) => page(site, extra.slug, extra.title, extra.blocks)),
    ...others.pages.map((other) => page(site, other.slug, other.title, other.blocks, other.description)),
    ...(spec.promos ?? []).map((promo, index) => ({ _id: `promo_${site}_${index + 1}`, _type: 'promo', site, ...promo })),
    ...locationDocuments(site),
    ...reviewDocuments(site),
    ...postDocuments(site),
    ...redirectDocuments(site),
    {
      _id: `legalPage_${site}_privacy-policy`,
      _type: 'legalPage',
      site,
      title: 'Privacy Policy',
      slug: { _type: 'slug', current: 'privacy-policy' },
      updatedAt: '2026-07-01',
      body: [...legalBody(name), linked('Questions? ', 'Contact us', '/contact', '.')],
    },
    {
      _id: `legalPage_${site}_terms-and-conditions`,
      _type: 'legalPage',
      site,
      title: 'Terms and Conditions',
      slug: { _type: 'slug', current: 'terms-and-conditions' },
      updatedAt: '2026-07-01',
      body: termsBody(name),
    },
  ];
  return documents;
}
