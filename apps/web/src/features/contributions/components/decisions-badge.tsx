import { useUnseenDecisions } from '../api/decisions';

/**
 * The Profile tab's count of moderators' decisions not yet seen (docs/product.md#my-contributions);
 * nothing while there are none or nobody is signed in.
 */
export function DecisionsBadge({ userId }: { userId: number | null }) {
  const unseen = useUnseenDecisions(userId);
  if (unseen === 0) return null;
  return (
    <span className="absolute top-1 left-1/2 ml-2 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-[0.6875rem] leading-5 font-bold text-white">
      <span aria-hidden="true">{unseen > 9 ? '9+' : unseen}</span>
      <span className="sr-only">
        {` ${unseen} ${unseen === 1 ? 'new decision' : 'new decisions'} on what you sent`}
      </span>
    </span>
  );
}
