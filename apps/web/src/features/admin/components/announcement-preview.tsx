import { publishedText } from '../../../lib/published-text';
import { bodyOf, type AnnouncementDraft } from '../announcement-draft';
import { MarkdownText } from '../../../components/ui/markdown-text';

/** The announcement as readers will see it, as it is being written. */
export function AnnouncementPreview({ draft }: { draft: AnnouncementDraft }) {
  const { publishedAt, imageUrl } = bodyOf(draft);
  const dated = !Number.isNaN(Date.parse(publishedAt));
  return (
    <section
      aria-label="Preview"
      className="rounded-xl border border-dashed border-stone-300 p-3 dark:border-stone-700"
    >
      <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">
        Preview
      </p>
      <p className="mt-2 text-lg font-semibold text-stone-900 dark:text-stone-50">
        {draft.title || 'Title'}
      </p>
      {dated && (
        <p className="text-sm text-stone-700 dark:text-stone-300">{publishedText(publishedAt)}</p>
      )}
      {imageUrl && /^https?:\/\//i.test(imageUrl) && (
        <img src={imageUrl} alt="" className="mt-3 aspect-video w-full rounded-xl object-cover" />
      )}
      <div className="mt-3">
        <MarkdownText markdown={draft.content || '*Your message*'} />
      </div>
    </section>
  );
}
