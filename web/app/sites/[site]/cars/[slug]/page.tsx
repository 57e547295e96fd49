import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { EnquiryFormIsland } from '@dealer/blocks/enquiry-form/island';
import { captchaLabels } from '@dealer/blocks/ui/captcha/labels';
import { enquiryFormLabels } from '@dealer/blocks/enquiry-form/labels';
import { enquiryErrorMessages, enquiryRulesFor, locationShown, REQUEST_PHOTOS_MESSAGE } from '@dealer/leads';
import { listWatchlist } from '@dealer/leads/server';
import { carTitle } from '@dealer/stock';
import { accountsEnabled, currentShopper, signInPath } from '@/server/accounts/current-shopper';
import { loadSite } from '@/server/content/site';
import { requestOrigin, sameOriginReferrer } from '@/server/request-origin';
import { database } from '@/server/db/database';
import { loadVehicle } from '@/server/stock/vehicle';
import { similarCars } from '@/server/stock/similar-cars';
import { FinanceEstimate } from '@/vehicle/FinanceEstimate';
import { PhoneReveal } from '@/vehicle/PhoneReveal';
import { jsonLdText, vehicleStructuredData } from '@/vehicle/structured-data';
import { vehicleConsumerNotice } from '@/vehicle/consumer-law/consumer-notice';
import { testDriveLabels } from '@/vehicle/test-drive-labels';
import { VehicleActions } from '@/vehicle/VehicleActions';
import { CalculatorIsland, WatchlistIsland } from '@/vehicle/deferred-islands';
import { EnquiryDialogForm, TestDriveDialogForm } from '@/vehicle/dialog-forms';
import { vehicleModel } from '@/vehicle/vehicle-model';
import { VehiclePage } from '@/vehicle/VehiclePage';

/** Reads the request (query string or headers), so it renders per request, not from the site's page cache. */
export const dynamic = 'force-dynamic';


type Props = { params: Promise<{ site: string; slug: string }> };

/** The paths a shopper may come back to from a car: the site's searches. */
const SEARCH_PATH = /^\/(search|special-offers|7-seater-cars)(\/|\?|$)/;

async function load(siteSlug: string, slug: string) {
  const site = await loadSite(siteSlug, false);
  if (!site) return undefined;
  const car = await loadVehicle(site.config, slug);
  return car ? { site, car } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const loaded = await load(siteSlug, slug);
  if (!loaded) return {};
  const { car, site } = loaded;
  const origin = await requestOrigin();
  const title = carTitle(car);
  const price = car.price > 10 ? ` ${site.locale.formatPrice(car.offer_price && car.offer_price > 10 ? car.offer_price : car.price)}.` : '';
  const description = `${site.locale.t(`carType.${car.car_type}`)} ${title}${car.colour ? `, ${car.colour}` : ''}${car.km > 0 ? `, ${site.locale.formatDistance(car.km)}` : ''} at ${site.config.name}.${price}`;
  const image = car.images[0]?.image_url ?? car.primary_image_url;
  return {
    title,
    description,
    alternates: { canonical: `${origin}/cars/${car.slug}` },
    openGraph: { type: 'website', title, description, url: `${origin}/cars/${car.slug}`, ...(image ? { images: [{ url: new URL(image, origin).toString() }] } : {}) },
  };
}

