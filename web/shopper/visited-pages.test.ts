// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { leadAttributesFrom, recordVisit } from './visited-pages';

describe('§7 lead_attributes: the pages of this visit and the link it came in on', () => {
  beforeEach(() => window.sessionStorage.clear());
  const storage = () => window.sessionStorage;

  it('§7: pages are kept oldest first, a reload is one visit, and the first query is the linked one', () => {
    recordVisit(storage(), { pathname: '/', search: '?utm_source=newsletter&utm_campaign=ev9' });
    recordVisit(storage(), { pathname: '/search', search: '' });
    recordVisit(storage(), { pathname: '/search', search: '' });
    recordVisit(storage(), { pathname: '/cars/ev9', search: '?ref=card' });
    expect(leadAttributesFrom(storage())).toEqual({
      visited_pages: ['/?utm_source=newsletter&utm_campaign=ev9', '/search', '/cars/ev9?ref=card'],
      linked_query_params: { utm_source: 'newsletter', utm_campaign: 'ev9' },
    });
  });

  it('§7: only the last 20 pages are kept', () => {
    for (let i = 0; i < 25; i += 1) recordVisit(storage(), { pathname: `/cars/car-${i}`, search: '' });
    const { visited_pages: pages } = leadAttributesFrom(storage());
    expect(pages).toHaveLength(20);
    expect(pages[0]).toBe('/cars/car-5');
  });

  it('corrupt storage reads as nothing recorded, and recording starts again', () => {
    storage().setItem('dealer.visitedPages', '{not json');
    storage().setItem('dealer.linkedQueryParams', '[1,2]');
    expect(leadAttributesFrom(storage())).toEqual({ visited_pages: [], linked_query_params: {} });
    recordVisit(storage(), { pathname: '/trade-in', search: '' });
    expect(leadAttributesFrom(storage()).visited_pages).toEqual(['/trade-in']);
  });
});
