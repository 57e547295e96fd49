import { useState } from 'react';
import { channelLabel, formatTime, statusLabel, statusTone } from './labels';
import type { Delivery } from './leads-api';
import { badge, button, row, small } from './styles';

/** One channel of a lead: its state, its attempts (the receipt), and a resend when it is finished. */
export function DeliveryRow({ delivery, onResend }: { delivery: Delivery; onResend: (delivery: Delivery) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const finished = delivery.status === 'dead' || delivery.status === 'delivered';
  return (
    <div data-testid={`delivery-${delivery.channel}`}>
      <div style={row}>
        <strong style={{ flex: 1, fontSize: 13 }}>{channelLabel[delivery.channel]}</strong>
        <span style={badge(statusTone[delivery.status])}>{statusLabel[delivery.status]}</span>
        <span style={small}>
          {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
        </span>
        {finished ? (
          <button
            type="button"
            style={button}
            disabled={busy}
            aria-label={`Resend ${channelLabel[delivery.channel]}`}
            onClick={async () => {
              setBusy(true);
              await onResend(delivery).finally(() => setBusy(false));
            }}
          >
            {busy ? 'Queuing…' : 'Resend'}
          </button>
        ) : null}
      </div>
      {delivery.history.length > 0 ? (
        <ol style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {delivery.history.map((attempt) => (
            <li key={attempt.id} style={small}>
              {formatTime(attempt.at)}: {attempt.outcome === 'delivered' ? 'delivered' : 'failed'}
              {attempt.code ? ` (${attempt.code})` : ''}
              {attempt.messageId ? `, message ${attempt.messageId}` : ''}
              {attempt.detail ? `: ${attempt.detail}` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p style={small}>Not tried yet{delivery.status === 'pending' ? `; next try ${formatTime(delivery.nextAttemptAt)}` : ''}.</p>
      )}
    </div>
  );
}
