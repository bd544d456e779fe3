import Markdown, { type Components } from 'react-markdown';

// Links open in a new tab (spec §2), without handing the new page a way back to this one. A link
// whose address the URL transform emptied (a protocol spec §5 does not allow) is only its text.
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-brand-800 underline dark:text-brand-300"
      >
        {children}
      </a>
    ) : (
      children
    ),
};

/**
 * Markdown written by the Waggle team (announcements). HTML in it is shown as text, never run, and
 * a link stays a link only with one of the protocols react-markdown's default URL transform allows
 * — spec §5: http, https, irc, ircs, mailto and xmpp.
 */
export function MarkdownText({ markdown }: { markdown: string }) {
  return (
    <div className="grid gap-2 text-sm leading-relaxed text-stone-800 dark:text-stone-200 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold">
      <Markdown components={components}>{markdown}</Markdown>
    </div>
  );
}
