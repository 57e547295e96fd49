import { DeliveryRow } from './DeliveryRow';
import { formatTime, statusLabel, statusTone } from './labels';
import type { Delivery, Lead } from './leads-api';
import { badge, card, muted, row } from './styles';

/** One lead: who, which form, which car, when, and each channel's receipt. */
export function LeadCard({ lead, onResend }: { lead: Lead; onResend: (delivery: Delivery) => Promise<void> }) {
  const form = [lead.category ?? 'Enquiry', lead.subcategory].filter(Boolean).join(': ');
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
      <div style={{ display: 'grid', gap: 10, marginTop: 10 }}>
        {lead.deliveries.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} onResend={onResend} />
        ))}
      </div>
    </li>
  );
}
