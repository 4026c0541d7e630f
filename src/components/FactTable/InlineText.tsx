import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';

/**
 * Renders the little Markdown that fact strings in data/ use: `code`, **strong** and
 * [text](/site/path/). Anything else is shown as text, so data can never inject markup.
 */
export default function InlineText({ text }: { text: string }): ReactNode {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\))/g);
  return parts.map((part, index) => {
    const code = /^`([^`]+)`$/.exec(part);
    if (code) return <code key={index}>{code[1]}</code>;
    const strong = /^\*\*([^*]+)\*\*$/.exec(part);
    if (strong) return <strong key={index}>{strong[1]}</strong>;
    const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
    if (link) {
      return (
        <Link key={index} to={link[2]}>
          {link[1]}
        </Link>
      );
    }
    return <React.Fragment key={index}>{part}</React.Fragment>;
  });
}
