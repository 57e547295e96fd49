import { partCategories, type PartRecord, type SearchResponse } from '@dealer/stock';
import type { Dealership, LocaleFormatter } from '@dealer/tenants';
import { LinkPager } from '@/components/LinkPager';
import controls from '@/components/form-controls.module.css';
import { PARTS_MAX_PAGE, partsSearchHref, type PartsSearchState } from './parts-search-state';
import styles from './PartsSearch.module.css';

interface Props {
  state: PartsSearchState;
  /** Null when the search failed (the error state). */
  hits: SearchResponse<PartRecord> | null;
  /** Category counts without the category refinement. */
  categoryCounts: Record<string, number>;
  dealerships: readonly Dealership[];
  /** The dealership searched (§2/§7 dealership search), or null for the whole site. */
  dealership: Dealership | null;
  locale: LocaleFormatter;
}

const SEPARATOR = ' > ';

function fitsText(hit: PartRecord, locale: LocaleFormatter): string {
  const models = hit.fitment_model.map((makeModel) => makeModel.split(SEPARATOR).join(' '));
  const makes = hit.fitment_make.filter((make) => !hit.fitment_model.some((makeModel) => makeModel.startsWith(`${make}${SEPARATOR}`)));
  const all = [...models, ...makes.map((make) => make)];
  return all.length ? locale.t('parts.fits', { models: all.join(', ') }) : locale.t('parts.fitsAll');
}

/**
 * §2 /parts/search: a search form that works without JavaScript (GET, its own address, §4 separate
 * state), category facets with counts (disjunctive), a price range, the hits 21 a page (§9) and an
 * empty state. Server-rendered; the loading and error states are the route's loading.tsx and error.tsx.
 */
export function PartsSearchView({ state, hits, categoryCounts, dealerships, dealership, locale }: Props) {
  const heading = dealership ? locale.t('parts.dealershipHeading', { dealership: dealership.name }) : locale.t('parts.heading');
  const pages = Math.min(hits?.nbPages ?? 0, PARTS_MAX_PAGE);
  const clearHref = partsSearchHref({ query: '', categories: [], priceMin: null, priceMax: null, page: 1, dealership: state.dealership });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      <form className={styles.layout} action="/parts/search" method="get">
        <div role="search" className={styles.searchRow}>
          <div className={controls.field}>
            <label className={controls.label} htmlFor="parts-query">{locale.t('parts.searchLabel')}</label>
            <input id="parts-query" className={controls.control} type="search" name="query" defaultValue={state.query} maxLength={512} placeholder={locale.t('parts.searchPlaceholder')} />
          </div>
          <button type="submit" className={controls.primary}>{locale.t('parts.search')}</button>
        </div>
        <section className={styles.filters} aria-labelledby="parts-filters">
          <h2 id="parts-filters" className={styles.filtersHeading}>{locale.t('parts.filters')}</h2>
          {dealerships.length > 1 ? (
            <div className={controls.field}>
              <label className={controls.label} htmlFor="parts-dealership">{locale.t('parts.dealership')}</label>
              <select id="parts-dealership" className={controls.control} name="dealership" defaultValue={state.dealership ?? ''}>
                <option value="">{locale.t('parts.allDealerships')}</option>
                {dealerships.map((option) => <option key={option.slug} value={option.slug}>{option.name}</option>)}
              </select>
            </div>
          ) : dealership ? (
            <input type="hidden" name="dealership" value={dealership.slug} />
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{locale.t('parts.category')}</legend>
            <ul className={styles.options}>
              {partCategories.map((category, index) => (
                <li key={category}>
                  <input type="checkbox" id={`parts-category-${index}`} name="category" value={category} defaultChecked={state.categories.includes(category)} />{' '}
                  <label htmlFor={`parts-category-${index}`}>
                    {category} <span className={styles.count}>({categoryCounts[category] ?? 0})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{locale.t('parts.price')}</legend>
            <div className={styles.priceRow}>
              <div className={controls.field}>
                <label className={controls.label} htmlFor="parts-price-min">{locale.t('parts.priceMin')}</label>
                <input id="parts-price-min" className={controls.control} type="number" inputMode="numeric" name="price_min" min={0} max={1_000_000} step={1} defaultValue={state.priceMin ?? ''} />
              </div>
              <div className={controls.field}>
                <label className={controls.label} htmlFor="parts-price-max">{locale.t('parts.priceMax')}</label>
                <input id="parts-price-max" className={controls.control} type="number" inputMode="numeric" name="price_max" min={0} max={1_000_000} step={1} defaultValue={state.priceMax ?? ''} />
              </div>
            </div>
          </fieldset>
          <div className={controls.buttons}>
            <button type="submit" className={controls.secondary}>{locale.t('parts.apply')}</button>
            <a className={controls.textButton} href={clearHref}>{locale.t('parts.clear')}</a>
          </div>
        </section>
        <section className={styles.results} aria-labelledby="parts-count">
          <div role="status">
            <h2 id="parts-count" className={styles.countHeading}>
              {!hits ? locale.t('parts.heading') : hits.nbHits === 1 ? locale.t('parts.result') : locale.t('parts.results', { count: locale.formatNumber(hits.nbHits) })}
            </h2>
          </div>
          {!hits ? (
            <p className={styles.empty} role="alert">{locale.t('parts.error')}</p>
          ) : hits.hits.length === 0 ? (
            <div className={styles.empty}>
              <p>{locale.t('parts.empty')}</p>
              <p>{locale.t('parts.emptyHint')}</p>
            </div>
          ) : (
            <ul className={styles.grid}>
              {hits.hits.map((hit) => (
                <li key={hit.objectID} className={styles.card} data-testid="part-card">
                  {/* Decorative (the name below says what the part is); a small drawn SVG, which next/image would not optimise. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img className={styles.picture} src={hit.image} alt="" width={160} height={160} loading="lazy" />
                  <div className={styles.body}>
                    <h3 className={styles.name}>{hit.name}</h3>
                    <p className={styles.meta}>{hit.category}</p>
                    <p className={styles.meta}>{locale.t('parts.partNumber', { number: hit.part_number })}</p>
                    <p className={styles.meta}>{fitsText(hit, locale)}</p>
                    <p className={styles.price}>{locale.formatPrice(hit.price)}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <LinkPager page={state.page} pages={pages} locale={locale} href={(page) => partsSearchHref({ ...state, page })} />
        </section>
      </form>
    </div>
  );
}
