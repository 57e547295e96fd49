import { DeliveryRow } from './DeliveryRow';
import { formatTime, statusLabel, statusTone } from './labels';
import { extraDetails, tradeInDetails } from './lead-details';
import type { Delivery, Lead } from './leads-api';
import { badge, card, muted, row } from './styles';

/** Label and value pairs as a definition list. */
function Details({ rows, label }: { rows: [string, string][]; label: string }) {
  return (
    <dl aria-label={label} style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0, fontSize: 13 }}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt style={muted}>{term}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One lead: who, which form, which car, when, and each channel's receipt. */
export function LeadCard({ lead, onResend }: { lead: Lead; onResend: (delivery: Delivery) => Promise<void> }) {
  const form = [lead.category ?? 'Enquiry', lead.subcategory].filter(Boolean).join(': ');
  // §3 "Valuation lead": the shopper's car, the answers and the offer, in words rather than stored keys.
  const tradeIn = lead.tradeIn ? tradeInDetails(lead.tradeIn) : null;
  const extra = extraDetails(lead.extra);
  return (
    <li style={card} data-testid="lead" aria-label={`Lead from ${lead.name}`}>
      <div style={row}>
        <div style={{ flex: 1 }}>
          <strong>{lead.name}</strong>
          <div style={muted}>
            {form} · {formatTime(lead.createdAt)} · {lead.email}
            {lead.phone ? ` · ${lead.phone}` : ''}
            {lead.carId ? ` · car ${lead.carId}` : ''}
          </div>
        </div>
        <span style={badge(statusTone[lead.state])} data-testid="lead-state">{statusLabel[lead.state]}</span>
      </div>
      {tradeIn ? (
        <section aria-label="Trade-in" data-testid="lead-trade-in" style={{ display: 'grid', gap: 6, marginTop: 10 }}>
          <div>
            <strong>Trade-in: {tradeIn.vehicle}</strong>
            {tradeIn.identity ? <span style={muted}> · {tradeIn.identity}</span> : null}
          </div>
          <Details rows={tradeIn.answers} label="The shopper's answers" />
          <div>
            <strong>Offer:</strong> {tradeIn.offer}
            {tradeIn.explanation ? <div style={muted}>{tradeIn.explanation}</div> : null}
          </div>
        </section>
      ) : null}
      {extra.length > 0 ? (
        <div style={{ marginTop: 10 }}>
          <Details rows={extra} label="More from the form" />
        </div>
      ) : null}
      <div style={{ display: 'grid', gap: 10, marginTop: 10 }}>
        {lead.deliveries.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} onResend={onResend} />
        ))}
      </div>
    </li>
  );
}
