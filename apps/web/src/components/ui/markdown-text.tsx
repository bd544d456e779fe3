import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import { createElement, Fragment, type ReactNode } from 'react';

// docs/product.md#announcements: only the protocols react-markdown's default URL transform allows.
const safeProtocol = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * An address as docs/product.md#announcements allows it in a message, else null: relative addresses, and absolute ones
 * with a protocol from the list. (react-markdown's rule: a colon after a "/", "?" or "#" is not
 * a protocol's.)
 */
export function allowedMarkdownUrl(address: string): string | null {
  const colon = address.indexOf(':');
  if (colon === -1) return address;
  const beforeColon = (mark: string) => {
    const at = address.indexOf(mark);
    return at !== -1 && at < colon;
  };
  if (beforeColon('/') || beforeColon('?') || beforeColon('#')) return address;
  return safeProtocol.test(address.slice(0, colon)) ? address : null;
}

// Links open in a new tab (docs/product.md#routes-and-navigation), without handing the new page a way back to this one. A link
// whose address is not allowed is only its text; an image without one is left out.
function Link({ href, children }: { href?: string; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-800 underline dark:text-brand-300"
    >
      {children}
    </a>
  );
}

function Image({ src, alt, title }: { src?: string; alt?: string; title?: string }) {
  return src ? <img src={src} alt={alt ?? ''} title={title} className="max-w-full" /> : null;
}

const options: MarkdownToJSX.Options = {
  // HTML in a message is shown as text, never run.
  disableParsingRawHTML: true,
  forceBlock: true,
  // The paragraphs are the grid's own rows.
  wrapper: Fragment,
  overrides: { a: Link, img: Image },
  sanitizer: allowedMarkdownUrl,
  // Headings get no ids: a message's heading must not clash with the page's own ids.
  createElement: (type, props, ...children) => {
    const { id: _id, ...rest } = props as Record<string, unknown>;
    return createElement(type, rest, ...children);
  },
};

/** Markdown written by the Waggle team (announcements), rendered as React elements. */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <div className="grid gap-2 text-sm leading-relaxed text-stone-800 dark:text-stone-200 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-3">
      <Markdown options={options}>{markdown}</Markdown>
    </div>
  );
}
