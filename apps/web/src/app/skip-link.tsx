import { mainContentId, placesListId } from '../lib/skip-targets';

/**
 * The first stop of the Tab key (docs/product.md#keyboard): out of sight until it has the focus,
 * it takes the focus past the header and filters to Explore's list, or on another screen to its
 * content. The focus moves without changing the address (no #fragment in the history).
 */
export function SkipLink({ explore }: { explore: boolean }) {
  const targetId = explore ? placesListId : mainContentId;
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId) ?? document.getElementById(mainContentId);
        if (!target) return;
        event.preventDefault();
        // Focusable for this move only: a tap on the screen's text never focuses it.
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
      }}
      className="fixed top-2 left-2 z-[2000] inline-flex min-h-11 -translate-y-[200%] items-center rounded-xl bg-white px-4 font-semibold text-brand-800 shadow-lg focus-visible:translate-y-0 focus-visible:outline-2 focus-visible:outline-brand-700 dark:bg-stone-900 dark:text-brand-300"
    >
      {explore ? 'Skip to places' : 'Skip to main content'}
    </a>
  );
}
