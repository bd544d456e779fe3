import { dayText } from '../../../lib/dates';
import { personName } from '../words';

/** The head of a card for something a person sent in: what it is, who sent it and when, their note. */
export function SentInHeading({
  title,
  sender,
  sentAt,
  note,
}: {
  title: string;
  /** Null once their account is deleted. */
  sender: { name: string } | null;
  sentAt: string;
  note: string | null;
}) {
  return (
    <>
      <h3 className="font-semibold text-stone-900 dark:text-stone-50">{title}</h3>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        By {personName(sender)} on {dayText(sentAt)}
      </p>
      {note && (
        <blockquote className="mt-2 border-l-4 border-stone-300 pl-3 text-sm text-stone-800 dark:border-stone-600 dark:text-stone-200">
          {note}
        </blockquote>
      )}
    </>
  );
}
