import { bodyLabel, modelSearchPath, modelsPath, type SearchResponse } from '@dealer/stock';
import type { LocaleFormatter } from '@dealer/tenants';
import { LinkPager } from '@/components/LinkPager';
import controls from '@/components/form-controls.module.css';
import styles from '@/parts/PartsSearch.module.css';
import type { DirectoryRecord } from './directory-index';
import { DIRECTORY_MAX_PAGE, directoryHref, type DirectorySearchState } from './directory-search-state';

interface Props {
  state: DirectorySearchState;
  /** Null when the search failed (the error state). */
  hits: SearchResponse<DirectoryRecord> | null;
  makes: string[];
  bodies: string[];
  models: string[];
  locale: LocaleFormatter;
}

function Select({ id, name, label, value, options, any, format = (option) => option }: { id: string; name: string; label: string; value: string | null; options: string[]; any: string; format?: (option: string) => string }) {
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>{label}</label>
      <select id={id} name={name} className={controls.control} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map((option) => <option key={option} value={option}>{format(option)}</option>)}
        {/* A value from the address that no model has stays shown, so the shopper sees why nothing matched. */}
        {value && !options.includes(value) ? <option value={value}>{format(value)}</option> : null}
      </select>
    </div>
  );
}

/**
 * §2 the directory search screen (manufacturer/model; filters make, model, body), §7 21 a page by
 * offset: a GET form that works without JavaScript, each model linking to its stock search
 * (/search/{make}/{model}) and its body to /models?body=. Server-rendered; loading.tsx is its loading state.
 */
export function DirectoryView({ state, hits, makes, bodies, models, locale }: Props) {
  const pages = Math.min(Math.ceil((hits?.nbHits ?? 0) / (hits?.hitsPerPage || 21)), DIRECTORY_MAX_PAGE);
  const any = locale.t('directory.any');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{locale.t('directory.heading')}</h1>
      <form className={styles.layout} action="/directory" method="get">
        <div role="search" className={styles.searchRow}>
          <div className={controls.field}>
            <label className={controls.label} htmlFor="directory-query">{locale.t('directory.searchLabel')}</label>
            <input id="directory-query" className={controls.control} type="search" name="query" defaultValue={state.query} maxLength={512} placeholder={locale.t('directory.searchPlaceholder')} />
          </div>
          <button type="submit" className={controls.primary}>{locale.t('directory.search')}</button>
        </div>
        <section className={styles.filters} aria-labelledby="directory-filters">
          <h2 id="directory-filters" className={styles.filtersHeading}>{locale.t('directory.filters')}</h2>
          <Select id="directory-make" name="make" label={locale.t('directory.make')} value={state.make} options={makes} any={any} />
          <Select id="directory-model" name="model" label={locale.t('directory.model')} value={state.model} options={models} any={any} />
          <Select id="directory-body" name="body" label={locale.t('directory.body')} value={state.body} options={bodies} any={any} format={bodyLabel} />
          <div className={controls.buttons}>
            <button type="submit" className={controls.secondary}>{locale.t('directory.apply')}</button>
            <a className={controls.textButton} href="/directory">{locale.t('directory.clear')}</a>
          </div>
        </section>
        <section className={styles.results} aria-labelledby="directory-count">
          <div role="status">
            <h2 id="directory-count" className={styles.countHeading}>
              {!hits ? locale.t('directory.heading') : hits.nbHits === 1 ? locale.t('directory.result') : locale.t('directory.results', { count: locale.formatNumber(hits.nbHits) })}
            </h2>
          </div>
          {!hits ? (
            <p className={styles.empty} role="alert">{locale.t('directory.error')}</p>
          ) : hits.hits.length === 0 ? (
            <div className={styles.empty}>
              <p>{locale.t('directory.empty')}</p>
              <p>{locale.t('directory.emptyHint')}</p>
            </div>
          ) : (
            <ul className={styles.grid}>
              {hits.hits.map((hit) => {
                const make = hit['manufacturer.name'];
                const model = hit['model.name'];
                const body = hit['model.body'];
                return (
                  <li key={hit.objectID} className={styles.modelCard} data-testid="directory-model">
                    <div className={styles.body}>
                      <h3 className={styles.name}>
                        {/* /search/{make}/{model} is a page only for a model in stock (a listed model without stock would be a broken link). */}
                        {hit.stock_count > 0 ? (
                          <a className={styles.link} href={modelSearchPath(make, model)} aria-label={locale.t('directory.viewStock', { make, model })}>
                            {make} {model}
                          </a>
                        ) : (
                          `${make} ${model}`
                        )}
                      </h3>
                      <p className={styles.meta}>
                        <a className={styles.link} href={modelsPath(body)} aria-label={locale.t('directory.bodyLink', { body: bodyLabel(body) })}>
                          {bodyLabel(body)}
                        </a>
                      </p>
                      <p className={styles.meta}>{locale.t('directory.inStock', { count: hit.stock_count })}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <LinkPager page={state.page} pages={pages} locale={locale} href={(page) => directoryHref({ ...state, page })} />
        </section>
      </form>
    </div>
  );
}
