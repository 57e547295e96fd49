'use client';

import { searchHistory, useLocalList } from '@dealer/blocks/ui/shopper/local-list';
import type { LocaleFormatter } from '@dealer/tenants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import styles from './SearchToolbar.module.css';

/** §5/§9: the text search waits 300 ms after the last keystroke; a new query resets the page (InstantSearch does). */
export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  locale: LocaleFormatter;
  /** The group side panel's keyword box (§2) says 'Keyword search eg. EV, SUV, Toyota'. */
  variant?: 'toolbar' | 'keyword';
}

export function SearchBox({ locale, variant = 'toolbar' }: Props) {
  const keyword = variant === 'keyword';
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Stable identity: react-instantsearch recreates a widget whenever a prop changes identity.
  const queryHook = useCallback((value: string, search: (value: string) => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      search(value);
      // §9 search history: the last 5 searches a shopper actually ran.
      if (value.trim().length >= 2) searchHistory.add(value.trim());
    }, SEARCH_DEBOUNCE_MS);
  }, []);
  const recent = useLocalList(searchHistory);
  const { query, refine } = useSearchBox({ queryHook });
  const [value, setValue] = useState(query);
  // Follow the state when it changes elsewhere (back button, a link), and only then: on mount the
  // box may already hold what was typed before the island was drawn (search-hand-over.ts).
  const followed = useRef(query);
  useEffect(() => {
    if (query === followed.current) return;
    followed.current = query;
    setValue(query);
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="stock-search" className={styles.label}>{locale.t('search.label')}</label>
      <input
        id="stock-search"
        className={styles.control}
        type="search"
        value={value}
        placeholder={locale.t(keyword ? 'search.keywordPlaceholder' : 'search.placeholder')}
        autoComplete="off"
        maxLength={200}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          refine(event.currentTarget.value);
        }}
      />
      {value === '' && recent.length > 0 ? (
        <div className={styles.recent}>
          <p className={styles.recentLabel}>{locale.t('search.recent')}:</p>
          {recent.map((text) => (
            <button key={text} type="button" className={styles.recentButton} onClick={() => { setValue(text); refine(text); }}>
              {text}
            </button>
          ))}
        </div>
      ) : null}
    </form>
  );
}
