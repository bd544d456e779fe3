import { SlidersHorizontal } from 'lucide-react';
import { appBuild, appName, appVersion } from '@waggle/shared/app-info';
import { EmptyScreen } from '../../components/ui/empty-screen';

export default function SettingsScreen() {
  return (
    <>
      <EmptyScreen title="Settings" icon={SlidersHorizontal} heading="Nothing to adjust yet">
        Text size, contrast, dark mode, distance units and haptics will be adjustable here.
      </EmptyScreen>
      <p className="mt-8 text-center text-xs text-stone-600 dark:text-stone-400">
        {appName} {appVersion} (build {appBuild})
      </p>
    </>
  );
}
