import { versionText } from '@waggle/shared/app-info';
import { ChevronRight, Megaphone } from 'lucide-react';
import { Link } from 'wouter';
import { BackLink } from '../../components/ui/back-link';
import { ScreenHeader } from '../../components/ui/screen-header';
import { SwitchField } from '../../components/ui/switch-field';
import { MenuSettingsFields } from '../../features/places/category-menu/menu-settings-fields';
import { useMenuSettings } from '../../features/places/category-menu/use-menu-settings';
import { AccessibilityControls } from '../../features/settings/components/accessibility-controls';
import { DistanceUnitControl } from '../../features/settings/components/distance-unit-control';
import { HapticsControl } from '../../features/settings/components/haptics-control';
import { SettingsSection } from '../../features/settings/components/settings-section';
import { useLocationOnStart } from '../../lib/location/use-location-on-start';
import { hapticsAvailable } from '../../lib/native/haptics';
import { paths } from '../../lib/paths';

export default function SettingsScreen() {
  const [menuSettings, setMenuSettings] = useMenuSettings();
  const [locationOnStart, setLocationOnStart] = useLocationOnStart();
  return (
    <>
      <BackLink href={paths.home} previous>
        Back
      </BackLink>
      <ScreenHeader title="Settings" />
      <SettingsSection title="Display and accessibility">
        <AccessibilityControls />
      </SettingsSection>
      <SettingsSection title="Distances">
        <DistanceUnitControl />
      </SettingsSection>
      {hapticsAvailable() && (
        <SettingsSection title="Haptics">
          <HapticsControl />
        </SettingsSection>
      )}
      <SettingsSection title="Category menu">
        <MenuSettingsFields settings={menuSettings} onChange={setMenuSettings} />
      </SettingsSection>
      <SettingsSection title="Location">
        <SwitchField
          label="Find my position when Waggle opens"
          description="Off: Explore starts near central London until you tap “Use my location”."
          checked={locationOnStart}
          onChange={setLocationOnStart}
        />
      </SettingsSection>
      <SettingsSection title="Announcements">
        <Link
          href={paths.motdArchive}
          className="flex min-h-11 items-center justify-between gap-2 text-sm font-medium text-brand-800 dark:text-brand-300"
        >
          <span className="flex items-center gap-2">
            <Megaphone aria-hidden="true" className="size-4" /> News from the Waggle team
          </span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </SettingsSection>
      <p className="mt-8 text-center text-xs text-stone-600 dark:text-stone-400">{versionText}</p>
    </>
  );
}
