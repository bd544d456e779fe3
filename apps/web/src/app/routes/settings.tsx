import { SlidersHorizontal } from 'lucide-react';
import { appBuild, appName, appVersion } from '@waggle/shared/app-info';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';

export default function SettingsScreen() {
  return (
    <>
      <ScreenHeader title="Settings" />
      <EmptyState icon={SlidersHorizontal} title="Nothing to adjust yet">
        Text size, contrast, dark mode, distance units and haptics will be adjustable here.
      </EmptyState>
      <p className="mt-8 text-center text-xs text-stone-600 dark:text-stone-400">
        {appName} {appVersion} (build {appBuild})
      </p>
    </>
  );
}
