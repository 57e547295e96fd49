import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import { LeadCard } from './LeadCard';
import { fetchLeads, resendDelivery, type Delivery, type Lead, type LeadFilter } from './leads-api';
import { card, muted, row } from './styles';

/** How often the list refreshes itself: a lead sent a moment ago shows "delivered" within seconds. */
const REFRESH_MS = 4000;

/**
 * The Leads tool of one site's workspace (README "Lead delivery", receipts): every lead with its
 * form, car, time and per-channel delivery state and attempts, a filter by state and a resend. It
 * reads the web app's Studio API with the editor's own token, which the web checks with the content
 * store.
 */
export function LeadsTool({ site, siteName }: { site: string; siteName: string }) {
  const token = useClient({ apiVersion: '2025-02-19' }).config().token;
  const [filter, setFilter] = useState<LeadFilter>('');
  const [leads, setLeads] = useState<Lead[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Bumped after a resend, to fetch the list again at once rather than at the next refresh.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    const refresh = () =>
      fetchLeads(site, token, filter).then(
        (list) => {
          if (!current) return;
          setLeads(list);
          setError(null);
        },
        (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
      );
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [site, token, filter, version]);

  const onResend = async (delivery: Delivery) => {
    try {
      setNotice(await resendDelivery(site, token, delivery.id));
      setVersion((count) => count + 1);
    } catch (failure) {
      setNotice(`Could not resend: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  };

  return (
    <main style={{ height: '100%', overflow: 'auto' }}>
      <div style={{ maxWidth: 880, margin: '0 auto', padding: 24, display: 'grid', gap: 16 }}>
        <div style={{ ...row, alignItems: 'flex-end' }}>
          <div style={{ flex: 1 }}>
            <h1 style={{ margin: '0 0 6px', fontSize: 22 }}>Leads</h1>
            <p style={{ ...muted, margin: 0 }}>Every enquiry sent on {siteName}, and whether it reached you, your CRM and the shopper.</p>
          </div>
          <label style={{ display: 'grid', gap: 4, fontSize: 13 }}>
            Show
            <select
              value={filter}
              onChange={(event) => {
                setLeads(null); // "Loading" until the filtered list arrives
                setFilter(event.currentTarget.value as LeadFilter);
              }} style={{ font: 'inherit', padding: 4 }}>
              <option value="">All leads</option>
              <option value="pending">Waiting to send</option>
              <option value="delivered">Delivered</option>
              <option value="failed">Not delivered</option>
            </select>
          </label>
        </div>
        <p role="status" aria-live="polite" style={{ ...muted, margin: 0, minHeight: 18 }}>{notice}</p>
        {error ? (
          <div role="alert" style={{ ...card, borderColor: '#d33' }}>{error}</div>
        ) : null}
        {leads === null && !error ? <p style={muted}>Loading leads…</p> : null}
        {leads?.length === 0 ? (
          <p style={{ ...card, ...muted }}>{filter ? 'No leads in this state.' : 'No leads yet. They appear here as soon as a shopper sends a form.'}</p>
        ) : null}
        {leads && leads.length > 0 ? (
          <ul style={{ display: 'grid', gap: 12, padding: 0, margin: 0 }}>
            {leads.map((lead) => (
              <LeadCard key={lead.id} lead={lead} onResend={onResend} />
            ))}
          </ul>
        ) : null}
      </div>
    </main>
  );
}
