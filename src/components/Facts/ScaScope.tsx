import React, { type ReactNode } from 'react';
import { scaExemptions, scaOutOfScope } from '@site/src/data/sca';
import InlineText from './InlineText';

/**
 * The SCA exemptions Pagora asks for (`list="exemptions"`) or the payments out of SCA's scope
 * (`list="out-of-scope"`), from src/data/sca.ts: two lists so that neither is mistaken for the other.
 */
export default function ScaScope({ list }: { list: 'exemptions' | 'out-of-scope' }): ReactNode {
  const items = list === 'exemptions' ? scaExemptions : scaOutOfScope;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.name}>
          <strong>{item.name}</strong>
          {item.text.startsWith('(') ? ' ' : ': '}
          <InlineText text={item.text} />
        </li>
      ))}
    </ul>
  );
}