/** §2 /cars/{slug}: the vehicle page, from the site-scoped stock search; any other car is this site's 404. */
export default async function CarPage({ params }: Props) {
  const { site: siteSlug, slug } = await params;
  const loaded = await load(siteSlug, slug);
  if (!loaded) notFound();
  const { site, car } = loaded;
  const { config, locale } = site;
  const t = locale.t;
  const now = new Date();
  const vehicle = vehicleModel(car, config, locale, now);
  const origin = await requestOrigin();
  const referrer = await sameOriginReferrer(origin);
  const searchHref = referrer && SEARCH_PATH.test(referrer) ? referrer : '/search';
  const breadcrumbs = [
    { name: t('vehicle.home'), href: '/' },
    { name: t('vehicle.search'), href: searchHref },
    { name: vehicle.title, href: `/cars/${car.slug}` },
  ];

  // The enquiry goes to the car's own location when the site knows it, else the primary sales location.
  const rules = enquiryRulesFor(config);
  const carLocation = config.locations.find((location) => location.id === car.location_id);
  const sales = config.locations.filter((location) => location.location_type === 'sales');
  const location = (carLocation ?? sales.find((l) => l.primary) ?? sales[0] ?? config.locations[0])?.slug ?? '';
  const dealership = config.dealerships.some((d) => d.slug === car.dealership_slug) ? car.dealership_slug : '';
  const attached = { ...vehicle.enquiry, location, dealership_slug: dealership };
  const errorMessages = enquiryErrorMessages(t);
  // The page's own form hydrates on the first interaction; a dialog's form loads when it first opens
  // (README "Page speed": the vehicle page).
  const formStatus = { loading: t('card.loadingForm'), failed: t('enquiry.failed') };
  const enquiryFormProps = (photos: boolean) => ({
    labels: enquiryFormLabels(t),
    errorMessages,
    rules: photos ? { ...rules, messageRequired: false } : rules,
    categories: [],
    showLocation: !carLocation && locationShown(rules),
    defaultLocation: location,
    successMessage: t('enquiry.success'),
    attached,
    messagePrefix: photos ? REQUEST_PHOTOS_MESSAGE : undefined,
    captcha: captchaLabels(config, t),
  });
  const calculatorLabels = {
    heading: t('finance.calculator'), loanAmount: t('finance.loanAmount'), deposit: t('finance.deposit'), rate: t('finance.rate'), months: t('finance.months'),
    estimate: t('finance.estimate'), weekly: t('finance.weekly'), monthly: t('finance.monthly'), disclaimer: t('finance.disclaimer'),
  };
  const price = vehicle.price.kind === 'price' ? vehicle.price.amount : car.price;
  const financeInfo = vehicle.finance ? (
    <>
      <FinanceEstimate
        estimate={vehicle.finance}
        labels={{ heading: t('vehicle.financeHeading'), term: t('finance.term'), deposit: t('finance.deposit'), balloon: t('finance.balloon'), lenderDisclaimer: t('finance.lenderDisclaimer') }}
      />
      <p>{t('finance.disclaimer')}</p>
    </>
  ) : null;

  // §4 watchlist: on sites with shopper accounts (§6), for a car that can still be had.
  let watchlist: ReactNode = null;
  if (accountsEnabled(config) && !vehicle.sold) {
    const shopper = await currentShopper(config);
    const saved = shopper ? (await listWatchlist((await database()).db, config.slug, shopper.id)).includes(car.id) : false;
    const carPath = `/cars/${car.slug}`;
    watchlist = (
      <WatchlistIsland
        carId={car.id}
        carName={car.name?.trim() || [vehicle.title, vehicle.subtitle].filter(Boolean).join(' ')}
        initialSaved={saved}
        phone={shopper?.phone ?? null}
        signedIn={shopper !== null}
        signInHref={signInPath('watchlist', carPath, carPath)}
        labels={{
          save: t('account.watchlist.save'),
          saved: t('account.watchlist.saved'),
          savedTitle: t('account.toast.savedTitle'),
          savedBody: t('account.toast.savedBody'),
          removedTitle: t('account.toast.removedTitle'),
          removedBody: t('account.toast.removedBody'),
          viewList: t('account.toast.viewList'),
          dismiss: t('account.toast.dismiss'),
          failed: t('account.error.unexpected'),
        }}
      />
    );
  }

  const actions = (
    <VehicleActions
      watchlist={watchlist}
      labels={{
        region: t('vehicle.actions'),
        enquire: t('vehicle.enquire'),
        finance: t('vehicle.finance'),
        tradeIn: t('vehicle.tradeIn'),
        testDrive: t('vehicle.testDrive'),
        history: t('vehicle.history'),
        reserve: vehicle.reserveAmount !== null ? t('card.reserveNow', { amount: locale.formatPrice(vehicle.reserveAmount) }) : null,
        financeEnquiry: t('vehicle.financeEnquiry'),
        buyOnline: t('journey.buyOnline'),
        requestPhotos: t('vehicle.requestPhotos'),
        downloadPdf: t('vehicle.downloadPdf'),
        downloading: t('vehicle.downloading'),
        close: t('vehicle.close'),
        dialogTitles: { enquiry: t('vehicle.enquiryHeading'), testDrive: t('vehicle.testDriveHeading'), photos: t('vehicle.photosHeading'), finance: t('vehicle.financeHeading') },
      }}
      links={{
        tradeIn: vehicle.tradeInHref,
        history: vehicle.historyReport,
        reserve: vehicle.reserveAmount !== null ? `/cars/${car.slug}/${config.features.checkoutPath}` : null,
        // §2 /checkout-journey: used cars with a single total price (ACL s48), on sites that sell online.
        buyOnline: config.features.buyOnline && car.car_type === 'used' && vehicle.available && !car.reserved && vehicle.price.kind === 'price' ? `/checkout-journey?car_id=${encodeURIComponent(car.slug)}` : null,
        financeEnquiry: vehicle.available ? vehicle.financeHref : null,
        pdf: `/api/cars/${encodeURIComponent(car.slug)}/pdf`,
        pdfName: `${car.slug}.pdf`,
      }}
      dialogs={
        vehicle.sold
          ? {}
          : {
              enquiry: <EnquiryDialogForm {...enquiryFormProps(false)} status={formStatus} />,
              testDrive: (
                <TestDriveDialogForm
                  hidden={attached}
                  rules={rules}
                  errorMessages={errorMessages}
                  labels={testDriveLabels(t)}
                  captcha={captchaLabels(config, t)}
                  status={formStatus}
                />
              ),
              photos: <EnquiryDialogForm {...enquiryFormProps(true)} status={formStatus} />,
              ...(financeInfo ? { finance: financeInfo } : {}),
            }
      }
      phone={
        vehicle.phone ? (
          <PhoneReveal
            phone={vehicle.phone}
            reveal={{ car_id: car.id, dealership_id: car.dealership_id ?? config.dealership_id, website_id: config.slug }}
            labels={{ reveal: t('vehicle.revealPhone'), call: t('vehicle.callNumber') }}
          />
        ) : null
      }
    />
  );
  if (!vehicle.phone && !vehicle.sold) console.warn(`[vehicle] no phone for car ${car.id} on ${config.slug}: the call button is omitted (§8)`);

  const structuredData = vehicleStructuredData({
    car,
    url: `${origin}/cars/${car.slug}`,
    origin,
    currency: locale.currency,
    distanceUnit: locale.distanceUnit,
    imageUrls: vehicle.images.map((image) => new URL(image.src, origin).toString()),
    dealerName: config.name,
    breadcrumbs: breadcrumbs.map((crumb) => ({ name: crumb.name, url: new URL(crumb.href, origin).toString() })),
  }).map(jsonLdText);

  return (
    <VehiclePage
      vehicle={vehicle}
      locale={locale}
      breadcrumbs={breadcrumbs}
      actions={actions}
      enquiryForm={vehicle.sold ? null : <EnquiryFormIsland {...enquiryFormProps(false)} />}
      calculator={vehicle.sold || price <= 0 ? null : <CalculatorIsland price={price} defaultRate={config.calculator_interest_rate} currency={locale.currency} locale={locale.locale} labels={calculatorLabels} />}
      similar={await similarCars(config, car, now)}
      structuredData={structuredData}
      consumerNotice={vehicleConsumerNotice(car, config, locale, now)}
    />
  );
}
