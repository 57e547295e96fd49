import type { ReactNode } from 'react';
import type { LocaleFormatter } from '@dealer/tenants';
import { CarCard } from '@dealer/blocks/ui/car-card/CarCard';
import type { CarCardModel } from '@dealer/blocks/ui/car-card/card-model';
import { FinanceEstimate } from './FinanceEstimate';
import { Gallery } from './Gallery';
import { InterestedPanel } from './InterestedPanel';
import { ExpandableIsland, SimilarCarsCarousel, ToyotaCertifiedIsland } from './deferred-islands';
import type { SpecRow, VehicleModel } from './vehicle-model';
import styles from './VehiclePage.module.css';

/** A section that opens and closes (§4 "sections open/close") with no JavaScript: a native <details>. */
function Section({ id, title, children, open = true }: { id: string; title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.section} open={open} id={id}>
      <summary className={styles.sectionSummary}>
        <h2 className={styles.sectionTitle}>{title}</h2>
      </summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

function SpecList({ rows }: { rows: SpecRow[] }) {
  return (
    <dl className={styles.specs}>
      {rows.map((row) => (
        <div key={row.label} className={styles.spec}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Price({ vehicle, locale }: { vehicle: VehicleModel; locale: LocaleFormatter }) {
  const { price } = vehicle;
  return (
    <div className={styles.price} data-testid="vehicle-price">
      {price.kind === 'price' ? (
        <>
          {price.wasPrice ? <p className={styles.was}>{locale.t('price.was', { amount: locale.formatPrice(price.wasPrice) })}</p> : null}
          <p className={styles.amount}>
            {locale.formatPrice(price.amount)}
            {vehicle.priceType ? <span className={styles.priceType}> {vehicle.priceType}</span> : null}
          </p>
          {price.reduced ? <p className={styles.reduced}>{locale.t('price.reduced')}</p> : null}
        </>
      ) : price.kind === 'subscription' ? (
        <p className={styles.amount}>{locale.t('price.perMonthSubscription', { amount: locale.formatPrice(price.amount) })}</p>
      ) : price.kind === 'preorder' ? (
        <p className={styles.amount}>{locale.t('price.preorder')}</p>
      ) : price.kind === 'noPrice' ? (
        <p className={styles.amount}>{price.text}</p>
      ) : null}
      {vehicle.belowMarketBy ? <p className={styles.belowMarket}>{locale.t('price.belowMarket', { amount: locale.formatPrice(vehicle.belowMarketBy) })}</p> : null}
    </div>
  );
}

export interface VehiclePageProps {
  vehicle: VehicleModel;
  locale: LocaleFormatter;
  breadcrumbs: { name: string; href: string }[];
  /** The sidebar's actions island, its dialogs filled in (see page.tsx). */
  actions: ReactNode;
  /** The enquiry form with the car attached; null for a sold car (§4: no enquiry). */
  enquiryForm: ReactNode;
  calculator: ReactNode;
  similar: CarCardModel[];
  structuredData: string[];
  /**
   * The consumer law notice the car's market requires on its page (stock/rules/consumer-law/README.md): New
   * Zealand's Consumer Information Notice or the US Buyers Guide; null where none is due.
   */
  consumerNotice?: { id: string; title: string; body: ReactNode } | null;
}

/**
 * §2 vehicle detail: gallery, title and price, the open/close sections, the sticky sidebar with the
 * finance estimate and actions, and similar cars. Server-rendered; the gallery and the actions
 * hydrate with the page, the dialogs' forms load when first opened, and the calculator, the
 * show-more toggles, the Toyota Certified badge and the similar cars' carousel hydrate when they
 * scroll into view or on the first interaction (README "Page speed": the vehicle page).
 */
export function VehiclePage({ vehicle, locale, breadcrumbs, actions, enquiryForm, calculator, similar, structuredData, consumerNotice = null }: VehiclePageProps) {
  const t = locale.t;
  const tagText = vehicle.tag ? (vehicle.tag.kind === 'custom' ? vehicle.tag.text : t(vehicle.tag.label)) : null;
  const comments = vehicle.comments;
  const paragraphs = (items: string[]) => items.map((paragraph, index) => <p key={index}>{paragraph}</p>);
  return (
    <div className={styles.page} data-testid="vehicle-page">
      {structuredData.map((json, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
      <nav aria-label={t('vehicle.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          {breadcrumbs.map((crumb, index) => (
            <li key={crumb.href}>
              {index < breadcrumbs.length - 1 ? <a href={crumb.href}>{crumb.name}</a> : <span aria-current="page">{crumb.name}</span>}
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.layout}>
        <div className={styles.top}>
          {vehicle.images.length > 0 ? (
            <Gallery
              images={vehicle.images}
              labels={{ region: t('vehicle.gallery'), previous: t('vehicle.previousPhoto'), next: t('vehicle.nextPhoto'), counter: t('vehicle.photoCount'), showPhoto: t('vehicle.showPhoto') }}
            />
          ) : (
            <div className={styles.noPhotos}>{t('vehicle.noPhotos')}</div>
          )}

          <header className={styles.header}>
            {tagText ? <p className={`${styles.tag} ${styles[`tag-${vehicle.tag!.kind}`] ?? ''}`}>{tagText}</p> : null}
            <h1 className={styles.title}>{vehicle.title}</h1>
            {vehicle.subtitle ? <p className={styles.subtitle}>{vehicle.subtitle}</p> : null}
          </header>

          {vehicle.sold ? (
            <div className={styles.sold} role="status" data-testid="sold-banner">
              <p className={styles.soldBanner}>{t('vehicle.soldBanner')}</p>
              <p>{t('vehicle.soldMessage')} {t('card.likeThis')}</p>
              <a className={styles.similarButton} href={vehicle.similarHref}>{t('card.findSimilar')}</a>
            </div>
          ) : null}

          {vehicle.toyotaCertified ? (
            <ToyotaCertifiedIsland
              labels={{
                open: t('vehicle.toyotaOpen'),
                heading: t('vehicle.toyotaHeading'),
                close: t('vehicle.close'),
                benefits: [t('vehicle.toyotaBenefit.inspection'), t('vehicle.toyotaBenefit.roadside'), t('vehicle.toyotaBenefit.history')],
              }}
            />
          ) : null}
        </div>

        <aside className={styles.sidebar} aria-label={t('vehicle.sidebar')}>
          <div className={styles.sticky}>
            <Price vehicle={vehicle} locale={locale} />
            {vehicle.regoExpiresOn ? <p className={styles.rego}>{t('vehicle.regoExpiry')}: {t('price.regoExpires', { date: locale.formatDate(vehicle.regoExpiresOn) })}</p> : null}
            {vehicle.finance ? (
              <FinanceEstimate
                estimate={vehicle.finance}
                labels={{ heading: t('vehicle.financeHeading'), term: t('finance.term'), deposit: t('finance.deposit'), balloon: t('finance.balloon'), lenderDisclaimer: t('finance.lenderDisclaimer') }}
              />
            ) : null}
            {actions}
            {calculator}
          </div>
        </aside>

        <div className={styles.sections}>
          {vehicle.interested ? <InterestedPanel panel={vehicle.interested} locale={locale} /> : null}
          {vehicle.keySpecs.length > 0 ? (
            <Section id="key-information" title={t('vehicle.keyInformation')}>
              <SpecList rows={vehicle.keySpecs} />
            </Section>
          ) : null}
          {vehicle.summary.length > 0 ? (
            <Section id="car-summary" title={t('vehicle.summary')}>
              <SpecList rows={vehicle.summary} />
            </Section>
          ) : null}
          {consumerNotice ? (
            <Section id={consumerNotice.id} title={consumerNotice.title}>
              {consumerNotice.body}
            </Section>
          ) : null}
          {vehicle.specifications.length > 0 ? (
            <Section id="all-specifications" title={t('vehicle.allSpecs')} open={false}>
              <SpecList rows={vehicle.specifications} />
            </Section>
          ) : null}
          {vehicle.reserveAmount !== null ? (
            <Section id="reserve-online" title={t('vehicle.reserveOnline')}>
              <p>{t('vehicle.reserveOnlineBody', { amount: locale.formatPrice(vehicle.reserveAmount) })}</p>
            </Section>
          ) : null}
          <Section id="why-buy" title={t('vehicle.whyBuy')} open={false}>
            <p>{t('vehicle.whyBuyBody')}</p>
          </Section>
          <Section id="protect" title={t('vehicle.protect')} open={false}>
            <p>{t('vehicle.protectBody')}</p>
          </Section>
          <Section id="our-comments" title={t('vehicle.comments')}>
            <div className={styles.comments} data-testid="dealer-comments">
              {comments.kind === 'pending' ? (
                <p>{t(comments.message.key)}</p>
              ) : comments.truncated ? (
                <ExpandableIsland collapsed={paragraphs(comments.collapsed)} expanded={paragraphs(comments.paragraphs)} moreLabel={t('vehicle.showMore')} lessLabel={t('vehicle.showLess')} />
              ) : (
                paragraphs(comments.paragraphs)
              )}
            </div>
          </Section>
          <Section id="whats-included" title={t('vehicle.included')} open={false}>
            <p>{t('vehicle.includedBody')}</p>
          </Section>
          {vehicle.features.length > 0 ? (
            <Section id="features" title={t('vehicle.features')}>
              {vehicle.features.length > 8 ? (
                <ExpandableIsland
                  collapsed={<ul className={styles.features}>{vehicle.features.slice(0, 8).map((item) => <li key={item}>{item}</li>)}</ul>}
                  expanded={<ul className={styles.features}>{vehicle.features.map((item) => <li key={item}>{item}</li>)}</ul>}
                  moreLabel={t('vehicle.showAll')}
                  lessLabel={t('vehicle.showLess')}
                />
              ) : (
                <ul className={styles.features}>{vehicle.features.map((item) => <li key={item}>{item}</li>)}</ul>
              )}
            </Section>
          ) : null}
          {vehicle.details.length > 0 ? (
            <Section id="car-details" title={t('vehicle.details')}>
              <SpecList rows={vehicle.details} />
            </Section>
          ) : null}
          {enquiryForm ? (
            <section className={styles.enquiry} aria-labelledby="vehicle-enquiry-heading" id="enquire">
              <h2 id="vehicle-enquiry-heading" className={styles.sectionTitle}>{t('vehicle.enquiryHeading')}</h2>
              {enquiryForm}
            </section>
          ) : null}
        </div>

      </div>

      {similar.length > 0 ? (
        <section className={styles.similar} aria-labelledby="similar-heading">
          <h2 id="similar-heading" className={styles.sectionTitle}>{t('vehicle.similar')}</h2>
          <SimilarCarsCarousel label={t('vehicle.similar')} previousLabel={t('carousel.previous')} nextLabel={t('carousel.next')}>
            {similar.map((car) => (
              <li key={car.id}>
                <CarCard car={car} locale={locale} />
              </li>
            ))}
          </SimilarCarsCarousel>
        </section>
      ) : null}
    </div>
  );
}
