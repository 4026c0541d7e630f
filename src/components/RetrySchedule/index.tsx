/**
 * The callback and webhook retry schedule, from src/data/webhook-delivery.ts. Inline (the default)
 * it completes a sentence such as "Otherwise Pagora tries again <RetrySchedule />."; with
 * `format="table"` it lists every attempt with its time after the first one.
 */
import type { ReactNode } from 'react';
import {
  humanDuration,
  maxDeliveryAttempts,
  retryScheduleSentence,
  webhookDelivery,
} from '@site/src/data/webhook-delivery';

export interface RetryScheduleProps {
  format?: 'inline' | 'table';
}

export default function RetrySchedule({ format = 'inline' }: RetryScheduleProps): ReactNode {
  if (format === 'inline') return <>{retryScheduleSentence()}</>;
  return (
    <table>
      <caption>Delivery attempts ({maxDeliveryAttempts} in total) and when each is made</caption>
      <thead>
        <tr>
          <th scope="col">Attempt</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>1</td>
          <td>Right away</td>
        </tr>
        {webhookDelivery.retryOffsetsSeconds.map((seconds, index) => (
          <tr key={seconds}>
            <td>{index + 2}</td>
            <td>{humanDuration(seconds)} after the first attempt</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
