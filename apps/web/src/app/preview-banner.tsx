import { useConnectivity } from '../features/connectivity/connectivity-context';

/**
 * docs/product.md#preview-banner Other UI: a development aid in builds for a hosting workspace (`VITE_PREVIEW_WORKSPACE`):
 * a fixed line saying whether the workspace's backend answers (the connectivity check's result).
 */
export function PreviewBanner() {
  const { online } = useConnectivity();
  if (online === null) return null;
  return (
    <p
      role="status"
      className="pointer-events-none fixed inset-x-0 top-0 z-60 bg-stone-900/85 px-3 pt-[env(safe-area-inset-top)] text-center text-xs leading-6 text-white"
    >
      {online ? 'Preview backend running in this workspace.' : 'Preview backend disconnected.'}
    </p>
  );
}
