import type { AuthUser } from '@waggle/shared/users';

export function ProfileCard({ user }: { user: AuthUser }) {
  const initials = user.displayName
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="flex items-center gap-4">
      {user.photoURL ? (
        <img
          src={user.photoURL}
          alt=""
          width="64"
          height="64"
          className="size-16 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
        >
          {initials || '?'}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-stone-900 dark:text-stone-50">
          {user.displayName}
        </p>
        {user.email && (
          <p className="truncate text-sm text-stone-700 dark:text-stone-300">{user.email}</p>
        )}
      </div>
    </div>
  );
}
