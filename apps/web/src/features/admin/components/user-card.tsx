import type { AdminUser } from '@waggle/shared/admin';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useUpdateUser } from '../api/update-user';
import { ActionButton } from './action-button';
import { cardClasses } from './admin-section';
import { ConfirmDialog } from './confirm-dialog';

export function UserCard({ user }: { user: AdminUser }) {
  const change = useUpdateUser();
  const explanation = useId();
  const [confirming, setConfirming] = useState(false);
  const granting = !user.isAdmin;
  return (
    <article className={cardClasses}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold break-words text-stone-900 dark:text-stone-50">{user.name}</h3>
        {user.isAdmin && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Admin
          </span>
        )}
      </div>
      <p className="mt-1 text-sm break-all text-stone-600 dark:text-stone-400">{user.email}</p>
      <div className="mt-4">
        <ActionButton
          busy={change.isPending}
          busyText="Saving…"
          disabled={user.adminByConfig}
          aria-describedby={user.adminByConfig ? explanation : undefined}
          onClick={() => setConfirming(true)}
        >
          {granting ? 'Make admin' : 'Remove admin'}
        </ActionButton>
        {/* docs/product.md#admin-area: rights change only once confirmed. */}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={granting ? `Make ${user.name} an admin?` : `Remove ${user.name}'s admin rights?`}
          description={
            granting
              ? 'They will see the admin area and can decide suggestions, reports and reviews, and change who is an admin.'
              : 'They will no longer see the admin area or moderate.'
          }
          confirmLabel={granting ? 'Make admin' : 'Remove admin'}
          busyText="Saving…"
          busy={change.isPending}
          danger={!granting}
          onConfirm={() =>
            change.mutate({ user, isAdmin: granting }, { onSuccess: () => setConfirming(false) })
          }
        />
        {user.adminByConfig && (
          <p id={explanation} className="mt-2 text-sm text-stone-600 dark:text-stone-400">
            An admin through the server's ADMIN_EMAILS list: only that list can change it.
          </p>
        )}
      </div>
    </article>
  );
}
