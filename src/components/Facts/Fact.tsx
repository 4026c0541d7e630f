import React, { type ReactNode } from 'react';
import { inlineFacts, type InlineFactName } from '@site/data/inline-facts';
import InlineText from './InlineText';

/**
 * One fact from data/inline-facts.ts inside a sentence: "answer within <Fact name="callbackTimeout" />".
 * An unknown name stops the build (config/guide-checks.ts) before it could render nothing.
 */
export default function Fact({ name }: { name: InlineFactName }): ReactNode {
  return <InlineText text={inlineFacts[name]} />;
}
